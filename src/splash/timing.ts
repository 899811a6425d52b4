// When the splash screen shows, decided the same way in the inline head script
// (src/head-script.ts) and in the gate component. No React here: the head
// script and the browser tests read it too.

/** The splash's settings, as site-config.ts gives them. */
export interface SplashSettings {
  /** How long the splash shows, in milliseconds; 0 turns it off. */
  durationMs: number
  /** A visitor who saw the splash does not see it again for this long. */
  rememberMinutes: number
}

/** localStorage: when this visitor last saw the splash, as Date.now() in a string. */
export const SPLASH_SEEN_KEY = `splash-seen-at`

/** The attribute that marks the Skip button, which the head script listens for before the app's scripts run. */
export const SPLASH_SKIP_ATTRIBUTE = `data-splash-skip`

/** True when the visitor saw the splash less than `rememberMinutes` ago. */
export function isSplashRemembered(seenAt: string | null, now: number, rememberMinutes: number): boolean {
  if (!seenAt) return false
  const age = now - Number(seenAt)
  // NaN (a garbled value) and a time in the future (a clock set back) both fail.
  return age >= 0 && age < rememberMinutes * 60_000
}

/** How long the splash still shows, counting from page start rather than from when scripts ran. */
export function remainingSplashMs(durationMs: number, elapsedMs: number): number {
  return Math.max(0, durationMs - elapsedMs)
}
