// A post's rendered HTML as plain text, section by section, for the search
// index: each heading with an id starts a section, so a result can link to it.
// Read from the HTML rather than the markdown so the ids are the page's own
// (plugins/gatsby-remark-heading-links), and code is the text a reader sees.
import type { Section } from "./index-format"

const ENTITIES: Record<string, string> = { amp: `&`, lt: `<`, gt: `>`, quot: `"`, apos: `'`, nbsp: ` ` }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === `#`) {
      const code = name[1] === `x` || name[1] === `X` ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

// Elements that end a word where they start or end; other tags (a Prism token's
// <span>, <em>) sit inside words and leave no space.
const BLOCK = new RegExp(
  `^\\/?(p|div|li|ul|ol|h[1-6]|pre|br|hr|tr|td|th|table|thead|tbody|blockquote|` +
    `figure|figcaption|dt|dd|dl|section|details|summary|aside|img)\\b`,
  `i`,
)

function plain(html: string): string {
  const text = html.replace(/<[^>]*>/g, tag => (BLOCK.test(tag.slice(1)) ? ` ` : ``))
  return decodeEntities(text).replace(/\s+/g, ` `).trim()
}

// What is no one's words: the "#" link beside each heading, drawings, styles, scripts.
const SKIPPED = /<a\b[^>]*class="heading-link"[^>]*>[\s\S]*?<\/a>|<(svg|style|script|template)\b[\s\S]*?<\/\1>/gi
const HEADING = /<h([1-6])\b[^>]*?\bid="([^"]*)"[^>]*>([\s\S]*?)<\/h\1>/gi

export function htmlSections(html: string): Section[] {
  const source = html.replace(SKIPPED, ` `)
  const sections: Section[] = []
  let current: Section = { id: null, heading: ``, text: `` }
  let from = 0
  for (const match of source.matchAll(HEADING)) {
    current.text = plain(source.slice(from, match.index))
    sections.push(current)
    current = { id: decodeEntities(match[2]), heading: plain(match[3]), text: `` }
    from = (match.index ?? 0) + match[0].length
  }
  current.text = plain(source.slice(from))
  sections.push(current)
  // The part before the first heading is often empty: nothing to search there.
  return sections.filter(section => section.id !== null || section.text !== ``)
}
