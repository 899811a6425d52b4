// What a build's log says: the seconds of each step Gatsby reports, and the
// figures the site's own steps print (link-preview cards, the search index).

/** Cursor moves and colours in Gatsby's log (ESC [ … letter). */
const TERMINAL_ESCAPES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, `g`)

/**
 * The seconds of each step Gatsby reports ("success run queries in workers -
 * 14.626s - 1737/1737 118.76/s"), with the count of items where it gives one:
 * `{ "run queries in workers": { seconds, items } }`. A step reported twice
 * (some are, in a warm build) adds up.
 */
export function buildSteps(log) {
  const steps = {}
  // Gatsby's progress lines redraw with terminal escapes even without a terminal.
  for (const line of log.replace(TERMINAL_ESCAPES, `\n`).split(`\n`)) {
    const match = /^success (.+?) - ([\d.]+)s(?: - (\d+)\/\d+)?/.exec(line.trim())
    if (!match) continue
    const step = (steps[match[1]] ??= { seconds: 0, items: null })
    step.seconds += Number(match[2])
    if (match[3]) step.items = (step.items ?? 0) + Number(match[3])
  }
  return steps
}

/**
 * What the build's link-preview card step printed (site-build/social-cards/social-cards.ts):
 * cards drawn, copied, kept, and its time. Null for a checkout from before the
 * cards (`--source`), whose build prints no such line.
 */
export function cardFigures(log) {
  const match = /link-preview cards: (\d+) drawn, (\d+) copied from the cache, (\d+) kept, in (\d+) ms/.exec(log)
  if (!match) return null
  const [drawn, copied, kept, ms] = match.slice(1).map(Number)
  return { drawn, copied, kept, ms, msPerDrawnCard: drawn > 0 ? ms / drawn : null }
}

/** The search index's step of the build, as site-build/search-index.ts reports it. */
export function searchIndexFigures(log) {
  const match = /search index: (\d+) files(?: \((\d+) written, \d+ removed\))? in ([\d.]+) s, heap \+(\d+) MB/.exec(log)
  if (!match) return null
  const written = match[2] === undefined ? Number(match[1]) : Number(match[2])
  return { files: Number(match[1]), written, seconds: Number(match[3]), heapGrowthMB: Number(match[4]) }
}
