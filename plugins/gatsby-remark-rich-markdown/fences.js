// Walks a markdown body line by line, knowing which lines are inside fenced
// code (as CommonMark: a fence of three or more backticks or tildes closes at a
// line of at least as many of the same character). The math delimiters, the
// content check, the word count, the diagram finder and the import all skip
// code the same way, this one.

const FENCE_OPENING = /^( {0,3})(`{3,}(?=[^`]*$)|~{3,})(.*)$/
const INDENTED = /^( {4}|\t)/
const LIST_ITEM = /^ {0,3}([-*+]|\d{1,9}[.)])(\s|$)/

/** The line that closes a block opened by `fence`: at least as many of the same character, and nothing after. */
const closingFence = fence => new RegExp(`^ {0,3}${fence[0] === `~` ? `~` : "`"}{${fence.length},}[ \\t]*$`)

/**
 * The fenced code blocks of a body: their info string, their text and the
 * 0-based index of the opening line.
 * @param {string} markdown
 * @returns {{ info: string, value: string, line: number }[]}
 */
function fencedBlocks(markdown) {
  const blocks = []
  let open = null
  markdown.split(/\r?\n/).forEach((text, index) => {
    if (open) {
      if (open.closing.test(text)) {
        blocks.push({ info: open.info, value: open.lines.join(`\n`), line: open.line })
        open = null
      } else {
        open.lines.push(text.slice(Math.min(open.indent, text.length - text.trimStart().length)))
      }
      return
    }
    const match = FENCE_OPENING.exec(text)
    if (match) {
      const [, indent, fence, info] = match
      open = {
        info: info.trim(),
        lines: [],
        line: index,
        indent: indent.length,
        closing: closingFence(fence),
      }
    }
  })
  if (open) blocks.push({ info: open.info, value: open.lines.join(`\n`), line: open.line })
  return blocks
}

/**
 * The lines outside fenced code blocks, each with its index in the body and its text, a CR before the line break left
 * out (CRLF and LF read the same). With `skipIndentedCode`, the lines of an indented code block (four spaces after a
 * blank line, not inside a list) are left out too. The one reading of which lines are prose, for the page's plugins,
 * the content check, the word count and the import.
 * @param {string} markdown
 * @param {{ skipIndentedCode?: boolean }} [options]
 * @returns {{ index: number, text: string }[]}
 */
function proseLines(markdown, { skipIndentedCode = false } = {}) {
  const prose = []
  let closing = null
  let previousBlank = true
  let inIndentedCode = false
  let inList = false
  markdown.split(/\r?\n/).forEach((text, index) => {
    if (closing) {
      if (closing.test(text)) closing = null
      return
    }
    const blank = text.trim() === ``
    const fence = FENCE_OPENING.exec(text)?.[2]
    if (fence) {
      closing = closingFence(fence)
      previousBlank = false
      inIndentedCode = false
      return
    }
    if (skipIndentedCode && !blank && INDENTED.test(text) && !inList && (previousBlank || inIndentedCode)) {
      inIndentedCode = true
      return
    }
    if (!blank) {
      inIndentedCode = false
      if (LIST_ITEM.test(text)) inList = true
      else if (!INDENTED.test(text) && previousBlank) inList = false
    }
    previousBlank = blank
    prose.push({ index, text })
  })
  return prose
}

/**
 * Calls `edit` on every line outside fenced code and returns the body with the
 * edited lines; fenced lines, and a line's CRLF, are kept as they are.
 * @param {string} markdown
 * @param {(line: string) => string} edit
 */
function mapProseLines(markdown, edit) {
  const lines = markdown.split(`\n`)
  for (const { index, text } of proseLines(markdown)) {
    const edited = edit(text)
    if (edited !== text) lines[index] = lines[index].endsWith(`\r`) ? `${edited}\r` : edited
  }
  return lines.join(`\n`)
}

/**
 * The body with its fenced code blocks blanked, line for line, so every line keeps its number: code holds no link,
 * image, markup or math to look for, and a parser reads a long technical post about twice as fast without it.
 * @param {string} markdown
 */
function blankFencedCode(markdown) {
  const lines = markdown.split(/\r?\n/)
  const prose = new Set(proseLines(markdown).map(line => line.index))
  return lines.map((line, index) => (prose.has(index) ? line : ``)).join(`\n`)
}

module.exports = { blankFencedCode, fencedBlocks, mapProseLines, proseLines }
