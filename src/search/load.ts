// The browser's side of search: fetches the index's pieces a query needs (each
// once), then finds, ranks and filters the posts. Loaded on demand
// (src/hooks/use-search.ts), so no page's first visit carries it.
import { withPrefix } from "gatsby"
import { SEARCH_FORMAT, SEARCH_PATH, type Dictionary, type PostFragment, type Postings, type SearchMeta } from "./index-format"
import { matchTerms, rankPosts, type TermMatch } from "./query"
import { findSnippet, markText, type Matcher } from "./snippet"
import type { SearchPage } from "./results"
import { queryWords, shardFile, shardKey } from "./text"

const files = new Map<string, Promise<unknown>>()

function load<T>(file: string): Promise<T> {
  let pending = files.get(file)
  if (!pending) {
    pending = fetch(withPrefix(`${SEARCH_PATH}/${file}`)).then(response => {
      if (!response.ok) throw new Error(`the search index's ${file} answered ${response.status}`)
      return response.json()
    })
    files.set(file, pending)
    // A failed piece is asked for again by the next search.
    pending.catch(() => files.delete(file))
  }
  return pending as Promise<T>
}

/** What every search needs first: fetched as soon as the search box takes focus. */
export async function loadMeta(): Promise<SearchMeta> {
  const meta = await load<SearchMeta>(`meta.json`)
  if (meta?.format !== SEARCH_FORMAT || !Array.isArray(meta.category) || !Array.isArray(meta.shards)) {
    files.delete(`meta.json`)
    throw new Error(`the search index is from another version of the site; reload the page`)
  }
  return meta
}

export interface SearchResult {
  /** The matching posts in the category, best first. */
  posts: number[]
  matcher: Matcher
}

/** The posts matching every word of `query` in `category` ("" for all), best first. */
export async function searchPosts(query: string, category: string): Promise<SearchResult> {
  const meta = await loadMeta()
  const words = queryWords(query)
  const shards = new Set(meta.shards)
  const matches: TermMatch[][] = await Promise.all(
    words.map(async word => {
      const file = shardFile(shardKey(word.text))
      return shards.has(file) ? matchTerms(word, await load<Dictionary>(`d/${file}.json`)) : []
    }),
  )
  const pieces = new Map<string, Postings>()
  await Promise.all(
    matches.flat().map(async match => {
      const piece = pieceFile(match)
      pieces.set(piece, await load<Postings>(piece))
    }),
  )
  const ranked = rankPosts(matches, meta.posts, match => pieces.get(pieceFile(match))?.[match.term] ?? [])
  const inCategory = (post: number) => !category || meta.categories[meta.category[post]] === category
  return {
    posts: ranked.filter(({ post }) => inCategory(post)).map(({ post }) => post),
    matcher: { words, terms: new Map(matches.flatMap((wordMatches, word) => wordMatches.map(match => [match.term, word] as const))) },
  }
}

function pieceFile(match: TermMatch): string {
  return `p/${shardFile(shardKey(match.term))}.${match.piece}.json`
}

/** The cards and text of some posts, for their results. */
export function loadPosts(posts: readonly number[]): Promise<PostFragment[]> {
  return Promise.all(posts.map(post => load<PostFragment>(`f/${post}.json`)))
}

/** The first `shown` results of a search, with their cards, marked titles and snippets, and how many there are in all. */
export async function searchPage(query: string, category: string, shown: number): Promise<SearchPage> {
  const { posts, matcher } = await searchPosts(query, category)
  const fragments = await loadPosts(posts.slice(0, shown))
  return {
    total: posts.length,
    hits: fragments.map(fragment => ({
      post: fragment.card,
      title: markText(fragment.card.title, matcher),
      snippet: findSnippet(fragment, matcher),
    })),
  }
}
