// Lighthouse on a built site and on the floor site, in the machine's Chromium:
// each page on mobile and desktop, as a returning visitor (the splash already
// seen), on a first visit (fresh storage: the splash shows) and without its
// scripts (what the page's HTML, CSS and images cost alone), N times, with
// the medians and their ratios to the floor's. The sites are served on
// 127.0.0.1 by the browser tests' static server, gzipped as a host would.
// Load after typescript-imports.mjs: it uses the browser tests' helpers.
import lighthouse from "lighthouse"
import desktopConfig from "lighthouse/core/config/desktop-config.js"
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js"
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js"
import { createRequire } from "node:module"
import os from "node:os"
import puppeteer from "puppeteer-core"
import { CHROMIUM_ARGS } from "../e2e/support/browser.ts"
import { browserPath } from "../plugins/gatsby-remark-rich-markdown/chromium.js"
import { startStaticServer } from "../e2e/support/static-server.ts"
import { SPLASH_SEEN_KEY } from "../src/splash/timing.ts"
import { CATEGORIES, figuresOf, ratiosToFloor, summarize } from "./lighthouse-figures.mjs"
import { copyWithoutScripts } from "./without-scripts.mjs"

export const FORM_FACTORS = [`mobile`, `desktop`]
/**
 * returning: the splash was seen a moment ago; first: fresh storage, so the
 * splash shows; no-js: as returning, with the page's script tags taken out of
 * its HTML, so the figures are those of its content, CSS and images alone.
 */
export const VISITS = [`returning`, `first`, `no-js`]

/**
 * Runs Lighthouse `runs` times on each of `paths` of the site in `siteDir` for
 * each form factor and visit, and on the floor site in `floorDir` for each
 * form factor (it has no splash, so one visit). Runs are interleaved, so a
 * machine that gets busier part way slows every page alike. `progress` gets
 * a line per run.
 */
export async function measureWithLighthouse({
  siteDir,
  floorDir,
  paths,
  runs = 3,
  formFactors = FORM_FACTORS,
  visits = VISITS,
  progress = () => {},
}) {
  const site = await startStaticServer(siteDir, ``, { compress: true })
  const floor = await startStaticServer(floorDir, ``, { compress: true })
  const copy = visits.includes(`no-js`) ? await copyWithoutScripts(siteDir, paths) : null
  const withoutScripts = copy && (await startStaticServer(copy.dir, ``, { compress: true }))
  const browser = await puppeteer.launch({ executablePath: browserPath(), headless: true, args: CHROMIUM_ARGS })
  const loadBefore = os.loadavg()
  const started = performance.now()
  try {
    const targets = [
      ...formFactors.map(formFactor => ({ floor: true, url: floor.url + `/`, path: `/`, formFactor, visit: `first` })),
      ...paths.flatMap(path =>
        formFactors.flatMap(formFactor =>
          visits.map(visit => ({ floor: false, url: (visit === `no-js` ? withoutScripts : site).url + path, path, formFactor, visit })),
        ),
      ),
    ]
    const samples = new Map(targets.map(target => [target, []]))
    for (let run = 1; run <= runs; run++) {
      for (const target of targets) {
        progress(`run ${run}/${runs}: ${target.floor ? `floor` : target.path} ${target.formFactor} ${target.visit}`)
        samples.get(target).push(await lighthouseRun(browser, target))
      }
    }

    const summaryOf = target => summarize(samples.get(target))
    const floors = Object.fromEntries(
      targets.filter(target => target.floor).map(target => [target.formFactor, { ...summaryOf(target), samples: samples.get(target) }]),
    )
    return {
      settings: {
        runs,
        formFactors,
        visits,
        lighthouse: createRequire(import.meta.url)(`lighthouse/package.json`).version,
        chromium: await browser.version(),
        throttling:
          `Lighthouse defaults: simulated; mobile a Moto G Power on slow 4G with 4× CPU slowdown, ` + `desktop 1× CPU on a fast link`,
      },
      loadAverage: { before: loadBefore, after: os.loadavg() },
      seconds: (performance.now() - started) / 1000,
      floor: floors,
      pages: targets
        .filter(target => !target.floor)
        .map(target => {
          const summary = summaryOf(target)
          return {
            path: target.path,
            formFactor: target.formFactor,
            visit: target.visit,
            ...summary,
            toFloor: ratiosToFloor(summary, floors[target.formFactor]),
            samples: samples.get(target),
          }
        }),
    }
  } finally {
    await browser.close()
    await site.close()
    await floor.close()
    await withoutScripts?.close()
    await copy?.remove()
  }
}

/** One Lighthouse run in a new tab: the result's figures and the costliest main-thread tasks of its trace. */
async function lighthouseRun(browser, { url, formFactor, visit }) {
  const page = await browser.newPage()
  try {
    // Lighthouse clears the origin's storage before it loads the page; this runs
    // after that, in the new document before any of the page's scripts, as the
    // browser tests do for a returning visitor (without scripts, the page's
    // inline head script still reads it and leaves the splash hidden).
    if (visit !== `first`) {
      await page.evaluateOnNewDocument(key => {
        try {
          localStorage.setItem(key, String(Date.now()))
        } catch {
          // about:blank, which Lighthouse opens first, has no storage
        }
      }, SPLASH_SEEN_KEY)
    }
    const flags = { logLevel: `error`, onlyCategories: CATEGORIES }
    const result = await lighthouse(url, flags, formFactor === `desktop` ? desktopConfig : undefined, page)
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`)
    return figuresOf(result.lhr, topLevelTasks(result.artifacts.Trace))
  } finally {
    await page.close()
  }
}

/** The page's top-level main-thread tasks from navigation on, with Lighthouse's own trace reading. */
function topLevelTasks(trace) {
  const processed = TraceProcessor.processTrace(trace)
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  )
  return tasks.filter(task => !task.parent && task.startTime >= 0)
}
