import { useCallback, useEffect, useRef, useState, type RefObject } from "react"
import { isSplashRemembered, remainingSplashMs, SPLASH_SEEN_KEY, type SplashSettings } from "./timing"

/**
 * The splash screen's life: it shows on the first render (as in the prebuilt
 * HTML), then ends when its time from page start is up, on Skip or Escape, or
 * at once for a visitor who saw it recently. Ending it sets data-splash="done"
 * on <html>; ending it by hand, or while focus is inside it, puts focus on the
 * page's main landmark.
 */
export function useSplash({ durationMs, rememberMinutes }: SplashSettings, splash: RefObject<HTMLElement>) {
  const [showing, setShowing] = useState(true)
  const focusPage = useRef(false)

  const end = useCallback(
    (byVisitor: boolean) => {
      focusPage.current = byVisitor || Boolean(splash.current?.contains(document.activeElement))
      setShowing(false)
    },
    [splash],
  )

  useEffect(() => {
    if (!showing) return undefined
    if (seenRecently(rememberMinutes)) {
      setShowing(false)
      return undefined
    }
    remember()
    const timer = setTimeout(() => end(false), remainingSplashMs(durationMs, performance.now()))
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === `Escape`) end(true)
    }
    document.addEventListener(`keydown`, onKeyDown)
    return () => {
      clearTimeout(timer)
      document.removeEventListener(`keydown`, onKeyDown)
    }
  }, [showing, durationMs, rememberMinutes, end])

  useEffect(() => {
    if (showing) return
    // The completion signal, for anything that waits for the site to be on screen.
    document.documentElement.dataset.splash = `done`
    if (focusPage.current) document.getElementById(`main`)?.focus({ preventScroll: true })
  }, [showing])

  const skip = useCallback(() => end(true), [end])
  return { showing, skip }
}

// The head script has already decided (and CSS acted on it) before the first
// paint; follow it so the two never disagree. Without it, decide the same way.
function seenRecently(rememberMinutes: number): boolean {
  const decided = document.documentElement.dataset.splash
  if (decided === `skip` || decided === `show`) return decided === `skip`
  return isSplashRemembered(readSeenAt(), Date.now(), rememberMinutes)
}

function readSeenAt(): string | null {
  try {
    return localStorage.getItem(SPLASH_SEEN_KEY)
  } catch {
    return null
  }
}

function remember() {
  try {
    localStorage.setItem(SPLASH_SEEN_KEY, String(Date.now()))
  } catch {
    // Storage can be blocked; the splash then shows on every page load.
  }
}
