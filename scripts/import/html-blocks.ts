// Markdown inside an HTML block (<div align="center"> around an image, <center>,
// <figure>, <details>…): in CommonMark the block runs to the first blank line
// and its markdown is shown as written, where the old generator read it. A
// blank line after the opening tag and before the closing one makes it
// markdown again, as on GitHub. Only where the lines between hold markdown.
// Code is left as written.
import { proseLines } from "../../site-build/content-model/markdown-lines"

const BLOCKS = `div|center|figure|figcaption|section|aside|details|p|span`
const OPENING = new RegExp(`^(\\s*<(?:${BLOCKS})\\b[^>]*>)(.*)$`, `i`)
const CLOSING = new RegExp(`^(.*?)(</(?:${BLOCKS})>\\s*)$`, `i`)
/** Markdown an HTML block would show as written: an image, a link, emphasis, a heading or a list item. */
const MARKDOWN = /!?\[[^\]]*\]\([^)]+\)|\*\*[^*]+\*\*|^\s*(#{1,6}\s|[-*+]\s|\d+\.\s)/

export function markdownInHtmlBlocks(body: string, changed: Set<string>): string {
  const prose = new Set(proseLines(body).map(line => line.index))
  const lines = body.split(`\n`)
  const out: string[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = prose.has(i) && (i === 0 || !lines[i - 1].trim()) ? OPENING.exec(lines[i]) : null
    if (!open) {
      out.push(lines[i])
      continue
    }
    // The block: to its first blank line, as CommonMark reads it.
    let end = i
    while (end + 1 < lines.length && lines[end + 1].trim()) end++
    const inner = [open[2], ...lines.slice(i + 1, end + 1)]
    const close = CLOSING.exec(inner[inner.length - 1])
    if (!close || !inner.some(line => MARKDOWN.test(line.replace(/<[^>]+>/g, ``)))) {
      out.push(...lines.slice(i, end + 1))
      i = end
      continue
    }
    inner[inner.length - 1] = close[1]
    changed.add(`markdown inside HTML blocks`)
    const content = inner.map(line => line.trim()).filter(Boolean)
    out.push(open[1].trimEnd(), ``, ...content, ``, close[2].trim())
    i = end
  }
  return out.join(`\n`)
}
