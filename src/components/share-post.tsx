import React, { useEffect, useRef, useState } from "react"
import { Icon, type IconName } from "../icons/icon"
import { shareLinks } from "../lib/share"
import * as styles from "./share-post.module.css"
import { useWords } from "../i18n/words"

const ICONS: Record<string, IconName> = { X: `x-twitter`, LinkedIn: `linkedin`, "Hacker News": `hacker-news`, "E-mail": `mail` }

/**
 * Copy link, the browser's own share sheet where it has one, and plain links
 * to share forms on other sites. The buttons need JavaScript, so they appear
 * once the page runs it; the links work without.
 */
export function SharePost({ url, title }: { url: string; title: string }) {
  const [ready, setReady] = useState(false)
  const [canShare, setCanShare] = useState(false)
  const [status, setStatus] = useState(``)
  const [manual, setManual] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  const { t } = useWords()

  useEffect(() => {
    setReady(true)
    setCanShare(typeof navigator.share === `function`)
  }, [])

  useEffect(() => {
    if (!manual) return
    field.current?.focus()
    field.current?.select()
  }, [manual])

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setStatus(t.share.linkCopied)
    } catch {
      // No clipboard (an insecure origin, or permission refused): hand over the address to copy by hand.
      setManual(true)
      setStatus(t.share.copyByHand)
    }
  }

  async function share() {
    try {
      await navigator.share({ title, url })
    } catch {
      // The reader closed the sheet: nothing to say.
    }
  }

  return (
    <section className={styles.share} aria-labelledby="share-heading">
      <h2 id="share-heading" className={styles.title}>
        {t.share.heading}
      </h2>
      <ul className={styles.actions}>
        {/* The buttons need the app: in the prebuilt HTML they are hidden, yet there, so the page's sprite has
            their icons (src/icons/sprite.ts). */}
        <li hidden={!ready}>
          <button type="button" className={styles.action} onClick={copy}>
            <Icon name="link" />
            {t.share.copyLink}
          </button>
        </li>
        <li hidden={!canShare}>
          <button type="button" className={styles.action} onClick={share}>
            <Icon name="share" />
            {t.share.share}
          </button>
        </li>
        {shareLinks(url, title).map(link => (
          <li key={link.name}>
            <a className={styles.action} href={link.href} {...(link.newTab ? { target: `_blank`, rel: `noopener noreferrer` } : {})}>
              <Icon name={ICONS[link.name]} />
              {link.name === `E-mail` ? t.share.email : link.name}
              {link.newTab && <span className="visually-hidden">{t.site.opensInNewTab}</span>}
            </a>
          </li>
        ))}
      </ul>
      {manual && (
        <input
          ref={field}
          className={styles.field}
          readOnly
          value={url}
          aria-label={t.share.address}
          onFocus={event => event.target.select()}
        />
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </section>
  )
}
