// giscus's frame for one post, made the way giscus's own client makes it (its
// address, its sign-in session, its height and theme by message), without
// running that client: a chunk of its own, loaded when the reader asks for the
// comments (./post-comments.tsx).
import React, { useEffect, useRef, useState } from "react"
import { GISCUS_ORIGIN, giscusFrameUrl, SESSION_KEY, takeSession, type CommentsPost, type CommentsSettings } from "../lib/comments"
import * as styles from "./post-comments.module.css"
import { useWords } from "../i18n/words"

export interface CommentsFrameProps {
  settings: CommentsSettings
  post: CommentsPost
}

const currentTheme = () => (document.documentElement.dataset.theme === `dark` ? `dark` : `light`)

/** The reader's session: the one giscus just sent back (kept, and taken off the address), else the one kept before. */
function readerSession(): { origin: string; session: string } {
  const { cleaned, session } = takeSession(location.href)
  try {
    if (session) {
      localStorage.setItem(SESSION_KEY, JSON.stringify(session))
      history.replaceState(history.state, document.title, cleaned + location.hash)
      return { origin: cleaned, session }
    }
    const kept = localStorage.getItem(SESSION_KEY)
    return { origin: cleaned, session: kept ? String(JSON.parse(kept)) : `` }
  } catch {
    localStorage.removeItem(SESSION_KEY)
    return { origin: cleaned, session: session ?? `` }
  }
}

export function CommentsFrame({ settings, post }: CommentsFrameProps) {
  const { t } = useWords()
  const frame = useRef<HTMLIFrameElement>(null)
  const [src, setSrc] = useState(() => giscusFrameUrl(settings, post, { ...readerSession(), theme: currentTheme() }))
  const [height, setHeight] = useState<number | null>(null)

  useEffect(() => {
    const signOut = () => {
      localStorage.removeItem(SESSION_KEY)
      setSrc(giscusFrameUrl(settings, post, { ...readerSession(), session: ``, theme: currentTheme() }))
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== GISCUS_ORIGIN || typeof event.data !== `object` || !event.data?.giscus) return
      const { resizeHeight, signOut: signedOut, error } = event.data.giscus as { resizeHeight?: number; signOut?: boolean; error?: string }
      if (typeof resizeHeight === `number`) setHeight(resizeHeight)
      // An expired or revoked session: forgotten, and the frame made again without it.
      if (signedOut || (error && /Bad credentials|Invalid state value|State has expired/.test(error))) signOut()
    }
    window.addEventListener(`message`, onMessage)
    // The site's theme toggle sets data-theme on <html>: the frame follows.
    const themes = new MutationObserver(() =>
      frame.current?.contentWindow?.postMessage({ giscus: { setConfig: { theme: currentTheme() } } }, GISCUS_ORIGIN),
    )
    themes.observe(document.documentElement, { attributes: true, attributeFilter: [`data-theme`] })
    return () => {
      window.removeEventListener(`message`, onMessage)
      themes.disconnect()
    }
  }, [settings, post])

  return (
    <iframe
      ref={frame}
      className={styles.frame}
      title={t.comments.title}
      src={src}
      allow="clipboard-write"
      loading="lazy"
      style={height === null ? undefined : { height: `${height}px` }}
    />
  )
}
