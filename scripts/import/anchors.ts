// Links to a heading of the same post (`[see](#jerarquia-de-configuracio)`) that
// the old generator slugged its own way: Zola and Hugo fold accents and other
// scripts to ASCII, where this site keeps them, as GitHub does
// (plugins/gatsby-remark-heading-links). A fragment that names no heading here,
// but names one once both are folded alike, is rewritten to that heading's id.
import GithubSlugger from "github-slugger"
import { proseLines } from "../../plugins/gatsby-remark-rich-markdown/fences"

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

/** A heading's id here, with the keys another generator's anchor for it may fold to. */
interface HeadingAnchor {
  id: string
  /** foldAnchor of the id, and of the slug of the heading's markdown as written, link addresses and all (Docusaurus). */
  keys: string[]
}

/** The ids this site gives the body's headings, as the heading-links plugin makes them from the text. */
export function headingIds(body: string): string[] {
  return headingAnchors(body).map(anchor => anchor.id)
}

export function headingAnchors(body: string): HeadingAnchor[] {
  const slugger = new GithubSlugger()
  const written = new GithubSlugger()
  const anchors: HeadingAnchor[] = []
  for (const { text } of proseLines(body, { skipIndentedCode: true })) {
    const heading = HEADING.exec(text)
    if (!heading) continue
    const custom = CUSTOM_ID.exec(heading[1])
    // The heading's text as the site reads it: a link's text, code without its backticks, emphasis without its marks.
    const plain = heading[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, `$1`)
      .replace(/`+([^`]*)`+/g, `$1`)
      .replace(/(\*{1,3}|(?<![\p{L}\p{N}])_{1,3})(\S(?:.*?\S)?)\1/gu, `$2`)
    const id = custom ? custom[1] : slugger.slug(plain)
    anchors.push({ id, keys: [foldAnchor(id), foldAnchor(written.slug(heading[1].replace(CUSTOM_ID, ``)))] })
  }
  return anchors
}

/**
 * The id here of the heading an old anchor names: itself when a heading has it, else the heading it names once both
 * are folded alike; Python-Markdown's footnote anchors (fn:2, fnref:2) are this site's (fn-2, fnref-2). Null otherwise.
 */
export function anchorHere(anchor: string, anchors: readonly HeadingAnchor[]): string | null {
  if (anchors.some(heading => heading.id === anchor)) return null
  const footnote = /^(fn|fnref):(.+)$/.exec(anchor)
  if (footnote) return `${footnote[1]}-${footnote[2]}`
  const folded = foldAnchor(anchor)
  return folded ? (anchors.find(heading => heading.keys.includes(folded))?.id ?? null) : null
}

export function matchAnchors(body: string, changed: Set<string>): string {
  if (!body.includes(`](#`)) return body
  const anchors = headingAnchors(body)
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
      const id = anchorHere(decodedFragment(fragment), anchors)
      if (!id) return whole
      changed.add(`links to headings slugged another way`)
      return `](#${id})`
    })
  }
}

/** A fragment as written, %-escapes decoded (a malformed one kept as written). */
export function decodedFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment)
  } catch {
    return fragment
  }
}

/**
 * Links to a heading of another imported post (`/post/2.0.0#…`, as the import rewrote them) whose fragment the old
 * generator slugged its own way: rewritten to that heading's id here, by the post's headings (`anchorsOf`).
 */
export function matchPostAnchors(body: string, anchorsOf: (slug: string) => readonly HeadingAnchor[] | undefined): string {
  const prose = new Set(proseLines(body).map(line => line.index))
  return body
    .split(`\n`)
    .map((line, index) =>
      prose.has(index)
        ? // An inline link, `](/post/two#a)`, or a link definition, `[label]: /post/two#a`.
          line.replace(
            /(\]\(|^ {0,3}\[[^\]]+\]:\s*<?)\/post\/([^)#\s>]+)#([^)\s>]+)/g,
            (whole, before: string, slug: string, fragment: string) => {
              const anchors = anchorsOf(slug)
              const id = anchors && anchorHere(decodedFragment(fragment), anchors)
              return id ? `${before}/post/${slug}#${id}` : whole
            },
          )
        : line,
    )
    .join(`\n`)
}
