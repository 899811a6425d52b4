// What the import says: one line per post on the terminal, its reasons
// shortened and counted when many, and the whole list in a file the owner can
// work through, each post with every note and reason on its own line.

export interface PostReport {
  /** The source file, as the owner named it. */
  label: string
  /** Where it was written; undefined when it was not. */
  target?: string
  notes: string[]
  blockers: string[]
  /** Why it was skipped as a page of the old site, not a post. */
  skipped?: string
}

const LINE_REASON = 90
const LINE_REASONS = 3

function shorten(text: string, length = LINE_REASON): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text
}

/** The reasons on one line: each shortened, the rest counted. */
export function shortReasons(reasons: readonly string[]): string {
  const shown = reasons.slice(0, LINE_REASONS).map(reason => shorten(reason))
  const more = reasons.length - shown.length
  return `${shown.join(`; `)}${more > 0 ? `; and ${more} more` : ``}`
}

export function terminalLine(post: PostReport): string {
  if (post.skipped !== undefined) return `skipped       ${post.label}: ${shorten(post.skipped, LINE_REASON * 2)}`
  if (post.target === undefined) return `not imported  ${post.label}: ${shortReasons(post.blockers)}`
  return `imported      ${post.label} → ${post.target}${post.notes.length > 0 ? ` (${shortReasons(post.notes)})` : ``}`
}

export function reportFile(posts: readonly PostReport[], summary: string): string {
  const skipped = posts.filter(post => post.skipped !== undefined)
  const refused = posts.filter(post => post.target === undefined && post.skipped === undefined)
  const imported = posts.filter(post => post.target !== undefined)
  const lines = [`# npm run import`, ``, summary, ``]
  if (refused.length > 0) {
    lines.push(`## Not imported (${refused.length}): change each as its lines say, and import it again`, ``)
    for (const post of refused) lines.push(`${post.label}`, ...post.blockers.map(reason => `  - ${reason}`), ``)
  }
  if (skipped.length > 0) {
    lines.push(`## Skipped (${skipped.length}): pages of the old site, not posts`, ``)
    for (const post of skipped) lines.push(`${post.label}`, `  - ${post.skipped}`, ``)
  }
  lines.push(`## Imported (${imported.length})`, ``)
  for (const post of imported) lines.push(`${post.label} → ${post.target}`, ...post.notes.map(note => `  - ${note}`), ``)
  return lines.join(`\n`)
}
