// The splash gate on the built site: what a first-time visitor, a returning
// one, a keyboard user and a visitor without JavaScript see, and when.
import type { Page } from "playwright-core"
import { SPLASH_SEEN_KEY } from "../src/splash/timing"
import { siteConfig } from "../src/site-config"
import { SPLASH_SEEN_KEY as E2E_SPLASH_SEEN_KEY, useBuiltSite, visit, waitForApp, type Visit } from "./support/browser"
import { PUBLIC_DIR } from "./support/site"

const POST = `/post/whoami`
const DURATION = siteConfig.splash.durationMs

const site = useBuiltSite(PUBLIC_DIR)
const visits: Visit[] = []

afterEach(async () => {
  await Promise.all(visits.splice(0).map(v => v.close()))
})

async function firstVisit(options: Parameters<typeof visit>[1] = {}): Promise<Visit> {
  const v = await visit(site.browser, { skipSplash: false, ...options })
  visits.push(v)
  await v.page.goto(site.server.url + POST, { waitUntil: `commit` })
  return v
}

/** Milliseconds since the page's navigation started, by the page's own clock. */
function pageTime(page: Page): Promise<number> {
  return page.evaluate(() => performance.now())
}

async function waitUntilPageTime(page: Page, ms: number) {
  const now = await pageTime(page)
  if (ms > now) await page.waitForTimeout(ms - now)
}

const postHeading = (page: Page) => page.getByRole(`heading`, { level: 1, name: `whoami` })
const progressbar = (page: Page) => page.getByRole(`progressbar`, { name: `Loading` })
const brand = (page: Page) => page.getByText(`jumakip`, { exact: true })
const skipButton = (page: Page) => page.getByRole(`button`, { name: `Skip`, exact: true })

/** The post's title is on screen: visible, and nothing drawn over it. */
async function postSeen(page: Page): Promise<boolean> {
  if (!(await postHeading(page).isVisible())) return false
  return postHeading(page).evaluate(heading => {
    const box = heading.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2)
    return top !== null && heading.contains(top)
  })
}

async function focusedId(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.id)
}

it(`uses the same storage key as the browser helpers`, () => {
  expect(E2E_SPLASH_SEEN_KEY).toBe(SPLASH_SEEN_KEY)
  expect(DURATION).toBe(6000)
})

it(`is in the prebuilt HTML, above the post that crawlers read`, async () => {
  const response = await fetch(site.server.url + POST)
  const html = await response.text()
  expect(html).toMatch(/role="progressbar"/)
  expect(html).toMatch(/>jumakip</)
  expect(html).toMatch(/Loading…/)
  expect(html).toMatch(/<h1[^>]*>whoami<\/h1>/)
  expect(html.indexOf(`role="progressbar"`)).toBeLessThan(html.indexOf(`<main`))
})

it(`covers the page from the first paint until 6 s, then shows it`, async () => {
  const { page, problems } = await firstVisit()
  await page.waitForLoadState(`domcontentloaded`)
  expect(await brand(page).isVisible()).toBe(true)
  expect(await postSeen(page)).toBe(false)

  await waitUntilPageTime(page, 1000)
  expect(await postSeen(page)).toBe(false)
  expect(await brand(page).isVisible()).toBe(true)
  expect(await page.getByText(`Loading…`).isVisible()).toBe(true)
  expect(await skipButton(page).isVisible()).toBe(true)

  await waitUntilPageTime(page, 5000)
  expect(await postSeen(page)).toBe(false)
  expect(await progressbar(page).isVisible()).toBe(true)
  // The checks above ran before the splash was due to end.
  expect(await pageTime(page)).toBeLessThan(DURATION)

  await waitUntilPageTime(page, 6500)
  expect(await postSeen(page)).toBe(true)
  expect(await progressbar(page).count()).toBe(0)
  expect(await brand(page).count()).toBe(0)
  expect(problems).toEqual([])
})

it(`advances the progress bar`, async () => {
  const { page, problems } = await firstVisit()
  await waitForApp(page)
  await waitUntilPageTime(page, 1000)
  const early = Number(await progressbar(page).getAttribute(`aria-valuenow`))
  await waitUntilPageTime(page, 2000)
  const later = Number(await progressbar(page).getAttribute(`aria-valuenow`))
  expect(await progressbar(page).getAttribute(`aria-valuemin`)).toBe(`0`)
  expect(await progressbar(page).getAttribute(`aria-valuemax`)).toBe(`100`)
  expect(early).toBeGreaterThan(0)
  expect(later).toBeGreaterThan(early)
  expect(problems).toEqual([])
})

it(`shows once per visitor: later loads and new tabs go straight to the page`, async () => {
  // Remembered as it shows: the next load need not wait for this one's end.
  const { context, page, problems } = await firstVisit()
  await waitForApp(page)
  expect(await postSeen(page)).toBe(false)
  const seenAt = Number(await page.evaluate(key => localStorage.getItem(key), SPLASH_SEEN_KEY))
  expect(Date.now() - seenAt).toBeLessThan(60_000)

  await page.reload({ waitUntil: `domcontentloaded` })
  expect(await postSeen(page)).toBe(true)
  expect(await progressbar(page).isVisible()).toBe(false)
  expect(await pageTime(page)).toBeLessThan(DURATION)

  const tab = await context.newPage()
  await tab.goto(site.server.url + POST, { waitUntil: `domcontentloaded` })
  expect(await postSeen(tab)).toBe(true)
  expect(await progressbar(tab).isVisible()).toBe(false)
  await waitForApp(tab)
  expect(await progressbar(tab).count()).toBe(0)
  expect(problems).toEqual([])
})

it(`ends at once on Skip, reached by keyboard, and moves focus to the page`, async () => {
  const { page, problems } = await firstVisit()
  await waitForApp(page)
  await page.keyboard.press(`Tab`)
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Skip`)
  await page.keyboard.press(`Enter`)
  expect(await pageTime(page)).toBeLessThan(DURATION)
  expect(await postSeen(page)).toBe(true)
  expect(await progressbar(page).count()).toBe(0)
  expect(await focusedId(page)).toBe(`main`)
  expect(problems).toEqual([])
})

it(`ends at once on a click on Skip`, async () => {
  const { page, problems } = await firstVisit({ viewport: { width: 375, height: 740 } })
  await waitForApp(page)
  await skipButton(page).click()
  expect(await pageTime(page)).toBeLessThan(DURATION)
  expect(await postSeen(page)).toBe(true)
  expect(await focusedId(page)).toBe(`main`)
  // The page shows from its top: focus moves to it without scrolling its first lines under the header.
  expect(await page.evaluate(() => scrollY)).toBe(0)
  expect(problems).toEqual([])
})

it(`ends at once on Escape and moves focus to the page`, async () => {
  const { page, problems } = await firstVisit()
  await waitForApp(page)
  expect(await postSeen(page)).toBe(false)
  await page.keyboard.press(`Escape`)
  expect(await pageTime(page)).toBeLessThan(DURATION)
  expect(await postSeen(page)).toBe(true)
  expect(await focusedId(page)).toBe(`main`)
  expect(problems).toEqual([])
})

it.each([`a click on Skip`, `Escape`])(`ends at once on %s before the page's scripts have run, and stays ended`, async end => {
  const v = await visit(site.browser, { skipSplash: false })
  visits.push(v)
  const { page, problems } = v
  // The page's scripts are held back until the splash has been ended.
  let release = () => {}
  const held = new Promise<void>(resolve => (release = resolve))
  await page.route(/\.js$/, route => held.then(() => route.continue()))
  await page.goto(site.server.url + POST, { waitUntil: `domcontentloaded` })
  expect(await postSeen(page)).toBe(false)
  if (end === `Escape`) await page.keyboard.press(`Escape`)
  else await skipButton(page).click()
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  expect(await postSeen(page)).toBe(true)
  expect(await focusedId(page)).toBe(`main`)
  expect(await page.evaluate(() => scrollY)).toBe(0)

  release()
  await waitForApp(page)
  expect(await progressbar(page).count()).toBe(0)
  expect(await postSeen(page)).toBe(true)
  expect(await focusedId(page)).toBe(`main`)
  expect(await page.evaluate(() => document.documentElement.dataset.splash)).toBe(`done`)
  // Remembered: the next load goes straight to the page.
  await page.reload({ waitUntil: `domcontentloaded` })
  expect(await postSeen(page)).toBe(true)
  expect(problems).toEqual([])
})

it(`goes away by itself after 6 s without JavaScript`, async () => {
  const { page, problems } = await firstVisit({ javaScriptEnabled: false })
  await waitUntilPageTime(page, 1000)
  expect(await postSeen(page)).toBe(false)
  expect(await brand(page).isVisible()).toBe(true)
  // A button that could do nothing is left out.
  expect(await skipButton(page).isVisible()).toBe(false)

  await waitUntilPageTime(page, 6500)
  expect(await postSeen(page)).toBe(true)
  expect(await brand(page).isVisible()).toBe(false)
  expect(problems).toEqual([])
})

it(`keeps the bar still under reduced motion, and still ends on time`, async () => {
  const { page, problems } = await firstVisit({ reducedMotion: `reduce` })
  await waitForApp(page)
  await waitUntilPageTime(page, 1000)
  const early = await progressbar(page).getAttribute(`aria-valuenow`)
  await waitUntilPageTime(page, 2000)
  expect(await progressbar(page).getAttribute(`aria-valuenow`)).toBe(early)
  expect(await postSeen(page)).toBe(false)

  await waitUntilPageTime(page, 6500)
  expect(await postSeen(page)).toBe(true)
  expect(problems).toEqual([])
})
