// A post's rendered HTML as plain text, section by section, for the search
// index: each heading with an id starts a section, so a result can link to it.
// Read from the HTML rather than the markdown so the ids are the page's own
// (plugins/gatsby-remark-heading-links), and code is the text a reader sees.
import type { Section } from "../src/search/index-format"
import { decodeHtmlEntities } from "./content-model/html-entities"

// Elements that end a word where they start or end; other tags (a Prism token's
// <span>, <em>) sit inside words and leave no space.
const BLOCK = new RegExp(
  `^\\/?(p|div|li|ul|ol|h[1-6]|pre|br|hr|tr|td|th|table|thead|tbody|blockquote|` +
    `figure|figcaption|dt|dd|dl|section|details|summary|aside|img)\\b`,
  `i`,
)

function plain(html: string): string {
  const text = html.replace(/<[^>]*>/g, tag => (BLOCK.test(tag.slice(1)) ? ` ` : ``))
  return decodeHtmlEntities(text).replace(/\s+/g, ` `).trim()
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
    current = { id: decodeHtmlEntities(match[2]), heading: plain(match[3]), text: `` }
    from = (match.index ?? 0) + match[0].length
  }
  current.text = plain(source.slice(from))
  sections.push(current)
  // The part before the first heading is often empty: nothing to search there.
  return sections.filter(section => section.id !== null || section.text !== ``)
}
