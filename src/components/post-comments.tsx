import React, { useEffect, useMemo, useState, type ComponentType } from "react"
import { Icon } from "../icons/icon"
import { discussionSearchUrl, SESSION_PARAMETER, type CommentsPost, type CommentsSettings } from "../lib/comments"
import { siteConfig } from "../site-config"
import type { CommentsFrameProps } from "./comments-frame"
import * as styles from "./post-comments.module.css"
import { useWords } from "../i18n/words"

/** Set for the rest of the visit once the reader has asked for comments: later posts show theirs at once. */
const SHOWN_KEY = `comments-shown`

/**
 * The post's comments when the site has them (comments in src/site-config.ts) and the post does not say
 * comments: false. `url` is the post's canonical address; its path (with the path prefix) names the discussion.
 */
export function PostComments({ on, url, title, description }: { on: boolean } & Omit<CommentsPost, `path`>) {
  const { comments } = siteConfig
  // One object for the post's life: the frame's listeners are set up once.
  const post = useMemo(() => ({ url, title, description, path: new URL(url).pathname }), [url, title, description])
  return comments && on ? <Comments settings={comments} post={post} /> : null
}

/**
 * The post's comments, asked for by the reader: until the button is pressed,
 * nothing is requested from giscus or GitHub; the frame's code is a chunk of
 * its own, loaded then (./comments-frame.tsx). Without JavaScript, a link to
 * the discussion on GitHub.
 */
function Comments({ settings, post }: { settings: CommentsSettings; post: CommentsPost }) {
  const [ready, setReady] = useState(false)
  const [Frame, setFrame] = useState<ComponentType<CommentsFrameProps> | null>(null)
  const [failed, setFailed] = useState(false)
  const { t } = useWords()

  const show = () => {
    setFailed(false)
    import(`./comments-frame`).then(
      loaded => setFrame(() => loaded.CommentsFrame),
      () => setFailed(true),
    )
    try {
      sessionStorage.setItem(SHOWN_KEY, `1`)
    } catch {
      // Storage can be blocked: the choice then lasts for this page.
    }
  }

  useEffect(() => {
    setReady(true)
    let remembered = false
    try {
      remembered = sessionStorage.getItem(SHOWN_KEY) === `1`
    } catch {
      // Blocked storage remembers nothing.
    }
    // Back from signing in to giscus on GitHub, or asked for earlier in this visit.
    if (remembered || new URLSearchParams(location.search).has(SESSION_PARAMETER)) show()
  }, [])

  return (
    <section className={styles.comments} aria-labelledby="comments-heading">
      <h2 id="comments-heading" className={styles.title}>
        {t.comments.title}
      </h2>
      {Frame ? (
        <Frame settings={settings} post={post} />
      ) : (
        <>
          <p className={styles.note} hidden={ready}>
            {t.comments.keptOnGitHub}
            {` `}
            <a href={discussionSearchUrl(settings, post)}>{t.comments.readAndWrite}</a>.
          </p>
          <div hidden={!ready}>
            <button type="button" className={styles.show} onClick={show}>
              <Icon name="message-circle" />
              {t.comments.show}
            </button>
            <p className={styles.note}>
              {failed ? t.comments.failed : ``}
              {t.comments.privacy}
            </p>
          </div>
        </>
      )}
    </section>
  )
}
