// Builds the search index's files (index-format.ts) from every listed post,
// newest first. Pure: site-build/search-index.ts queries the posts and writes the files.
import type { PostSummary } from "../lib/post-list"
import { FIELD, SEARCH_FORMAT, type Dictionary, type PostFragment, type Postings, type SearchMeta, type Section } from "./index-format"
import { foldedText, shardFile, shardKey, terms } from "./text"

export interface IndexedPost {
  card: PostSummary
  sections: Section[]
}

/** About how many numbers a postings piece holds before the next term starts a new one (a term's own can be larger). */
const PIECE_NUMBERS = 6000

/** Every file of the index, by its path under SEARCH_PATH (`meta.json`, `d/63-6f.json`, …), as JSON-ready values. */
export function buildSearchIndex(posts: readonly IndexedPost[]): Map<string, unknown> {
  // term → flat [post, fields, section] triples, posts in order
  const postings = new Map<string, number[]>()
  const files = new Map<string, unknown>()

  posts.forEach(({ card, sections }, post) => {
    // term → its FIELD bits and, above them, 1 + the first section it is in (0 for none): numbers, not objects,
    // as this runs for every word of every post.
    const found = new Map<string, number>()
    const add = (text: string, field: number, section: number) => {
      for (const term of terms(text)) {
        const seen = found.get(term)
        if (seen === undefined) found.set(term, field | ((section + 1) << 6))
        // The first section a heading or body word is in is where its snippet is looked for first.
        else found.set(term, seen >= 1 << 6 || section < 0 ? seen | field : seen | field | ((section + 1) << 6))
      }
    }
    add(card.title, FIELD.title, -1)
    card.tags.forEach(tag => add(tag, FIELD.tag, -1))
    add(card.category, FIELD.category, -1)
    add(card.excerpt, FIELD.description, -1)
    sections.forEach((section, index) => {
      add(section.heading, FIELD.heading, index)
      add(section.text, FIELD.body, index)
    })
    for (const [term, packed] of found) {
      let list = postings.get(term)
      if (!list) postings.set(term, (list = []))
      list.push(post, packed & 63, (packed >> 6) - 1)
    }
    const fragment: PostFragment = { card, description: card.excerpt, sections }
    files.set(`f/${post}.json`, fragment)
  })

  const byShard = new Map<string, string[]>()
  for (const term of postings.keys()) {
    const key = shardKey(term)
    const list = byShard.get(key)
    if (list) list.push(term)
    else byShard.set(key, [term])
  }

  const shards: string[] = []
  for (const [key, shardTerms] of byShard) {
    const file = shardFile(key)
    shards.push(file)
    shardTerms.sort()
    const dictionary: Dictionary = []
    let piece = 0
    let current: Postings = {}
    let size = 0
    for (const term of shardTerms) {
      const list = postings.get(term)!
      if (size > 0 && size + list.length > PIECE_NUMBERS) {
        files.set(`p/${file}.${piece}.json`, current)
        piece++
        current = {}
        size = 0
      }
      current[term] = deltas(list)
      size += list.length
      dictionary.push([term, list.length / 3, piece])
    }
    files.set(`p/${file}.${piece}.json`, current)
    files.set(`d/${file}.json`, dictionary)
  }

  const categories = [...new Set(posts.map(post => post.card.category))].sort()
  const meta: SearchMeta = {
    format: SEARCH_FORMAT,
    posts: posts.length,
    categories,
    category: posts.map(post => categories.indexOf(post.card.category)),
    titles: posts.map(post => foldedText(post.card.title)),
    shards: shards.sort(),
  }
  files.set(`meta.json`, meta)
  return files
}

/** Post numbers as the difference from the one before: small numbers, which compress well. */
function deltas(list: number[]): number[] {
  const out = list.slice()
  for (let i = out.length - 3; i > 0; i -= 3) out[i] -= out[i - 3]
  return out
}
