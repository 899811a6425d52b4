// The main thread's tasks in a Lighthouse trace: each labelled by what it did
// (hydration, script evaluation, style and layout…) and by the script it ran,
// their costs by label, and a Total Blocking Time worked out from CPU time.
// Pure functions, for ./lighthouse-figures.mjs.

/** A long task's time past this blocks input, as in Lighthouse's TBT. */
const BLOCKING_THRESHOLD_MS = 50

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
  return labelled
    .filter(task => task.start >= from)
    .reduce((sum, task) => sum + Math.max(0, task.cpuMs * slowdown - BLOCKING_THRESHOLD_MS), 0)
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
