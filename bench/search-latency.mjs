// How long the blog list takes to follow each keystroke of a search, in
// Chromium on a built copy, and what the first search downloads.
// Load after typescript-imports.mjs: it uses the browser tests' own helpers.
/* global window -- in the functions handed to the page */
import { constants, gzipSync } from "node:zlib"
import { visit, waitForApp } from "../e2e/support/browser.ts"
import { median } from "./browser-figures.mjs"
import { installProbe } from "./search-probe.mjs"

/**
 * Types `query` into the home page's search box one key at a time and deletes
 * it again, `rounds` times, and times each keystroke until the blog list is
 * updated in the DOM, from the moment the page starts handling the keydown:
 * the site's own work of filtering and rendering. Each keystroke's figure is
 * its best of the rounds, which keeps most of a busy machine's noise out; every
 * sample is kept too, also timed from the input event's timestamp (adding the
 * time the key took to reach the page). Focusing the search box starts loading
 * the search's code and the index's first file, as it does for a visitor;
 * typing starts once the network is quiet. The very first keystroke is still
 * reported on its own: it fetches the pieces its words need. The first search's
 * bytes are everything the search fetched (its script included) until the
 * whole query had been typed once. With `cpuSlowdown`, Chromium runs the page's
 * scripts that many times slower while typing, as a slower phone would.
 */
export async function searchLatency({ server, browser }, query, { rounds = 3, cpuSlowdown = 1 } = {}) {
  const session = await visit(browser)
  try {
    await session.page.goto(server.url + `/`)
    await waitForApp(session.page)
    const list = await session.page.getByRole(`region`, { name: /^Blog Posts/ }).elementHandle()

    // Whatever the list fetches to search (an index of posts), as raw and gzip
    // bytes; Gatsby's own prefetching of page data for visible links is counted apart.
    const fetched = []
    const pageData = []
    let firstSearch = null
    session.page.on(`response`, response => {
      const pathname = new URL(response.url()).pathname
      const searchScript = response.request().resourceType() === `script` && /^\/search-[0-9a-f]+\.js$/.test(pathname)
      if (![`fetch`, `xhr`].includes(response.request().resourceType()) && !searchScript) return
      if (pathname.includes(`/page-data/`)) pageData.push(response.url().replace(server.origin, ``))
      else fetched.push(response.body().catch(() => Buffer.alloc(0)))
    })

    await session.page.getByRole(`searchbox`, { name: /search blog posts/i }).focus()
    await session.page.waitForLoadState(`networkidle`)
    await session.page.evaluate(installProbe, list)
    const cdp = await session.page.context().newCDPSession(session.page)
    await cdp.send(`Emulation.setCPUThrottlingRate`, { rate: cpuSlowdown })

    const keys = [...query, ...Array.from(query, () => `Backspace`)]
    const samples = []
    for (let round = 1; round <= rounds; round++) {
      for (const [position, key] of keys.entries()) {
        await session.page.evaluate(() => window.__searchProbe.arm())
        await session.page.keyboard.press(key)
        samples.push({ round, position, key, ...(await session.page.evaluate(() => window.__searchProbe.result())) })
        if (round === 1 && position === query.length - 1) {
          await session.page.waitForLoadState(`networkidle`)
          firstSearch = await bytesOf(fetched.slice())
        }
      }
    }
    await cdp.send(`Emulation.setCPUThrottlingRate`, { rate: 1 })

    const everyFetch = await bytesOf(fetched)
    const [first, ...rest] = samples
    const best = keys.map((_, position) => Math.min(...rest.filter(sample => sample.position === position).map(sample => sample.updateMs)))
    const fromMemory = rest.filter(sample => !sample.waitedForIndex)
    const waited = rest.filter(sample => sample.waitedForIndex)
    return {
      query,
      rounds,
      firstKeystrokeMs: first.updateMs,
      ...spread(best),
      cpuSlowdown,
      firstSearch,
      every: spread(times(fromMemory)),
      p95Ms: percentile(times(fromMemory), 0.95),
      waitedForIndex: { count: waited.length, ...(waited.length ? spread(times(waited)) : {}) },
      withWaits: { p95Ms: percentile(times(rest), 0.95) },
      fromEvent: spread(times(fromMemory, `fromEventMs`)),
      toFrame: spread(times(fromMemory, `frameMs`)),
      wholeList: spread(times(fromMemory, `wholeListMs`)),
      wholeListP95Ms: percentile(times(fromMemory, `wholeListMs`), 0.95),
      fetched: everyFetch,
      pageDataFetchedMeanwhile: pageData,
      samples,
      pageProblems: session.problems,
    }
  } finally {
    await session.close()
  }
}

/** One figure of each sample. */
const times = (samples, field = `updateMs`) => samples.map(sample => sample[field])

async function bytesOf(pending) {
  const bodies = await Promise.all(pending)
  return {
    count: bodies.length,
    bytes: bodies.reduce((sum, body) => sum + body.length, 0),
    gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length, 0),
  }
}

/** The value `share` of the way up `values` (0.95: the 95th percentile). */
export function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]
}

function spread(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return { medianMs: median(sorted), worstMs: sorted[sorted.length - 1] }
}
