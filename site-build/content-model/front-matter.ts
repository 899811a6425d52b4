// The site's front-matter rules. gatsby-transformer-remark hands its options to
// gray-matter, which finds the block (only when the file starts with a `---` line
// and it is closed by another) and passes its text here instead of to a YAML parser.
//
// The language is one `key: value` per line (SPEC §5). Around that rule, the
// reader refuses what it cannot read as written, rather than guess: a YAML
// block (`key: |`, `key: >`, or `key:` followed by indented or `- item` lines)
// is a problem naming its line, and so is a key set twice. Which keys take
// lists and dates is declared in post-fields.ts.
import { DATE_KEYS, LIST_KEYS } from "./post-fields"
import { calendarDate, hasTimeOfDay } from "./written-dates"

export type FrontMatter = Record<string, string>

export interface FrontMatterProblem {
  /** The line, counted from `firstLine` (the file's line when the caller passes it). */
  line: number
  key: string
  message: string
}

export interface FrontMatterReading {
  data: FrontMatter
  problems: FrontMatterProblem[]
  /** `date` as written when it gives a real time of day (data.date is its day); undefined otherwise. */
  dateTime?: string
}

const BLOCK_INDICATOR = /^[|>][+-]?\d*[+-]?$/
const CONTINUATION = /^(\s+\S|-(\s|$))/

/**
 * Reads a front-matter block: each line is split at its first colon into key
 * and value; the value is trimmed and one pair of surrounding double or single
 * quotes is removed (with a ` # comment` after the closing quote). A key is set
 * only when it has a value. Lines without a colon or without a key, and comment
 * lines (`# …`), are ignored.
 */
export function readFrontMatter(block: string, firstLine = 1): FrontMatterReading {
  const data: FrontMatter = {}
  const problems: FrontMatterProblem[] = []
  const setOn = new Map<string, number>()
  // The key whose value may continue on the lines below (written empty, or as | or >).
  let open: { key: string; line: number; reported: boolean } | null = null
  let dateTime: string | undefined

  block.split(/\r?\n/).forEach((text, index) => {
    const line = firstLine + index
    if (open && CONTINUATION.test(text)) {
      if (!open.reported) problems.push(blockProblem(open.key, open.line, text.trimStart().startsWith(`-`) ? `list` : `block`))
      open.reported = true
      return
    }
    open = null
    if (text.trimStart().startsWith(`#`) || /^\s/.test(text)) return
    const colon = text.indexOf(`:`)
    if (colon === -1) return
    const key = text.slice(0, colon).trim()
    if (!key) return
    const written = text.slice(colon + 1).trim()

    const earlier = setOn.get(key)
    if (earlier !== undefined) problems.push({ line, key, message: `"${key}" is set twice (lines ${earlier} and ${line}); keep one` })
    else setOn.set(key, line)
    if (BLOCK_INDICATOR.test(written)) {
      problems.push(blockProblem(key, line, written))
      open = { key, line, reported: true }
      return
    }
    if (written === ``) {
      open = { key, line, reported: false }
      return
    }
    const value = readValue(written)
    if (value) data[key] = DATE_KEYS.has(key) ? calendarDate(value) : value
    if (key === `date`) dateTime = value && hasTimeOfDay(value) ? value : undefined
  })
  return dateTime ? { data, problems, dateTime } : { data, problems }
}

/**
 * The data alone, as gatsby-transformer-remark stores it; problems are reported by the content check. A `date` written
 * with a time of day keeps it as `dateTime` (the date as written), which orders the posts of one day (fields.dateOrder);
 * `dateTime` is no key an owner writes (the check names it as one the site does not read).
 */
export function parseFrontMatter(block: string): FrontMatter {
  const { data, dateTime } = readFrontMatter(block)
  const { dateTime: _notRead, ...read } = data
  return dateTime ? { ...read, dateTime } : read
}

function blockProblem(key: string, line: number, indicator: string): FrontMatterProblem {
  const example = LIST_KEYS.has(key) || indicator === `list` ? `${key}: [First, Second]` : `${key}: "All of it on one line"`
  const what =
    indicator === `list` ? `a YAML list over several lines` : `a YAML block (${indicator === `block` ? `indented lines` : indicator})`
  return { line, key, message: `"${key}" is written as ${what}, which is not read; write it on one line: ${example}` }
}

/** A written value without its surrounding quotes (and a comment after them). */
function readValue(written: string): string {
  const quote = written[0]
  if (quote !== `"` && quote !== `'`) return written
  const closing = written.lastIndexOf(quote)
  if (closing === 0) return written
  const after = written.slice(closing + 1)
  if (after !== `` && !/^\s+#/.test(after)) return written
  const inner = written.slice(1, closing)
  // In single quotes, YAML writes a quote as two.
  return quote === `'` ? inner.replace(/''/g, `'`) : inner
}

/**
 * A value as a list: `[a, "b, c", 'd']` → ["a", "b, c", "d"]; anything else is
 * a list of one. Items are trimmed and unquoted; empty ones are dropped.
 */
export function parseList(value: string): string[] {
  const match = /^\[(.*)\]$/.exec(value.trim())
  if (!match) return [value]
  const items: string[] = []
  const ITEM = /\s*("(?:[^"]*)"|'(?:[^']|'')*'|[^,]*)\s*(?:,|$)/y
  const body = match[1]
  ITEM.lastIndex = 0
  while (ITEM.lastIndex < body.length) {
    const item = ITEM.exec(body)
    if (!item || item[0] === ``) break
    const text = readValue(item[1].trim())
    if (text) items.push(text)
  }
  return items
}

/** True for a value written as a one-line list. */
export function isList(value: string): boolean {
  return /^\[.*\]$/.test(value.trim())
}

/** A file's front matter, found as gray-matter finds it, or why it is not read. */
export type FrontMatterBlock =
  | { kind: `yaml`; block: string; /** The file line of the block's first line. */ firstLine: number; bodyLine: number }
  | { kind: `toml` }
  | { kind: `none` }

/** Finds the front-matter block at the start of a file's text (a BOM and CRLF are allowed). */
export function findFrontMatter(text: string): FrontMatterBlock {
  const lines = text.replace(/^\uFEFF/, ``).split(/\r?\n/)
  if (lines[0].trimEnd() === `+++`) return { kind: `toml` }
  if (lines[0].trimEnd() !== `---`) return { kind: `none` }
  const closing = lines.findIndex((line, index) => index > 0 && /^---\s*$/.test(line))
  if (closing === -1) return { kind: `none` }
  return { kind: `yaml`, block: lines.slice(1, closing).join(`\n`), firstLine: 2, bodyLine: closing + 2 }
}

/** gray-matter options that make our rules the only front-matter language. */
export const frontMatterOptions = {
  language: `yaml`,
  engines: { yaml: parseFrontMatter },
}
