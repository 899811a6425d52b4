// The figures read from Lighthouse results, and their medians and ratios to the
// floor site (bench/floor-site.mjs). Pure functions: bench/lighthouse-runs.mjs runs
// Lighthouse and feeds them; the unit tests feed them by hand.

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

/** A long task's time past this blocks input, as in Lighthouse's TBT. */
const BLOCKING_THRESHOLD_MS = 50

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
  const scores = Object.fromEntries(CATEGORIES.map(id => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)]))
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
 * A built script's name without its content hash (framework-1a2b….js →
 * framework.js), so runs and builds line up; the page itself is "document",
 * and a chunk named by a hash alone is "shared chunk.js".
 */
export function scriptName(url, pageUrl) {
  if (!/^https?:/.test(url)) return url
  if (url.split(`#`)[0] === pageUrl?.split(`#`)[0]) return `document`
  const file = new URL(url).pathname.split(`/`).pop()
  return file.replace(/-[0-9a-f]{16,}(?=\.js$)/, ``).replace(/^[0-9a-f]{40}\.js$/, `shared chunk.js`) || url
}

/**
 * What each top-level main-thread task was, from Lighthouse's task tree of the
 * trace (tracehouse's main-thread tasks: event, duration, selfTime, group,
 * children), by its outermost script event:
 * - "evaluate scripts": a script's evaluation. They are counted together because
 *   webpack runs the app's modules in whichever script arrives last, which varies
 *   from run to run; "evaluate inline scripts" are the page's own (`pageUrl`),
 *   with the parsing of the HTML around them in the same task.
 * - "React hydration", then "React update": a call into the framework script,
 *   where React and its scheduler live; the first is the hydration.
 * - "<script> callback": a call into another script.
 * - with no script, the kind of work it mostly did ("other: <largest event>").
 * Each task has its wall time (`ms`) and its CPU time (`cpuMs`, the trace's
 * thread time: what the page itself used, without the time the thread waited
 * for a busy machine), and its own CPU time by kind of work, all as observed,
 * not scaled.
 */
export function labelTasks(tasks, pageUrl) {
  let hydrated = false
  return tasks.map(task => {
    const script = firstScriptEvent(task)
    const byGroup = cpuSelfTimeByGroup(task)
    let label
    const bundle = script && scriptName(script.event.args.data.url, pageUrl)
    const group = largestKey(byGroup)
    if (script?.event.name === `EvaluateScript`) label = bundle === `document` ? `evaluate inline scripts` : `evaluate scripts`
    else if (bundle === `framework.js`) {
      label = hydrated ? `React update` : `React hydration`
      hydrated = true
    } else if (bundle) label = `${bundle} callback`
    else if (group === `other`) label = `other: ${largestEvent(task).event.name}`
    else label = GROUP_LABELS[group]
    return { label, start: task.startTime, ms: task.duration, cpuMs: cpuTime(task), byGroup }
  })
}

/** Labelled tasks summed by label: wall and CPU time, and the CPU time of script and of style and layout; the costliest CPU first. */
export function costsByLabel(labelled) {
  const costs = new Map()
  for (const { label, ms, cpuMs, byGroup } of labelled) {
    const cost = costs.get(label) ?? { label, count: 0, ms: 0, cpuMs: 0, scriptMs: 0, styleLayoutMs: 0 }
    cost.count += 1
    cost.ms += ms
    cost.cpuMs += cpuMs
    cost.scriptMs += (byGroup.scriptEvaluation ?? 0) + (byGroup.scriptParseCompile ?? 0)
    cost.styleLayoutMs += byGroup.styleLayout ?? 0
    costs.set(label, cost)
  }
  return [...costs.values()].sort((a, b) => b.cpuMs - a.cpuMs)
}

/**
 * Total blocking time from the CPU time of labelled tasks: each task from
 * `from` (the observed first contentful paint) on, its CPU time times the
 * simulated CPU `slowdown`, past 50 ms. Lighthouse works TBT out from wall
 * times, which on a busy machine include the time the page waited for a core.
 */
export function blockingTime(labelled, { from, slowdown }) {
  return labelled.filter(task => task.start >= from).reduce((sum, task) => sum + Math.max(0, task.cpuMs * slowdown - BLOCKING_THRESHOLD_MS), 0)
}

const GROUP_LABELS = {
  styleLayout: `style & layout`,
  paintCompositeRender: `paint & composite`,
  parseHTML: `parse HTML & CSS`,
  scriptEvaluation: `microtasks & callbacks`,
  scriptParseCompile: `script parse & compile`,
  garbageCollection: `garbage collection`,
}

/** The outermost script evaluation or function call that names its script, breadth first. */
function firstScriptEvent(task) {
  const queue = [task]
  while (queue.length > 0) {
    const node = queue.shift()
    if ([`EvaluateScript`, `FunctionCall`].includes(node.event.name) && node.event.args?.data?.url) return node
    queue.push(...node.children)
  }
  return null
}

/** The task's child that took longest, or the task itself when it has none. */
function largestEvent(task) {
  return task.children.reduce((largest, child) => (child.duration > largest.duration ? child : largest), task.children[0] ?? task)
}

/** A trace event's thread time in ms; its wall time when the trace has none for it. */
function cpuTime(node) {
  return typeof node.event.tdur === `number` ? node.event.tdur / 1000 : node.duration
}

function cpuSelfTimeByGroup(task) {
  const byGroup = {}
  const walk = node => {
    const self = Math.max(0, cpuTime(node) - node.children.reduce((sum, child) => sum + cpuTime(child), 0))
    byGroup[node.group.id] = (byGroup[node.group.id] ?? 0) + self
    node.children.forEach(walk)
  }
  walk(task)
  return byGroup
}

function largestKey(object) {
  return Object.entries(object).sort((a, b) => b[1] - a[1])[0]?.[0]
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
    return { script, total: pick(run => of(run)?.total ?? 0), evaluation: pick(run => of(run)?.evaluation ?? 0), parse: pick(run => of(run)?.parse ?? 0) }
  })
  const costs = keys(run => run.costs.map(cost => cost.label)).map(label => {
    const of = run => run.costs.find(cost => cost.label === label)
    return { label, ...Object.fromEntries([`ms`, `cpuMs`, `scriptMs`, `styleLayoutMs`].map(key => [key, pick(run => of(run)?.[key] ?? 0)])) }
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
