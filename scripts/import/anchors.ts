// Links to a heading of the same post (`[see](#jerarquia-de-configuracio)`) that
// the old generator slugged its own way: Zola and Hugo fold accents and other
// scripts to ASCII, where this site keeps them, as GitHub does
// (plugins/gatsby-remark-heading-links). A fragment that names no heading here,
// but names one once both are folded alike, is rewritten to that heading's id.
import GithubSlugger from "github-slugger"
import { proseLines } from "../../site-build/content-model/markdown-lines"

const HEADING = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/
const CUSTOM_ID = /\s*\{:?\s*#(\p{L}[\p{L}\p{N}\p{M}_:.-]*)(?:\s+[^}]*)?\}\s*$/u

/** Accents off, other characters as hyphens, lower case: how ASCII-only slugs compare with this site's. */
export function foldAnchor(anchor: string): string {
  return anchor
    .normalize(`NFKD`)
    .replace(/\p{M}/gu, ``)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, `-`)
    .replace(/^-+|-+$/g, ``)
}

/** The ids this site gives the body's headings, as the heading-links plugin makes them from the text. */
export function headingIds(body: string): string[] {
  const slugger = new GithubSlugger()
  const ids: string[] = []
  for (const { text } of proseLines(body, { skipIndentedCode: true })) {
    const heading = HEADING.exec(text)
    if (!heading) continue
    const custom = CUSTOM_ID.exec(heading[1])
    // The heading's text as the site reads it: a link's text, code without its backticks, emphasis without its marks.
    const plain = heading[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, `$1`)
      .replace(/`+([^`]*)`+/g, `$1`)
      .replace(/(\*{1,3}|(?<![\p{L}\p{N}])_{1,3})(\S(?:.*?\S)?)\1/gu, `$2`)
    ids.push(custom ? custom[1] : slugger.slug(plain))
  }
  return ids
}

export function matchAnchors(body: string, changed: Set<string>): string {
  if (!body.includes(`](#`)) return body
  const ids = headingIds(body)
  const own = new Set(ids)
  const folded = new Map<string, string>()
  for (const id of ids) if (!folded.has(foldAnchor(id))) folded.set(foldAnchor(id), id)
  const prose = new Set(proseLines(body).map(line => line.index))
  return body
    .split(`\n`)
    .map((line, index) =>
      prose.has(index)
        ? line
            .split(/(`+[^`]*`+)/)
            .map((part, at) => (at % 2 === 1 ? part : rewrite(part)))
            .join(``)
        : line,
    )
    .join(`\n`)

  function rewrite(text: string): string {
    return text.replace(/\]\(#([^)\s]+)\)/g, (whole, fragment: string) => {
      let decoded = fragment
      try {
        decoded = decodeURIComponent(fragment)
      } catch {
        // A malformed escape is kept as written.
      }
      const id = own.has(decoded) ? undefined : folded.get(foldAnchor(decoded))
      if (!id) return whole
      changed.add(`links to headings slugged another way`)
      return `](#${id})`
    })
  }
}
