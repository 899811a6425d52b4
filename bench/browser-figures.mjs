// The figures measured in Chromium on a built copy: first-visit bytes per page,
// images loaded, paints and hydration on a throttled phone, and how long the
// blog list takes to follow each keystroke of a search (search-latency.mjs).
// Load after typescript-imports.mjs: it uses the browser tests' own helpers.
/* global window, document, MutationObserver -- in the functions handed to the page */
import { serveSite, visit } from "../e2e/support/browser.ts"
import { measureFirstVisit } from "../e2e/support/first-visit.ts"
import { startStaticServer } from "../e2e/support/static-server.ts"

/** Serves `publicDir` and opens Chromium; `run` gets both, and both are closed after. */
export async function withSite(publicDir, run) {
  const site = await serveSite(publicDir)
  try {
    return await run(site)
  } finally {
    await site.close()
  }
}

/** gzip bytes of JS, CSS, HTML and data a first visit to each path downloads. */
export async function firstVisits({ server, browser }, paths) {
  const figures = {}
  for (const pagePath of paths) {
    const { totals, assets } = await measureFirstVisit(browser, server.url + pagePath)
    figures[pagePath] = {
      js: totals.js,
      css: totals.css,
      html: totals.html,
      data: totals.data,
      scripts: assets
        .filter(asset => asset.kind === `js`)
        .map(({ url, gzipBytes }) => ({ url: url.replace(server.origin, ``), gzipBytes })),
    }
  }
  return figures
}

/** The screens image bytes are measured on: a large phone and a desktop. */
export const IMAGE_SCREENS = {
  phone: { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625 },
  desktop: { viewport: { width: 1350, height: 900 }, deviceScaleFactor: 1 },
}

/**
 * The image bytes a returning visitor's browser loads on each path without
 * scrolling (lazy images load when near the screen, as Chromium decides), per screen.
 */
export async function imageBytes({ browser, server }, paths) {
  const figures = {}
  for (const pagePath of paths) {
    figures[pagePath] = {}
    for (const [screen, options] of Object.entries(IMAGE_SCREENS)) {
      const { page, close } = await visit(browser, options)
      const images = []
      page.on(`response`, response => {
        if (response.request().resourceType() === `image`)
          images.push(
            response.body().then(
              body => ({ url: response.url().replace(server.origin, ``), bytes: body.length }),
              () => null,
            ),
          )
      })
      try {
        await page.goto(server.url + pagePath, { waitUntil: `networkidle` })
        await page.waitForTimeout(1000)
        const loaded = (await Promise.all(images)).filter(Boolean)
        figures[pagePath][screen] = { bytes: loaded.reduce((sum, image) => sum + image.bytes, 0), images: loaded }
      } finally {
        await close()
      }
    }
  }
  return figures
}

/**
 * Chromium's own throttling of a phone on slow 4G, the conditions Lighthouse
 * simulates on mobile: 150 ms round trips, 1.6 Mbps down, 750 Kbps up, and
 * the CPU slowed 4×. Lighthouse estimates from an unthrottled load; these are
 * measured in a throttled one.
 */
export const THROTTLED_PHONE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
  screen: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
}

/**
 * For a returning visitor on Lighthouse's phone screen in THROTTLED_PHONE conditions,
 * median over `runs` loads of each path: ms from navigation to the first and
 * the largest contentful paint, and to the moment React has taken over the
 * page (gatsby-browser.tsx marks it). With `network: false`, only the CPU is
 * slowed: the case where scripts arrive before the first paint. The site in
 * `publicDir` is served gzipped, as a host would.
 */
export async function paintAndHydration(browser, publicDir, paths, { runs = 5, network = true } = {}) {
  const server = await startStaticServer(publicDir, ``, { compress: true })
  const figures = {}
  try {
    for (const pagePath of paths) {
      const samples = []
      for (let run = 0; run < runs; run++) {
        const { context, page, close } = await visit(browser, THROTTLED_PHONE.screen)
        try {
          await context.addInitScript(() => {
            const times = (window.__paintProbe = {})
            new PerformanceObserver(list => {
              for (const entry of list.getEntriesByName(`first-contentful-paint`)) times.firstContentfulPaint = entry.startTime
            }).observe({ type: `paint`, buffered: true })
            new PerformanceObserver(list => {
              for (const entry of list.getEntries()) times.largestContentfulPaint = entry.startTime
            }).observe({ type: `largest-contentful-paint`, buffered: true })
            // The <html> element does not exist yet when this runs: watch the document.
            new MutationObserver(() => {
              if (document.documentElement.dataset.hydrated === `true`) times.hydrated ??= performance.now()
            }).observe(document, { subtree: true, attributes: true, attributeFilter: [`data-hydrated`] })
          })
          const cdp = await context.newCDPSession(page)
          if (network) {
            await cdp.send(`Network.enable`)
            await cdp.send(`Network.emulateNetworkConditions`, {
              offline: false,
              latency: THROTTLED_PHONE.latencyMs,
              downloadThroughput: THROTTLED_PHONE.downloadBitsPerSecond / 8,
              uploadThroughput: THROTTLED_PHONE.uploadBitsPerSecond / 8,
            })
          }
          await cdp.send(`Emulation.setCPUThrottlingRate`, { rate: THROTTLED_PHONE.cpuSlowdown })
          await page.goto(server.url + pagePath)
          await page.waitForFunction(() => window.__paintProbe.hydrated !== undefined, null, { timeout: 60_000 })
          samples.push(await page.evaluate(() => window.__paintProbe))
        } finally {
          await close()
        }
      }
      const medianOf = name => median(samples.map(sample => sample[name]).sort((a, b) => a - b))
      figures[pagePath] = {
        firstContentfulPaintMs: medianOf(`firstContentfulPaint`),
        largestContentfulPaintMs: medianOf(`largestContentfulPaint`),
        hydratedMs: medianOf(`hydrated`),
        samples,
      }
    }
  } finally {
    await server.close()
  }
  return figures
}

/** The middle of sorted values. */
export function median(sorted) {
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
