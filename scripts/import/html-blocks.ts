// Markdown inside an HTML block (<div align="center"> around an image, <center>,
// <figure>, a grid of <div>s around images…): in CommonMark an HTML block runs
// to the first blank line and its markdown is shown as written, where the old
// generator (MDX, kramdown, Hugo's goldmark with unsafe HTML) read it. Each run
// of markdown lines in such a block is set apart by blank lines, with the tags
// on lines of their own, as on GitHub. Only blocks that hold markdown; code is
// left as written.
import { proseLines } from "../../plugins/gatsby-remark-rich-markdown/fences"

const BLOCKS = `div|center|figure|figcaption|section|aside|details|summary|p|span`
/** A line that is only block tags: `<div class="a">`, `</div>`, `</div><div>`. */
const TAG_LINE = new RegExp(`^\\s*(?:</?(?:${BLOCKS})\\b[^>]*>\\s*)+$`, `i`)
const STARTS_WITH_TAG = new RegExp(`^\\s*</?(?:${BLOCKS})\\b`, `i`)
/** A line's leading and trailing tags, and the text between: `<center>![Oak](./oak.jpg)</center>`. */
const WRAPPED = new RegExp(`^(\\s*(?:</?(?:${BLOCKS})\\b[^>]*>\\s*)+)(.*?)((?:\\s*</?(?:${BLOCKS})\\b[^>]*>)*)\\s*$`, `i`)
/** Markdown an HTML block would show as written: an image, a link, emphasis, a heading or a list item. */
const MARKDOWN = /!?\[[^\]]*\]\([^)]+\)|\*\*[^*]+\*\*|^\s*(#{1,6}\s|[-*+]\s|\d+\.\s)/

export function markdownInHtmlBlocks(written: string, changed: Set<string>): string {
  const body = wholeCodeBoxes(written, changed)
  const prose = new Set(proseLines(body).map(line => line.index))
  const lines = body.split(`\n`)
  const out: string[] = []
  for (let i = 0; i < lines.length; i++) {
    const starts = prose.has(i) && (i === 0 || !lines[i - 1].trim()) && STARTS_WITH_TAG.test(lines[i])
    if (!starts) {
      out.push(lines[i])
      continue
    }
    // The block, to its first blank line, as CommonMark reads it.
    let end = i
    while (end + 1 < lines.length && lines[end + 1].trim() && prose.has(end + 1)) end++
    const block = lines.slice(i, end + 1)
    if (!block.some(line => !TAG_LINE.test(line) && MARKDOWN.test(line.replace(/<[^>]+>/g, ``)))) {
      out.push(...block)
      i = end
      continue
    }
    changed.add(`markdown inside HTML blocks`)
    out.push(...setApart(block))
    i = end
  }
  return out.join(`\n`)
}

/**
 * A <code> or <pre> box written over several lines with blank lines inside (a terminal drawn in HTML, as MDX reads
 * it): in CommonMark its HTML block would end at the first blank line and the rest be read as paragraphs, cutting
 * the box apart (`# Prettier 1.16` there a heading, not a shell comment). Its blank lines are left out, so the box
 * stays one block.
 */
function wholeCodeBoxes(body: string, changed: Set<string>): string {
  const prose = new Set(proseLines(body).map(line => line.index))
  const lines = body.split(`\n`)
  const out: string[] = []
  let open = 0
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (open > 0 && !line.trim() && prose.has(i)) {
      changed.add(`blank lines inside <code> boxes`)
      continue
    }
    if (prose.has(i))
      open = Math.max(0, open + (line.match(/<(code|pre)\b/gi)?.length ?? 0) - (line.match(/<\/(code|pre)>/gi)?.length ?? 0))
    out.push(line)
  }
  // A box never closed keeps its blank lines: there is no box to keep whole.
  return open > 0 ? body : out.join(`\n`)
}

/** The block's tags on lines of their own and each run of markdown between blank lines. */
function setApart(block: string[]): string[] {
  const parts: { tag: boolean; text: string }[] = []
  for (const line of block) {
    if (TAG_LINE.test(line)) {
      parts.push({ tag: true, text: line.trim() })
      continue
    }
    const wrapped = WRAPPED.exec(line)
    if (wrapped && wrapped[2].trim()) {
      parts.push({ tag: true, text: wrapped[1].trim() }, { tag: false, text: wrapped[2].trim() })
      if (wrapped[3].trim()) parts.push({ tag: true, text: wrapped[3].trim() })
    } else parts.push({ tag: false, text: line.trim() })
  }
  const out: string[] = []
  parts.forEach((part, index) => {
    const before = parts[index - 1]
    if (index > 0 && before.tag !== part.tag) out.push(``)
    out.push(part.text)
  })
  return out
}
