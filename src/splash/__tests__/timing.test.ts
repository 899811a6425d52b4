import { isSplashRemembered, remainingSplashMs, SPLASH_SEEN_KEY } from "../timing"

const NOW = Date.UTC(2025, 2, 23, 12, 0, 0)
const minutesAgo = (minutes: number) => String(NOW - minutes * 60_000)

it(`keeps the key the browser tests and returning visitors rely on`, () => {
  expect(SPLASH_SEEN_KEY).toBe(`splash-seen-at`)
})

it(`remembers a visitor who saw the splash within the window`, () => {
  expect(isSplashRemembered(minutesAgo(0), NOW, 30)).toBe(true)
  expect(isSplashRemembered(minutesAgo(29.99), NOW, 30)).toBe(true)
})

it(`forgets them once the window has passed`, () => {
  expect(isSplashRemembered(minutesAgo(30), NOW, 30)).toBe(false)
  expect(isSplashRemembered(minutesAgo(24 * 60), NOW, 30)).toBe(false)
})

it(`shows the splash for no record, a garbled one or one from the future`, () => {
  expect(isSplashRemembered(null, NOW, 30)).toBe(false)
  expect(isSplashRemembered(``, NOW, 30)).toBe(false)
  expect(isSplashRemembered(`yesterday`, NOW, 30)).toBe(false)
  expect(isSplashRemembered(minutesAgo(-5), NOW, 30)).toBe(false)
})

it(`counts the remaining time from page start, never below zero`, () => {
  expect(remainingSplashMs(6000, 0)).toBe(6000)
  expect(remainingSplashMs(6000, 1500)).toBe(4500)
  expect(remainingSplashMs(6000, 9000)).toBe(0)
})
