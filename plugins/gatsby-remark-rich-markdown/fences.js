// Walks a markdown body line by line, knowing which lines are inside fenced
// code (as CommonMark: a fence of three or more backticks or tildes closes at a
// line of at least as many of the same character). The math delimiters, the
// content check and the diagram finder all need to skip code the same way.

const FENCE_OPENING = /^( {0,3})(`{3,}(?=[^`]*$)|~{3,})(.*)$/

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
        closing: new RegExp(`^ {0,3}${fence[0] === `~` ? `~` : "`"}{${fence.length},}[ \\t]*$`),
      }
    }
  })
  if (open) blocks.push({ info: open.info, value: open.lines.join(`\n`), line: open.line })
  return blocks
}

/**
 * The lines outside fenced code, each with its index in the body.
 * @param {string} markdown
 * @returns {{ index: number, text: string }[]}
 */
function proseLines(markdown) {
  const lines = []
  let closing = null
  markdown.split(`\n`).forEach((text, index) => {
    if (closing) {
      if (closing.test(text)) closing = null
      return
    }
    const match = FENCE_OPENING.exec(text)
    if (match) {
      const fence = match[2]
      closing = new RegExp(`^ {0,3}${fence[0] === `~` ? `~` : "`"}{${fence.length},}[ \\t]*\\r?$`)
      return
    }
    lines.push({ index, text })
  })
  return lines
}

/**
 * Calls `edit` on every line outside fenced code and returns the body with the
 * edited lines; fenced lines are kept as they are.
 * @param {string} markdown
 * @param {(line: string) => string} edit
 */
function mapProseLines(markdown, edit) {
  const lines = markdown.split(`\n`)
  for (const { index, text } of proseLines(markdown)) lines[index] = edit(text)
  return lines.join(`\n`)
}

module.exports = { fencedBlocks, mapProseLines, proseLines }
