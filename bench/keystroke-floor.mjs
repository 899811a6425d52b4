// What a keystroke costs in Chromium before the site runs any code: the same keys typed into a page that holds nothing
// but a search box, beside the home page timed the same way. Both are timed from the page starting to handle the keydown
// to the `input` event handled (the renders it queued included), so the difference is the site's own part of a
// keystroke, and the floor says how fast the machine is that hour. Load after typescript-imports.mjs.
/* global window, document */
import { promises as fs } from "node:fs"
import path from "node:path"
import { visit, waitForApp } from "../e2e/support/browser.ts"
import { median } from "./browser-figures.mjs"
import { percentile } from "./search-latency.mjs"

const BARE_PAGE = `/keystroke-floor.html`

/** Writes the bare page into the copy of the site being served: a form with a search box and nothing else. */
export async function writeBarePage(publicDir) {
  await fs.writeFile(
    path.join(publicDir, BARE_PAGE),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>A search box</title>` +
      `<form role="search"><input type="search" aria-label="Search blog posts"></form>`,
  )
}

/**
 * The bare page's keystrokes and the home page's, `rounds` rounds of `query` typed and deleted (the first round left
 * out, as it fetches what the words need), each page in a visit of its own; with `cpuSlowdown`, slowed as search-latency.mjs
 * slows them. Run writeBarePage() on the served folder first.
 */
export async function keystrokeFloor({ server, browser }, query, { rounds = 3, cpuSlowdown = 1 } = {}) {
  const keys = [...query, ...Array.from(query, () => `Backspace`)]
  const timed = async (pagePath, ready) => {
    const session = await visit(browser)
    try {
      const { page } = session
      await page.goto(server.url + pagePath)
      await ready(page)
      await page.getByRole(`searchbox`, { name: /search blog posts/i }).focus()
      await page.waitForLoadState(`networkidle`)
      await page.evaluate(() => {
        let start = 0
        window.__keystrokes = []
        document.addEventListener(`keydown`, () => (start = performance.now()), true)
        document.addEventListener(`input`, () => queueMicrotask(() => window.__keystrokes.push(performance.now() - start)))
      })
      const cdp = await page.context().newCDPSession(page)
      for (let round = 1; round <= rounds; round++) {
        if (round === 2) await cdp.send(`Emulation.setCPUThrottlingRate`, { rate: cpuSlowdown })
        for (const key of keys) {
          await page.keyboard.press(key)
          await page.waitForTimeout(round === 1 ? 30 : 100)
        }
        if (round === 1) await page.waitForLoadState(`networkidle`)
      }
      await cdp.send(`Emulation.setCPUThrottlingRate`, { rate: 1 })
      const times = (await page.evaluate(() => window.__keystrokes)).slice(keys.length).sort((a, b) => a - b)
      return { medianMs: median(times), p95Ms: percentile(times, 0.95), keystrokes: times.length }
    } finally {
      await session.close()
    }
  }
  return {
    cpuSlowdown,
    bare: await timed(BARE_PAGE, async () => {}),
    home: await timed(`/`, waitForApp),
  }
}

/** One line for the table: the floor and the home page, median and p95. */
export function floorLine({ cpuSlowdown, bare, home }) {
  const ms = figures => `median ${figures.medianMs.toFixed(1)} ms, p95 ${figures.p95Ms.toFixed(1)} ms`
  const slowed = cpuSlowdown === 1 ? `unslowed` : `with ${cpuSlowdown}x CPU slowdown`
  return `  keydown to input handled, ${slowed}: a bare search box ${ms(bare)}; the home page ${ms(home)}`
}
