// The printed form of the Lighthouse figures (bench/lighthouse-runs.mjs): one
// table of scores and metrics per page, form factor and visit with ratios to
// the floor site, the goals, and where the main thread goes on each page.
import { ratio } from "./lighthouse-figures.mjs"

/** The goals of the performance work: reported with a mark, never asserted. */
export const GOALS = {
  performance: 95,
  tbtToFloor: 1.5,
  lcpToFloor: 1.2,
  /** Accessibility, best practices and SEO are 100 and must stay so. */
  otherScores: 100,
}

/** Pages the performance goal is set for, by their label in the table. */
const GOAL_PAGES = [`/`, `/projects`, `post`]

const seconds = ms => (ms == null ? `–` : `${(ms / 1000).toFixed(1)} s`)
const millis = ms => (ms == null ? `–` : `${Math.round(ms).toLocaleString(`en`)} ms`)
const times = value => (value == null ? `` : ` ${value.toFixed(1)}×`)
const score = value => (value == null ? `–` : String(value))
const kb = bytes => (bytes == null ? `–` : `${Math.round(bytes / 1024)} KB`)

/** A page's label: posts and tag pages by kind, so tables of different sites line up. */
export function pageLabel(path) {
  return path.replace(/^\/post\/.*/, `post`).replace(/^\/tags\/.*/, `tag page`)
}

export function formatLighthouse(report) {
  const { settings, loadAverage, seconds: took, floor, pages } = report
  const load = values => values.map(value => value.toFixed(1)).join(` / `)
  // Where the main thread goes is shown for one device and visit: the trace is
  // not throttled, so the other device's tasks take the same time.
  const device = floor.mobile ? `mobile` : Object.keys(floor)[0]
  const visit = pages.some(page => page.visit === `returning`) ? `returning` : `first`
  return [
    `Lighthouse ${settings.lighthouse} in ${settings.chromium}, median of ${settings.runs} run(s) each; ${settings.throttling}.`,
    `Load average (1 / 5 / 15 min) before ${load(loadAverage.before)}, after ${load(loadAverage.after)}; ` +
      `${(took / 60).toFixed(1)} min of runs.`,
    `Ratios (×) are to the floor: a one-page Gatsby 5 + React 18 site with nothing in it, built and measured in the same run.`,
    ``,
    scoreTable(floor, pages),
    ``,
    goals(floor, pages),
    ``,
    ...pages.filter(page => page.visit === visit && page.formFactor === device).map(page => mainThread(page, floor[device])),
    mainThread({ path: `floor`, formFactor: device, ...floor[device] }, null),
  ].join(`\n`)
}

function scoreTable(floor, pages) {
  const header = [
    `page`,
    `device`,
    `visit`,
    `perf`,
    `a11y`,
    `b-p`,
    `seo`,
    `FCP`,
    `LCP`,
    `TBT`,
    `TBT (CPU)`,
    `CLS`,
    `SI`,
    `TTI`,
    `main thread`,
    `script eval`,
    `style+layout`,
    `bytes`,
  ]
  const row = (label, formFactor, visit, figures, base) => {
    const withRatio = (value, format, floorValue) => `${format(value)}${base ? times(ratio(value, floorValue)) : ``}`
    const { metrics: m, mainThread: t } = figures
    return [
      label,
      formFactor,
      visit,
      ...[`performance`, `accessibility`, `best-practices`, `seo`].map(id => score(figures.scores[id])),
      withRatio(m.fcp, seconds, base?.metrics.fcp),
      withRatio(m.lcp, seconds, base?.metrics.lcp),
      withRatio(m.tbt, millis, base?.metrics.tbt),
      withRatio(m.tbtCpu, millis, base?.metrics.tbtCpu),
      m.cls == null ? `–` : m.cls.toFixed(3),
      withRatio(m.si, seconds, base?.metrics.si),
      withRatio(m.tti, seconds, base?.metrics.tti),
      withRatio(t.total, millis, base?.mainThread.total),
      withRatio(t.scriptEvaluation, millis, base?.mainThread.scriptEvaluation),
      withRatio(t.styleLayout, millis, base?.mainThread.styleLayout),
      withRatio(figures.bytes, kb, base?.bytes),
    ]
  }
  const rows = [
    ...Object.entries(floor).map(([formFactor, figures]) => row(`floor`, formFactor, `-`, figures, null)),
    ...pages.map(page => row(pageLabel(page.path), page.formFactor, page.visit, page, floor[page.formFactor])),
  ]
  return align([header, ...rows], [0, 1, 2])
}

/** Whether a figure is at most `times` the floor's: 0 against a floor of 0 is, though it has no ratio. */
export function withinFloor(value, floorValue, times) {
  return value != null && floorValue != null && value <= times * floorValue
}

function goals(floor, pages) {
  const mark = ok => (ok ? `✓` : `✗`)
  const measured = pages.filter(page => page.formFactor === `mobile` && page.visit === `returning`)
  if (measured.length === 0) return `Goals: set for mobile and a returning visitor, which were not measured.`
  const lines = [`Goals (reported, not asserted), mobile, returning visitor:`]
  for (const page of measured) {
    const label = pageLabel(page.path)
    const tbt = ratio(page.metrics.tbt, floor.mobile.metrics.tbt)
    const tbtCpu = ratio(page.metrics.tbtCpu, floor.mobile.metrics.tbtCpu)
    const lcp = ratio(page.metrics.lcp, floor.mobile.metrics.lcp)
    const withoutScripts = pages.find(other => other.path === page.path && other.formFactor === `mobile` && other.visit === `no-js`)
    const lcpWithoutScripts = withoutScripts && ratio(withoutScripts.metrics.lcp, floor.mobile.metrics.lcp)
    const others = [`accessibility`, `best-practices`, `seo`].map(id => page.scores[id])
    const checks = [
      GOAL_PAGES.includes(label)
        ? `performance ${score(page.scores.performance)} ≥ ${GOALS.performance} ${mark(page.scores.performance >= GOALS.performance)}`
        : `performance ${score(page.scores.performance)}`,
      `TBT${times(tbt)} ≤ ${GOALS.tbtToFloor}× ${mark(withinFloor(page.metrics.tbt, floor.mobile.metrics.tbt, GOALS.tbtToFloor))} ` +
        `(from CPU time${times(tbtCpu)} ${mark(withinFloor(page.metrics.tbtCpu, floor.mobile.metrics.tbtCpu, GOALS.tbtToFloor))})`,
      `LCP${times(lcp)} ≤ ${GOALS.lcpToFloor}× ${mark(lcp != null && lcp <= GOALS.lcpToFloor)}` +
        `${withoutScripts ? ` (without scripts${times(lcpWithoutScripts)})` : ``}`,
      `a11y / b-p / SEO ${others.map(score).join(` / `)} ${mark(others.every(value => value === GOALS.otherScores))}`,
    ]
    lines.push(`  ${label.padEnd(9)} ${checks.join(`   `)}`)
  }
  if (pages.some(page => page.visit === `no-js`))
    lines.push(
      `  Without scripts: the page's own HTML, CSS and images, as served, with its script tags taken out: ` +
        `what its content costs before any JavaScript.`,
    )
  lines.push(
    `  The floor's TBT on mobile: ${millis(floor.mobile.metrics.tbt)} (${millis(floor.mobile.metrics.tbtCpu)} from CPU time): ` +
      `against so small a floor, a ratio grows fast.`,
  )
  const floorLcps = (floor.mobile.samples ?? []).map(sample => sample.metrics.lcp).filter(value => value != null)
  if (floorLcps.length > 1) {
    lines.push(
      `  The floor's LCP on mobile: ${seconds(floor.mobile.metrics.lcp)}, ` +
        `runs from ${seconds(Math.min(...floorLcps))} to ${seconds(Math.max(...floorLcps))}: ` +
        `Lighthouse counts its scripts on the way to its largest paint only in the runs where they ran before it.`,
    )
  }
  return lines.join(`\n`)
}

/**
 * Where the main thread goes on one page: its tasks by what they were, as
 * observed in the trace (CPU time first, not scaled by the simulated CPU
 * slowdown), and Lighthouse's time per script (scaled, from wall times).
 */
function mainThread(page, floor) {
  const floorCost = label => floor?.costs.find(cost => cost.label === label)?.cpuMs
  const tasks = page.costs
    .slice(0, 7)
    .map(cost => [
      `  ${cost.label}`,
      millis(cost.cpuMs) + (floor ? times(ratio(cost.cpuMs, floorCost(cost.label))) : ``),
      millis(cost.scriptMs),
      millis(cost.styleLayoutMs),
      millis(cost.ms),
    ])
  // A script that took time in only some runs has a median of 0: left out.
  const scripts = page.scripts
    .filter(script => script.total > 0)
    .slice(0, 5)
    .map(script => [`  ${script.script}`, millis(script.total), millis(script.evaluation), millis(script.parse)])
  return [
    `Main thread on ${pageLabel(page.path)}, ${page.formFactor}` +
      `${page.visit ? `, ${page.visit === `first` ? `first visit` : `returning visitor`}` : ``}:`,
    align([[`  tasks in the trace, CPU time`, `CPU`, `script`, `style+layout`, `wall`], ...tasks], [0]),
    align([[`  per script (Lighthouse, with the CPU slowdown)`, `total`, `evaluation`, `parse`], ...scripts], [0]),
    ``,
  ].join(`\n`)
}

/** Columns padded to one width each; the columns in `left` are left-aligned, the rest right-aligned. */
function align(rows, left) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map(row => row[column].length)))
  return rows
    .map(row =>
      row
        .map((cell, column) => (left.includes(column) ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join(`  `)
        .trimEnd(),
    )
    .join(`\n`)
}
