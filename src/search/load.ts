// The browser's side of search: fetches the index's pieces a query needs (each
// once), then finds, ranks and filters the posts. Loaded on demand
// (src/hooks/use-search.ts), so no page's first visit carries it. Once a query's
// pieces are in memory its answer is made at once (searchPageNow), so the list
// can show it in the same render as the keystroke.
import { withPrefix } from "gatsby"
import { SEARCH_FORMAT, SEARCH_PATH, type Dictionary, type PostFragment, type Postings, type SearchMeta } from "./index-format"
import { matchTerms, rankPosts, type TermMatch } from "./query"
import { findSnippet, markText, type Matcher, type Part, type Snippet } from "./snippet"
import { searchKey, type SearchHit, type SearchPage } from "./results"
import { foldedText, queryWords, shardFile, shardKey } from "./text"
import { titleSearch } from "./titles"

const META = `meta.json`
const files = new Map<string, Promise<unknown>>()
/** The pieces fetched so far, by file. */
const fetched = new Map<string, unknown>()
/** Where the index of the page's language is (/search, /sw/search). */
let base = SEARCH_PATH
/**
 * The last answers made, by search (searchKey), newest last: a Backspace goes back to one of them, whose cards the
 * list has drawn already. An answer made from the pieces in memory does not change.
 */
const answered = new Map<string, SearchPage>()
const ANSWERS_KEPT = 32

/** Searches the index at `path` from now on: the one of the page's language. */
export function searchIndexAt(path: string): void {
  if (path === base) return
  base = path
  files.clear()
  fetched.clear()
  answered.clear()
}

function load(file: string): Promise<unknown> {
  let pending = files.get(file)
  if (!pending) {
    pending = fetch(withPrefix(`${base}/${file}`))
      .then(response => {
        if (!response.ok) throw new Error(`the search index's ${file} answered ${response.status}`)
        return response.json()
      })
      .then((value: unknown) => {
        if (file === META) checkMeta(value as SearchMeta)
        fetched.set(file, value)
        return value
      })
    files.set(file, pending)
    // A failed piece is asked for again by the next search.
    pending.catch(() => files.delete(file))
  }
  return pending
}

function checkMeta(meta: SearchMeta): void {
  if (meta?.format !== SEARCH_FORMAT || !Array.isArray(meta.category) || !Array.isArray(meta.titles) || !Array.isArray(meta.shards))
    throw new Error(`the search index is from another version of the site; reload the page`)
}

/** What every search needs first: fetched as soon as the search box takes focus. */
export function loadMeta(): Promise<unknown> {
  return load(META)
}

/** The pieces not fetched yet among `wanted`. */
const notFetched = (wanted: Iterable<string>) => [...new Set(wanted)].filter(file => !fetched.has(file))

const piece = <T>(file: string) => fetched.get(file) as T

/**
 * The first `shown` posts matching every word of `query`, or whose title
 * contains it, in `category` ("" for all), best first, with their cards,
 * marked titles and snippets, and how many match in all; or, when some of the
 * pieces that takes are not fetched yet, those pieces (each step's all at
 * once: the dictionaries of the words, the postings of their terms, the posts
 * shown).
 */
function answer(query: string, category: string, shown: number): SearchPage | { missing: string[] } {
  if (!fetched.has(META)) return { missing: [META] }
  // The set of dictionaries and the search of the titles are made once, on the meta fetched.
  const meta = piece<SearchMeta & { shardSet?: Set<string>; titlesHolding?: (typed: string) => Uint8Array }>(META)
  const words = queryWords(query)
  // A one-letter word still being typed narrows nothing yet: "error h" shows what "error" finds and "r" alone every
  // post, rather than "No posts match" or a few posts at each new word; followed by a space, "r " is the word R.
  const required = words.filter(word => !(word.prefix && !word.cjk && word.text.length === 1))
  const shards = (meta.shardSet ??= new Set(meta.shards))
  const dictionaries = required.map(word => shardFile(shardKey(word.text))).map(file => (shards.has(file) ? `d/${file}.json` : null))
  let missing = notFetched(dictionaries.filter(file => file !== null))
  if (missing.length > 0) return { missing }

  const matches = dictionaries.map((file, word) => (file ? matchTerms(required[word], piece<Dictionary>(file)) : []))
  missing = notFetched(matches.flat().map(pieceFile))
  if (missing.length > 0) return { missing }

  const inCategory = (post: number) => !category || meta.categories[meta.category[post]] === category
  const postings = (match: TermMatch) => piece<Postings>(pieceFile(match))[match.term] ?? []
  // The SPEC's rule beside the words': a title that contains the typed text, anywhere, matches.
  const typed = foldedText(query)
  const holding = (meta.titlesHolding ??= titleSearch(meta.titles))(typed)
  const inTitle = (post: number) => holding[post] === 1
  // Text with no words ("?", "++") can still be in a title; no words alone would keep every post.
  const keep = words.length === 0 ? (post: number) => inTitle(post) && inCategory(post) : inCategory
  const { total, best } = rankPosts(matches, meta.posts, postings, keep, shown, inTitle)
  const postFiles = best.map(({ post }) => `f/${post}.json`)
  missing = notFetched(postFiles)
  if (missing.length > 0) return { missing }

  const matcher = {
    words: required,
    terms: new Map(matches.flatMap((wordMatches, word) => wordMatches.map(match => [match.term, word] as const))),
  }
  // One character is in most titles and narrows nothing: marking it everywhere would only be noise.
  const markedText = [...typed].length > 1 ? typed : ``
  return {
    total,
    hits: postFiles.map((file, rank) => hit(piece<PostFragment>(file), matcher, inTitle(best[rank].post) ? markedText : ``)),
  }
}

/**
 * A result whose marked title and snippet are made when first read: a keystroke draws the cards on the screen at
 * once and the rest in a later render, which the next keystroke may make needless.
 */
function hit(fragment: PostFragment, matcher: Matcher, typed: string): SearchHit {
  let title: Part[] | undefined
  let snippet: Snippet | null | undefined
  return {
    post: fragment.card,
    get title() {
      return (title ??= markText(fragment.card.title, matcher, typed))
    },
    get snippet() {
      return snippet === undefined ? (snippet = findSnippet(fragment, matcher)) : snippet
    },
  }
}

function pieceFile(match: TermMatch): string {
  return `p/${shardFile(shardKey(match.term))}.${match.piece}.json`
}

/** answer(), or the same answer made earlier. */
function rememberedAnswer(query: string, category: string, shown: number): SearchPage | { missing: string[] } {
  const key = searchKey(query, category, shown)
  const known = answered.get(key)
  if (known) {
    answered.delete(key)
    answered.set(key, known)
    return known
  }
  const found = answer(query, category, shown)
  if (`missing` in found) return found
  answered.set(key, found)
  if (answered.size > ANSWERS_KEPT) answered.delete(answered.keys().next().value as string)
  return found
}

/** The answer to a search (see answer()), fetching the pieces it needs first. */
export async function searchPage(query: string, category: string, shown: number): Promise<SearchPage> {
  for (;;) {
    const found = rememberedAnswer(query, category, shown)
    if (!(`missing` in found)) return found
    await Promise.all(found.missing.map(load))
  }
}

/** The answer to a search if every piece it needs is fetched already; else null. */
export function searchPageNow(query: string, category: string, shown: number): SearchPage | null {
  const found = rememberedAnswer(query, category, shown)
  return `missing` in found ? null : found
}
