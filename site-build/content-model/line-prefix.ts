// What starts a markdown line, read as the nesting limit (post-limits.ts)
// needs it: its block quotes and list markers, with the columns where a list
// item's content starts, and a code fence. Character codes, one pass over the
// start of the line: no regular expression, so nothing can backtrack.

const TAB = 9
const SPACE = 32
const QUOTE = 62 // >

/** The width of a list marker at `at` (-, + or *; 1. or 1)) followed by a space, a tab or the line's end; 0 when there is none. */
function markerWidth(text: string, at: number, end: number): number {
  const first = text.charCodeAt(at)
  let width = 0
  // - + *
  if (first === 45 || first === 43 || first === 42) width = 1
  else {
    while (width < 9 && at + width < end && isDigit(text.charCodeAt(at + width))) width++
    const closing = text.charCodeAt(at + width)
    // . )
    if (width === 0 || at + width >= end || (closing !== 46 && closing !== 41)) return 0
    width++
  }
  const after = at + width < end ? text.charCodeAt(at + width) : SPACE
  return after === SPACE || after === TAB ? width : 0
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}

/** A thematic break (- - -, ***, ___) from `at` to the line's end: it is no list, however many markers it seems to have. */
function isThematicBreak(text: string, at: number, end: number): boolean {
  const mark = text.charCodeAt(at)
  // - * _
  if (mark !== 45 && mark !== 42 && mark !== 95) return false
  let count = 0
  for (let index = at; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code === mark) count++
    else if (code !== SPACE && code !== TAB && code !== 13) return false
  }
  return count >= 3
}

/** What starts a line: its block quotes and list markers, and where its text begins. */
export interface LinePrefix {
  /** The > and list markers, in the order written. */
  levels: number
  /** The content column of each list marker on the line, for the lines below. */
  items: number[]
  /** The column of the first list marker or text, > counted as a space (as a list inside a quote is read). */
  start: number
  /** The column of the first character that is not a space, > included. */
  indent: number
  quoted: boolean
  /** Only spaces and > on it. */
  blank: boolean
  /** From a list marker, not text. */
  item: boolean
  /** A fence (``` or ~~~) that may open or close a code block. */
  fence: Fence | null
}

export function linePrefix(text: string, from: number, end: number): LinePrefix {
  const prefix: LinePrefix = { levels: 0, items: [], start: -1, indent: -1, quoted: false, blank: true, item: false, fence: null }
  let column = 0
  let at = from
  while (at < end) {
    const code = text.charCodeAt(at)
    if (code === SPACE || code === 13) column++
    else if (code === TAB) column += 4 - (column % 4)
    else {
      if (prefix.indent === -1) prefix.indent = column
      if (code === QUOTE) {
        prefix.levels++
        prefix.quoted = true
        column++
        at++
        continue
      }
      if (prefix.start === -1) prefix.start = column
      prefix.blank = false
      const width = prefix.items.length === 0 && isThematicBreak(text, at, end) ? 0 : markerWidth(text, at, end)
      if (width === 0) {
        if (prefix.items.length === 0 && (code === 96 || code === 126)) prefix.fence = fenceAt(text, at, end)
        break
      }
      prefix.item = prefix.item || prefix.items.length === 0
      prefix.levels++
      column += width
      at += width
      // Its content starts after one to four spaces; more, and it starts after one.
      let spaces = 0
      while (at + spaces < end && spaces < 5 && text.charCodeAt(at + spaces) === SPACE) spaces++
      prefix.items.push(column + (spaces === 0 || spaces === 5 ? 1 : spaces))
      continue
    }
    at++
  }
  return prefix
}

/** A run of three or more ``` or ~~~ from `at`: a fence; whether text follows it (an info string) and whether it may open a block. */
export interface Fence {
  run: string
  /** Text after it: then it opens a block but cannot close one. */
  info: boolean
  /** False for ``` followed by a backtick, which is inline code, not a fence. */
  opens: boolean
}

function fenceAt(text: string, at: number, end: number): Fence | null {
  const mark = text.charCodeAt(at)
  let length = 0
  while (at + length < end && text.charCodeAt(at + length) === mark) length++
  if (length < 3) return null
  let info = false
  let opens = true
  for (let index = at + length; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code !== SPACE && code !== TAB && code !== 13) info = true
    if (code === mark && mark === 96) opens = false
  }
  return { run: text.slice(at, at + length), info, opens }
}
