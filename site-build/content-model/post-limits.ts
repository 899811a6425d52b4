// Limits on a post's raw text, judged before any markdown parser reads it. The
// parsers recurse once per level of block quotes and lists and keep the whole
// tree: a file of megabytes, or one nested thousands of levels deep, stops the
// build with "Maximum call stack size exceeded" or keeps it busy for minutes
// instead of saying what is wrong. So this reads the text once, line by line,
// with no regular expression (none can backtrack), and stops at the first limit passed.
import type { ContentProblem } from "./content-rules"
import { linePrefix } from "./line-prefix"

/** The most characters a post file may have: the longest real posts have about 100,000. */
export const MAX_POST_LENGTH = 1_000_000
/** The most levels of block quotes (>) and list items, counted together, around one line. */
export const MAX_NESTING = 32

/**
 * The size and nesting limits of a post: a problem on the line where the
 * first is passed, or none. `text` is the file's text or a part of it (its
 * body) whose first line is the file's line `firstLine`.
 */
export function postLimitProblems(file: string, text: string, firstLine = 1): ContentProblem[] {
  if (text.length > MAX_POST_LENGTH) {
    const line = firstLine + newlinesBefore(text, MAX_POST_LENGTH)
    const [size, limit] = [text.length, MAX_POST_LENGTH].map(count => count.toLocaleString(`en`))
    const message = `the post is ${size} characters long, past the limit of ${limit} on this line: split it into several posts`
    return [{ file, field: `line ${line}`, message }]
  }
  const deep = tooDeep(text)
  if (!deep) return []
  return [
    {
      file,
      field: `line ${firstLine + deep.index}`,
      message:
        `nests block quotes (>) and lists ${deep.depth} levels deep; the limit is ${MAX_NESTING}: ` +
        `flatten it (fewer > or less indented list items), or put it in a code block`,
    },
  ]
}

function newlinesBefore(text: string, end: number): number {
  let count = 0
  for (let at = text.indexOf(`\n`); at !== -1 && at < end; at = text.indexOf(`\n`, at + 1)) count++
  return count
}

/**
 * The first line nested deeper than MAX_NESTING, by its index from 0, or null.
 * Each list item open above a line is a content column on a stack: a line
 * starting further left closes it (a list marker or a fence always; text only
 * after a blank line, as text may continue the item's paragraph). The count errs
 * deep, never shallow: a parser's nesting is never more than it says. A fenced
 * or indented code block outside any list and quote is code, not read.
 */
function tooDeep(text: string): { index: number; depth: number } | null {
  const open: number[] = []
  let previousBlank = true
  let codeFence: string | null = null
  let indentedCode = false
  let index = 0
  for (let from = 0; from <= text.length; index++) {
    const newline = text.indexOf(`\n`, from)
    const end = newline === -1 ? text.length : newline
    const line = linePrefix(text, from, end)
    from = end + 1
    if (codeFence !== null) {
      const { fence } = line
      if (
        !line.quoted &&
        line.indent <= 3 &&
        fence &&
        !fence.info &&
        fence.run[0] === codeFence[0] &&
        fence.run.length >= codeFence.length
      ) {
        codeFence = null
      }
      continue
    }
    if (line.blank) {
      // Empty, or only > marks: each still opens a quote.
      if (open.length + line.levels > MAX_NESTING) return { index, depth: open.length + line.levels }
      previousBlank = true
      continue
    }
    if (line.item || line.fence?.opens || previousBlank) {
      while (open.length > 0 && line.start < open[open.length - 1]) open.pop()
    }
    indentedCode = open.length === 0 && line.indent >= 4 && (previousBlank || indentedCode)
    previousBlank = false
    if (indentedCode) continue
    if (open.length === 0 && !line.quoted && line.fence?.opens && line.indent <= 3) {
      codeFence = line.fence.run
      continue
    }
    const depth = open.length + line.levels
    if (depth > MAX_NESTING) return { index, depth }
    open.push(...line.items)
  }
  return null
}
