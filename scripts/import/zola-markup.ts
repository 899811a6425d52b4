// Zola's body shortcodes with a plain equivalent here (tabi's and the like):
// `{% mermaid() %}` … `{% end %}` becomes a mermaid code block, which the site
// draws; layout-only wrappers (`{% wide_container() %}`, `{% references() %}`)
// give their content alone, a text direction a <div dir>; an aside becomes a
// quote, a quote in two languages a quote with its original, a spoiler its
// text; a like button of another service goes; and a shortcode escaped to be
// shown as written (`{{/* toc() */}}`) is written as Zola shows it. Callouts:
// callouts.ts; images: template-tags.ts.
import { proseLines } from "../../plugins/gatsby-remark-rich-markdown/fences"
import { zolaArguments } from "./callouts"

const BLOCK = /^[ \t]*\{%-?\s*([a-z_]+)\s*\(([^\n]*?)\)\s*-?%\}[ \t]*\n([\s\S]*?)\n[ \t]*\{%-?\s*end\s*-?%\}[ \t]*$/gm
const WRAPPERS = new Set([`wide_container`, `full_width`, `full_width_container`, `references`])
const INLINE = /\{\{\s*(aside|spoiler|multilingual_quote|iine)\s*\(([^\n]*?)\)\s*\}\}/g

/** One of the inline shortcodes above as markdown; `alone` when it is its line's whole text. */
function inline(name: string, args: Map<string, string>, alone: boolean): string | null {
  const text = args.get(`text`)
  if (name === `iine`) return ``
  if (name === `spoiler`) return text ?? null
  if (name === `aside`) return text === undefined ? null : alone ? `> ${text}` : `(${text})`
  const [translated, original, author] = [args.get(`translated`), args.get(`original`), args.get(`author`)]
  if (!translated && !original) return null
  const quote = [translated, translated && original ? `` : null, original && translated ? `*${original}*` : original]
  return [...quote, ...(author ? [``, `— ${author}`] : [])]
    .filter((line): line is string => line !== null && line !== undefined)
    .map(line => (line ? `> ${line}` : `>`))
    .join(`\n`)
}

export function zolaMarkup(body: string, changed: Set<string>): string {
  const blocks = body.replace(BLOCK, (whole, name: string, args: string, content: string) => {
    if (name === `mermaid`) {
      changed.add(`mermaid`)
      return "```mermaid\n" + content.replace(/^\n+|\n+$/g, ``) + "\n```"
    }
    if (WRAPPERS.has(name)) {
      changed.add(name)
      return content.replace(/^\n+|\n+$/g, ``)
    }
    const direction = name === `force_text_direction` ? zolaArguments(args).get(`direction`) : undefined
    if (direction && /^(rtl|ltr|auto)$/.test(direction)) {
      changed.add(name)
      return `<div dir="${direction}">\n\n${content.replace(/^\n+|\n+$/g, ``)}\n\n</div>`
    }
    return whole
  })
  const prose = new Set(proseLines(blocks).map(line => line.index))
  const withInline = blocks
    .split(`\n`)
    .map((line, index) =>
      prose.has(index)
        ? line.replace(INLINE, (whole, name: string, args: string) => {
            const markdown = inline(name, zolaArguments(args), whole.trim() === line.trim())
            if (markdown === null) return whole
            changed.add(name)
            return markdown
          })
        : line,
    )
    .join(`\n`)
  // Escaped shortcodes read as Zola prints them, in code or not: Zola reads shortcodes everywhere.
  const shown = withInline.replace(/\{\{\/\*\s*([\s\S]*?)\s*\*\/\}\}/g, `{{ $1 }}`).replace(/\{%\/\*\s*([\s\S]*?)\s*\*\/%\}/g, `{% $1 %}`)
  if (shown !== withInline) changed.add(`escaped shortcodes`)
  return shown
}
