// The 404 page at the addresses a static host serves it for: every unknown one.
// Its HTML is built for /404.html, yet React must take it over as it is, not
// throw it away and draw it again, which leaves a moment with no content for a
// reader, a screen reader or a crawler that looks then (gatsby-browser.tsx,
// src/pages/404.tsx).
import type { Page } from "playwright-core"
import { sideBySide, useBuiltSite, visit, waitForApp } from "./support/browser"
import { profile, PUBLIC_DIR } from "./support/site"
import { languageStrings } from "../site-build/languages"
import { textDirection } from "../src/lib/languages"
import { languagePath } from "../src/lib/site-languages"
import { siteConfig } from "../src/site-config"

const site = useBuiltSite(PUBLIC_DIR)
const { handle } = profile()
const LOADS = 20
/** The element Gatsby's router draws the page in (gatsby/cache-dir/production-app.js). */
const PAGE_WRAPPER = `#gatsby-focus-wrapper`

interface Removals {
  /** Gatsby's page wrapper: the prebuilt page was replaced, not hydrated. */
  page: number
  /** The main landmark, on its own or with what held it. */
  main: number
}

/** From before any script runs, counts what is removed from the page as it loads. */
async function watchRemovals(page: Page): Promise<void> {
  await page.addInitScript(wrapper => {
    const removals = { page: 0, main: 0 }
    Object.assign(window, { removals })
    const removes = (node: Element, selector: string) => node.matches(selector) || node.querySelector(selector) !== null
    new MutationObserver(records => {
      for (const { removedNodes } of records) {
        for (const node of removedNodes) {
          if (!(node instanceof Element)) continue
          if (removes(node, wrapper)) removals.page++
          if (removes(node, `main`)) removals.main++
        }
      }
    }).observe(document, { childList: true, subtree: true })
  }, PAGE_WRAPPER)
}

/** Loads the address and lets the app settle; what was removed meanwhile. */
async function load(page: Page, address: string): Promise<Removals> {
  const response = await page.goto(site.server.url + address)
  expect(response?.status()).toBe(404)
  await waitForApp(page)
  // Else the count of its removals would prove nothing.
  await expect(page.locator(PAGE_WRAPPER).count()).resolves.toBe(1)
  // A redraw comes within about 100 ms of the app starting: wait well past it.
  await page.waitForTimeout(300)
  return page.evaluate(() => (window as unknown as { removals: Removals }).removals)
}

/**
 * Loads `address` LOADS times, in a few tabs at once (each load mostly waits), checking each load with `check`; no
 * tab may log a problem.
 */
async function everyLoad(address: string, check: (page: Page, removals: Removals) => Promise<void>): Promise<void> {
  const TABS = 4
  await sideBySide(
    Array.from({ length: TABS }, async () => {
      const { page, problems, close } = await visit(site.browser)
      try {
        await watchRemovals(page)
        for (let i = 0; i < LOADS / TABS; i++) await check(page, await load(page, address))
        expect(problems).toEqual([])
      } finally {
        await close()
      }
    }),
  )
}

it(`hydrates '404 - page not found' at an unknown address, keeping its main content, on every load`, async () => {
  await everyLoad(`/no/such/page`, async (page, removals) => {
    expect(removals).toEqual({ page: 0, main: 0 })
    await expect(page.getByRole(`main`).getByRole(`heading`, { level: 1 }).textContent()).resolves.toBe(`404 - page not found`)
  })
})

it(`hydrates the 404 page at an unknown post's address, then shows "Not Found" in the post layout, on every load`, async () => {
  // The prebuilt HTML is the 404 page's: its main content gives way to the post layout's after hydration; the app
  // around it stays.
  await everyLoad(`/post/no-such-post`, async (page, removals) => {
    expect(removals.page).toBe(0)
    await page.getByRole(`main`).getByRole(`heading`, { level: 1, name: `Not Found` }).waitFor({ timeout: 3000 })
    await page.getByRole(`link`, { name: /All posts/ }).waitFor({ timeout: 3000 })
    await page.waitForFunction(title => document.title === title, `${handle} | no-such-post`, { timeout: 3000 })
  })
})

// A host that answers with the nearest 404.html (Cloudflare Pages; Netlify by the build's _redirects) gives an
// unknown address under /sw/ the Swahili 404 page, built for /sw/404.html: hydrated there as the site's is.
const others = siteConfig.otherLanguages.map(lang => [lang])
if (others.length === 0) it.skip(`hydrates each other language's 404 page: the site has one language`, () => undefined)
else
  it.each(others)(`hydrates the 404 page in %s at an unknown address under its pages, in its words, on every load`, async lang => {
    const { notFound } = languageStrings(lang)
    const { page, problems, close } = await visit(site.browser)
    try {
      await watchRemovals(page)
      for (let i = 0; i < LOADS / 4; i++) {
        expect(await load(page, languagePath(lang, `/no/such/page`))).toEqual({ page: 0, main: 0 })
        await expect(page.getByRole(`main`).getByRole(`heading`, { level: 1 }).textContent()).resolves.toBe(notFound.heading)
        await expect(page.locator(`html`).getAttribute(`lang`)).resolves.toBe(lang)
        await expect(page.getByRole(`link`, { name: notFound.home }).getAttribute(`href`)).resolves.toBe(languagePath(lang, `/`))
      }
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

// A broken link inside the app: Gatsby's loader finds no page at the address and would draw the site language's
// 404 page; under /sw the Swahili one is drawn instead, without loading the address (gatsby-browser.tsx).
/** Moves to `to` as a link inside the app would (Gatsby's navigate). */
async function moveInApp(page: Page, to: string): Promise<void> {
  await page.evaluate(to => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), to)
}

/** Waits until the page's main heading reads `text`. */
async function headingShows(page: Page, text: string): Promise<void> {
  await page.waitForFunction(text => document.querySelector(`main h1`)?.textContent === text, text, { timeout: 5000 })
}

if (others.length === 0) it.skip(`draws each other language's 404 page in the app: the site has one language`, () => undefined)
else
  it.each(others)(`draws the 404 page in %s on a move in the app to a missing address under its pages`, async lang => {
    const { notFound } = languageStrings(lang)
    const { page, problems, close } = await visit(site.browser)
    try {
      await page.goto(site.server.url + languagePath(lang, `/`))
      await waitForApp(page)
      await page.evaluate(() => Object.assign(window, { stayed: true }))
      const missing = languagePath(lang, `/no/such/page`)
      await moveInApp(page, missing)
      await headingShows(page, notFound.heading)
      expect(new URL(page.url()).pathname).toBe(missing)
      await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true)
      await page.waitForFunction(lang => document.documentElement.lang === lang, lang, { timeout: 2000 })
      await expect(page.locator(`html`).getAttribute(`dir`)).resolves.toBe(textDirection(lang))
      await expect(page.getByRole(`link`, { name: notFound.home }).getAttribute(`href`)).resolves.toBe(languagePath(lang, `/`))
      // Back to the language's home, and on to an unknown address of the site's own language: its 404 page.
      await page.goBack()
      await page.waitForURL(site.server.url + languagePath(lang, `/`))
      await moveInApp(page, `/no/such/page`)
      await headingShows(page, `404 - page not found`)
      await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true)
      // The loader asks for the missing addresses' page data and, to tell a page from none, for the addresses
      // themselves: Chromium logs their 404s. Nothing else.
      expect(problems.filter(problem => !/status of 404.*\/no\/such\/page(\/page-data\.json)?\)$/.test(problem))).toEqual([])
    } finally {
      await close()
    }
  })
