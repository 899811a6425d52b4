// The lines of a markdown body that are prose, not code: what the word count
// reads and what the body rules check. CRLF and LF read the same.

// A fence opens with three or more backticks (whose info string has none) or tildes.
const FENCE_OPENING = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/
const INDENTED = /^( {4}|\t)/
const LIST_ITEM = /^ {0,3}([-*+]|\d{1,9}[.)])(\s|$)/

export interface ProseLine {
  /** From 0, in the body. */
  index: number
  text: string
}

/**
 * The lines outside fenced code blocks (as in CommonMark, a block closes at a
 * line of at least as many of the same fence characters, and a block never
 * closed runs to the end). With `skipIndentedCode`, lines of an indented code
 * block (four spaces after a blank line, not inside a list) are left out too.
 */
export function proseLines(markdown: string, { skipIndentedCode = false } = {}): ProseLine[] {
  const prose: ProseLine[] = []
  let closing: RegExp | null = null
  let previousBlank = true
  let inIndentedCode = false
  let inList = false
  markdown.split(/\r?\n/).forEach((text, index) => {
    if (closing) {
      if (closing.test(text)) closing = null
      return
    }
    const blank = text.trim() === ``
    const fence = FENCE_OPENING.exec(text)?.[1]
    if (fence) {
      closing = new RegExp(`^ {0,3}${fence[0]}{${fence.length},}[ \\t]*$`)
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
