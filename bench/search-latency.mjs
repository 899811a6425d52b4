// How long the blog list takes to follow each keystroke of a search, in
// Chromium on a built copy, and what the first search downloads.
// Load after typescript-imports.mjs: it uses the browser tests' own helpers.
/* global window, document, MutationObserver, requestAnimationFrame -- in the functions handed to the page */
import { constants, gzipSync } from "node:zlib"
import { visit, waitForApp } from "../e2e/support/browser.ts"
import { median } from "./browser-figures.mjs"

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
    return {
      query,
      rounds,
      firstKeystrokeMs: first.updateMs,
      ...spread(best),
      cpuSlowdown,
      firstSearch,
      every: spread(rest.map(sample => sample.updateMs)),
      p95Ms: percentile(
        rest.map(sample => sample.updateMs),
        0.95,
      ),
      fromEvent: spread(rest.map(sample => sample.fromEventMs)),
      toFrame: spread(rest.map(sample => sample.frameMs)),
      wholeList: spread(rest.map(sample => sample.wholeListMs)),
      wholeListP95Ms: percentile(
        rest.map(sample => sample.wholeListMs),
        0.95,
      ),
      fetched: everyFetch,
      pageDataFetchedMeanwhile: pageData,
      samples,
      pageProblems: session.problems,
    }
  } finally {
    await session.close()
  }
}

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

/**
 * Runs in the page: watches the blog list and times the next keystroke once
 * armed. The list may draw the cards below the window a render after the
 * keystroke's, so each commit is kept (its time, the status line and every
 * card's text) until the list has been quiet for a while; the keystroke's time
 * is then the first commit whose status and on-screen cards read as they do at
 * the end, and the whole list's time the first where every card does (of the
 * list or the results shown). A keystroke that leaves the list as it was (the
 * same posts for `erro` and `error`) changes nothing in it: its time is when
 * the page has handled the input event, the renders it queued included.
 */
function installProbe(list) {
  const QUIET_MS = 250
  const status = () => list.querySelector(`[role="status"]`)?.textContent ?? ``
  const shownCards = () => list.querySelectorAll(`ul:not([hidden]) > li > article`)
  const cards = () => Array.from(shownCards(), card => card.textContent)
  let current = null
  const onKeyDown = event => {
    if (current && current.start === undefined) Object.assign(current, { start: performance.now(), eventTime: event.timeStamp })
  }
  document.addEventListener(`keydown`, onKeyDown, true)
  const busy = () => status().startsWith(`Loading`) || list.getAttribute(`aria-busy`) === `true`
  const waitForQuiet = () => {
    clearTimeout(current.quiet)
    current.quiet = setTimeout(settle, QUIET_MS)
  }
  document.addEventListener(`input`, () => {
    if (!current || current.start === undefined || current.handled !== undefined) return
    // After the framework's handler and the render it queued as a microtask.
    queueMicrotask(() => {
      const handled = (current.handled = { at: performance.now(), status: status(), cards: cards() })
      requestAnimationFrame(() => (handled.frame = performance.now()))
      waitForQuiet()
    })
  })
  const settle = () => {
    if (busy()) return waitForQuiet()
    const { commits } = current
    if (commits.length === 0) commits.push(current.handled)
    const last = commits[commits.length - 1]
    const shown = Array.from(shownCards(), card => card.getBoundingClientRect())
    const onScreen = shown.flatMap((rect, position) => (rect.top < window.innerHeight && rect.bottom > 0 ? [position] : []))
    const reads = (commit, positions) => commit.status === last.status && positions.every(at => commit.cards[at] === last.cards[at])
    const everyPosition = last.cards.map((_, position) => position)
    current.onScreen = commits.find(commit => reads(commit, onScreen))
    current.whole = commits.find(commit => commit.cards.length === last.cards.length && reads(commit, everyPosition))
    current.cardsOnScreen = onScreen.length
    current.resolve()
  }
  // Mutation callbacks run right after the list is drawn. A commit that shows
  // "Loading posts…", or an earlier answer kept while the list is busy, is not an answer.
  new MutationObserver(() => {
    if (!current || current.start === undefined || current.onScreen) return
    const at = performance.now()
    waitForQuiet()
    if (busy()) return
    const commit = { at, status: status(), cards: cards() }
    current.commits.push(commit)
    requestAnimationFrame(() => (commit.frame = performance.now()))
  }).observe(list, { subtree: true, childList: true, characterData: true, attributes: true })

  window.__searchProbe = {
    arm() {
      current = { commits: [] }
      current.done = new Promise(resolve => (current.resolve = resolve))
    },
    async result() {
      const timeout = new Promise(resolve => setTimeout(resolve, 10_000, `timeout`))
      if ((await Promise.race([current.done, timeout])) === `timeout`)
        throw new Error(`The blog list did not change within 10 s of a keystroke`)
      const { start, eventTime, onScreen, whole, commits, cardsOnScreen } = current
      return {
        updateMs: onScreen.at - start,
        fromEventMs: onScreen.at - eventTime,
        frameMs: onScreen.frame - start,
        wholeListMs: whole.at - start,
        commits: commits.length,
        cardsOnScreen,
      }
    },
  }
}
