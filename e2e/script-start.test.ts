// The page's scripts start once its first content is on screen
// (gatsby-internals/browser/script-start.ts): the prebuilt HTML carries them only inside an
// inert <template>, and the app is requested after the first contentful paint,
// then hydrates the page as before. Where the browser reports no paints the
// next frame starts them; a page off screen starts them at once; and if no
// report ever comes they start after START_AT_THE_LATEST_MS.
import fs from "fs"
import path from "path"
import type { Page } from "playwright-core"
import { DEFERRED_SCRIPTS_ID, START_AT_THE_LATEST_MS } from "../gatsby-internals/browser/script-start"
import { useBuiltSite, visit, waitForApp } from "./support/browser"
import { PUBLIC_DIR, samplePosts, sampleTags } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)
const post = samplePosts().find(candidate => candidate.listed)!
const pages = [`/`, `/projects`, `/post/${post.slug}`, sampleTags()[0].path, `/404.html`]

/** When the app's script was requested and the first contentful paint happened, in ms from navigation. */
const timings = (page: Page) =>
  page.evaluate(() => ({
    app: performance.getEntriesByType(`resource`).find(entry => /\/app-[0-9a-f]+\.js$/.test(entry.name))?.startTime ?? null,
    firstContentfulPaint: performance.getEntriesByName(`first-contentful-paint`)[0]?.startTime ?? null,
  }))

describe.each(pages)(`%s`, pagePath => {
  it(`carries its script files only inside the template, followed by the script that starts them`, () => {
    const file = pagePath.endsWith(`.html`) ? pagePath : path.join(pagePath, `index.html`)
    const html = fs.readFileSync(path.join(PUBLIC_DIR, file), `utf8`)
    const template = new RegExp(`<template id="${DEFERRED_SCRIPTS_ID}">([\\s\\S]*?)</template><script>`).exec(html)
    expect(template).not.toBeNull()
    expect(template![1]).toMatch(/<script src="\/app-[0-9a-f]+\.js" async><\/script>/)
    expect(template![1]).toMatch(/window\.___chunkMapping=/)
    expect(html.replace(template![0], ``)).not.toMatch(/<script[^>]*\ssrc=/)
  })

  it(`requests the app after its first contentful paint, then hydrates without a warning`, async () => {
    const { page, problems, close } = await visit(site.browser)
    try {
      await page.goto(site.server.url + pagePath)
      await waitForApp(page)
      const { app, firstContentfulPaint } = await timings(page)
      expect(firstContentfulPaint).not.toBeNull()
      expect(app).toBeGreaterThanOrEqual(firstContentfulPaint!)
      // The scripts run once: Gatsby's chunk map was set, and the template still holds the originals.
      expect(await page.evaluate(() => document.querySelectorAll(`script[src*="/app-"]`).length)).toBe(1)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})

describe(`when the browser cannot say when it painted`, () => {
  interface Setup {
    /** Paints are not reported at all. */
    noPaintReports?: boolean
    /** Paints may be reported, but no report ever comes. */
    silentObserver?: boolean
    /** The page is not on screen. */
    hidden?: boolean
  }

  /** A visit whose browser offers less, replaced before the page's own scripts run. */
  async function visitWith(setup: Setup) {
    const session = await visit(site.browser)
    await session.page.addInitScript(({ noPaintReports, silentObserver, hidden }: Setup) => {
      if (noPaintReports) Object.defineProperty(PerformanceObserver, `supportedEntryTypes`, { value: [`resource`] })
      if (silentObserver) {
        window.PerformanceObserver = class {
          static supportedEntryTypes = [`paint`]
          observe() {}
          disconnect() {}
        } as unknown as typeof PerformanceObserver
      }
      if (hidden) Object.defineProperty(document, `visibilityState`, { get: () => `hidden` })
    }, setup)
    return session
  }

  it(`starts the scripts a frame later where paints are not reported`, async () => {
    const { page, problems, close } = await visitWith({ noPaintReports: true })
    try {
      await page.goto(site.server.url + `/`)
      await waitForApp(page)
      expect((await timings(page)).app).toBeLessThan(START_AT_THE_LATEST_MS)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it(`starts them after the longest wait when no report comes, and at once on a page that is not on screen`, async () => {
    const onScreen = await visitWith({ silentObserver: true })
    const offScreen = await visitWith({ silentObserver: true, hidden: true })
    try {
      await Promise.all([onScreen.page.goto(site.server.url + `/`), offScreen.page.goto(site.server.url + `/`)])
      await Promise.all([waitForApp(onScreen.page), waitForApp(offScreen.page)])
      expect((await timings(onScreen.page)).app).toBeGreaterThanOrEqual(START_AT_THE_LATEST_MS)
      expect((await timings(offScreen.page)).app).toBeLessThan(START_AT_THE_LATEST_MS)
      expect([...onScreen.problems, ...offScreen.problems]).toEqual([])
    } finally {
      await onScreen.close()
      await offScreen.close()
    }
  })
})
