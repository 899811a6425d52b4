// The figures read from Lighthouse results, and their medians and ratios to the
// floor site (bench/floor-site.mjs). Pure functions: bench/lighthouse-runs.mjs runs
// Lighthouse and feeds them; the unit tests feed them by hand. The trace's
// tasks are read in ./lighthouse-trace.mjs.
import { blockingTime, costsByLabel, labelTasks, scriptName } from "./lighthouse-trace.mjs"

/** The categories Lighthouse scores, by the result's ids. */
export const CATEGORIES = [`performance`, `accessibility`, `best-practices`, `seo`]

/** The metrics read from each result, by audit id; all in ms but CLS. */
export const METRICS = {
  fcp: `first-contentful-paint`,
  lcp: `largest-contentful-paint`,
  tbt: `total-blocking-time`,
  cls: `cumulative-layout-shift`,
  si: `speed-index`,
  tti: `interactive`,
  maxFid: `max-potential-fid`,
}

/**
 * Every metric reported: Lighthouse's, and `tbtCpu`, the blocking time worked
 * out from the CPU time of the trace's tasks (blockingTime), which a busy
 * machine inflates far less than the wall time Lighthouse's own TBT is built on.
 */
export const METRIC_NAMES = [...Object.keys(METRICS), `tbtCpu`]

/** The middle value, or the mean of the two middle ones; null for no values. */
export function median(values) {
  const sorted = values.filter(value => typeof value === `number` && Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** value / floor; null when either is missing or the floor is 0 (no ratio to speak of). */
export function ratio(value, floor) {
  if (typeof value !== `number` || typeof floor !== `number` || floor === 0) return null
  return value / floor
}

/**
 * The figures of one Lighthouse result (an LHR) and the top-level main-thread
 * tasks of its trace (see labelTasks): scores out of 100, metrics, bytes,
 * main-thread time by kind of work and by script, and the tasks' costs.
 * Lighthouse's own main-thread figures are scaled by its simulated CPU
 * slowdown (4× on mobile); the tasks' are as observed.
 */
export function figuresOf(lhr, tasks = []) {
  const audit = id => lhr.audits[id]
  const scores = Object.fromEntries(
    CATEGORIES.map(id => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)]),
  )
  const labelled = labelTasks(tasks, lhr.finalDisplayedUrl)
  const observedFcp = audit(`metrics`)?.details?.items?.[0]?.observedFirstContentfulPaint
  const settings = lhr.configSettings ?? {}
  const slowdown = settings.throttlingMethod === `simulate` ? (settings.throttling?.cpuSlowdownMultiplier ?? 1) : 1
  const metrics = {
    ...Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, audit(id)?.numericValue ?? null])),
    tbtCpu: observedFcp == null || tasks.length === 0 ? null : blockingTime(labelled, { from: observedFcp, slowdown }),
  }
  const groups = Object.fromEntries((audit(`mainthread-work-breakdown`)?.details?.items ?? []).map(item => [item.group, item.duration]))
  const scripts = (audit(`bootup-time`)?.details?.items ?? []).map(item => ({
    script: scriptName(item.url, lhr.finalDisplayedUrl),
    total: item.total,
    evaluation: item.scripting,
    parse: item.scriptParseCompile,
  }))
  return {
    url: lhr.finalDisplayedUrl,
    scores,
    metrics,
    bytes: audit(`total-byte-weight`)?.numericValue ?? null,
    mainThread: { total: audit(`mainthread-work-breakdown`)?.numericValue ?? null, ...groups },
    scripts,
    costs: costsByLabel(labelled),
    lcpElement: audit(`largest-contentful-paint-element`)?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? null,
    warnings: lhr.runWarnings ?? [],
  }
}

/**
 * The median of each figure over several runs of one page: scores, metrics,
 * bytes, main-thread groups, each script's time and each task label's time.
 */
export function summarize(runs) {
  const pick = read => median(runs.map(read))
  const keys = list => [...new Set(runs.flatMap(list))]
  const scripts = keys(run => run.scripts.map(script => script.script)).map(script => {
    const of = run => run.scripts.find(entry => entry.script === script)
    return {
      script,
      total: pick(run => of(run)?.total ?? 0),
      evaluation: pick(run => of(run)?.evaluation ?? 0),
      parse: pick(run => of(run)?.parse ?? 0),
    }
  })
  const costs = keys(run => run.costs.map(cost => cost.label)).map(label => {
    const of = run => run.costs.find(cost => cost.label === label)
    return {
      label,
      ...Object.fromEntries([`ms`, `cpuMs`, `scriptMs`, `styleLayoutMs`].map(key => [key, pick(run => of(run)?.[key] ?? 0)])),
    }
  })
  return {
    runs: runs.length,
    scores: Object.fromEntries(CATEGORIES.map(id => [id, pick(run => run.scores[id])])),
    metrics: Object.fromEntries(METRIC_NAMES.map(name => [name, pick(run => run.metrics[name])])),
    bytes: pick(run => run.bytes),
    mainThread: Object.fromEntries(keys(run => Object.keys(run.mainThread)).map(group => [group, pick(run => run.mainThread[group] ?? 0)])),
    scripts: scripts.sort((a, b) => b.total - a.total),
    costs: costs.sort((a, b) => b.cpuMs - a.cpuMs),
    lcpElement: runs.map(run => run.lcpElement).find(Boolean) ?? null,
  }
}

/** Each metric, the bytes and the main-thread total of a summary as a ratio to the floor's. */
export function ratiosToFloor(summary, floor) {
  return {
    metrics: Object.fromEntries(METRIC_NAMES.map(name => [name, ratio(summary.metrics[name], floor.metrics[name])])),
    bytes: ratio(summary.bytes, floor.bytes),
    mainThread: ratio(summary.mainThread.total, floor.mainThread.total),
    scriptEvaluation: ratio(summary.mainThread.scriptEvaluation, floor.mainThread.scriptEvaluation),
    styleLayout: ratio(summary.mainThread.styleLayout, floor.mainThread.styleLayout),
  }
}
