// What the blog list shows, from what it knows: the prebuilt first page, the
// number of posts, the search and category, how many pages "Show more" has
// opened, and the post index as far as it has loaded. Pure, so each case is a
// unit test; src/components/blog-list.tsx keeps the state and renders this.
import type { PostIndexState } from "./post-index"
import { searchKey, type SearchHit, type SearchPage, type SearchState } from "../search/results"
import { filterPosts, isFiltering, POSTS_PER_PAGE, searchable, type ListFilter, type PostSummary, type SearchablePosts } from "./post-list"

export interface BlogListInput {
  /** The newest posts, prebuilt into the page. */
  firstPage: readonly PostSummary[]
  /** The number of listed posts. */
  total: number
  filter: ListFilter
  /** Pages of cards to show: 1, and one more for each "Show more". */
  pages: number
  /** The slugs of the pinned posts, which the list without a search or category shows first (front matter pinned: true). */
  pinned?: ReadonlySet<string>
}

export interface BlogListView {
  /** Waiting for the index the list needs. */
  loading: boolean
  /** Why the index the list needs could not be loaded; null when it has not failed. */
  failure: string | null
  /** The posts that match, once every post is known; null until then. */
  matches: PostSummary[] | null
  /** The cards to show now. */
  visible: PostSummary[]
  /** How many cards the list has to show in all: more than `visible` offers "Show more". */
  available: number
}

/** Whether the list cannot be shown without every post: a search, a category, or more than the first page. */
export function needsIndex({ firstPage, total, filter, pages }: BlogListInput): boolean {
  return firstPage.length < total && (isFiltering(filter) || pages * POSTS_PER_PAGE > firstPage.length)
}

export function blogListView(input: BlogListInput, index: PostIndexState): BlogListView {
  const { firstPage, total, filter, pages, pinned } = input
  const filtering = isFiltering(filter)
  const needed = needsIndex(input)
  // Pinned posts lead the list itself (the first page has them first); a category keeps date order, as on its own page.
  const complete = firstPage.length >= total
  const every = complete
    ? filtering && pinned?.size
      ? byDate(firstPage)
      : firstPage
    : index.status === `ready`
      ? filtering
        ? index.posts
        : pinnedFirst(index.posts, pinned)
      : null
  const matches = every && filterPosts(prepared(every), filter)
  // Until the full index arrives, an unfiltered list can still show the prebuilt first page.
  const results = matches ?? (filtering ? [] : firstPage)
  return {
    loading: needed && index.status === `loading`,
    failure: needed && index.status === `error` ? index.message : null,
    matches,
    visible: results.slice(0, pages * POSTS_PER_PAGE),
    available: matches?.length ?? (filtering ? 0 : total),
  }
}

const dated = new WeakMap<readonly PostSummary[], PostSummary[]>()

/** The posts newest first, as the post index has them: a first page that put its pinned posts first, in date order again. */
function byDate(posts: readonly PostSummary[]): readonly PostSummary[] {
  let ordered = dated.get(posts)
  if (!ordered) dated.set(posts, (ordered = [...posts].sort((a, b) => b.date.localeCompare(a.date))))
  return ordered
}

const reordered = new WeakMap<readonly PostSummary[], PostSummary[]>()

/**
 * The posts with the pinned ones first, each part newest first: the order of the home page's list. The same posts
 * give the same array (the page's pinned posts do not change).
 */
export function pinnedFirst(posts: readonly PostSummary[], pinned: ReadonlySet<string> | undefined): readonly PostSummary[] {
  if (!pinned || pinned.size === 0) return posts
  let ordered = reordered.get(posts)
  if (!ordered) {
    ordered = [...posts.filter(post => pinned.has(post.slug)), ...posts.filter(post => !pinned.has(post.slug))]
    reordered.set(posts, ordered)
  }
  return ordered
}

// Each list of posts is made ready to search once (the index arrives once, the
// first page is a prop), not again for every keystroke.
const searchReady = new WeakMap<readonly PostSummary[], SearchablePosts<PostSummary>>()

function prepared(posts: readonly PostSummary[]): SearchablePosts<PostSummary> {
  let ready = searchReady.get(posts)
  if (!ready) {
    ready = searchable(posts)
    searchReady.set(posts, ready)
  }
  return ready
}

export interface SearchListView {
  /** Waiting for the first answer to a search. */
  loading: boolean
  /** Waiting for the answer to this search: the results shown, if any, are an earlier one's. */
  busy: boolean
  failure: string | null
  /** How many posts match; null until the first answer. */
  matches: number | null
  /** The results to show now: the last answer's, while a newer one is on its way. */
  hits: SearchHit[]
  available: number
}

const bySlug = new WeakMap<readonly PostSummary[], Map<string, PostSummary>>()
const hitsFor = new WeakMap<SearchPage, { pages: number; shown: readonly PostSummary[]; hits: SearchHit[] }>()
const NO_HITS: SearchHit[] = []
const NO_POSTS: PostSummary[] = []

/**
 * What the list shows of a search (src/hooks/use-search.ts), "Show more" pages
 * at a time. A result among `shown` (the prebuilt first page) keeps that card
 * object, so a card the list already drew is not drawn anew for the search.
 * The same answer gives the same array of hits, so the list can draw part of
 * them in a later render (src/hooks/use-later-value.ts compares by identity).
 */
export function searchListView(
  search: SearchState,
  filter: ListFilter,
  pages: number,
  shown: readonly PostSummary[] = NO_POSTS,
): SearchListView {
  const page = search.status === `ready` ? search.page : null
  return {
    loading: search.status === `loading`,
    busy:
      search.status === `loading` ||
      (search.status === `ready` && search.key !== searchKey(filter.query, filter.category, pages * POSTS_PER_PAGE)),
    failure: search.status === `error` ? search.message : null,
    matches: page ? page.total : null,
    hits: page ? hitsOf(page, pages, shown) : NO_HITS,
    available: page ? page.total : 0,
  }
}

function hitsOf(page: SearchPage, pages: number, shown: readonly PostSummary[]): SearchHit[] {
  const made = hitsFor.get(page)
  if (made?.pages === pages && made.shown === shown) return made.hits
  let known = bySlug.get(shown)
  if (!known) bySlug.set(shown, (known = new Map(shown.map(post => [post.slug, post]))))
  const hits = page.hits.slice(0, pages * POSTS_PER_PAGE).map(hit => {
    const post = known.get(hit.post.slug)
    // The marked title and snippet stay unmade until a card reads them (src/search/load.ts).
    return post
      ? {
          post,
          get title() {
            return hit.title
          },
          get snippet() {
            return hit.snippet
          },
        }
      : hit
  })
  hitsFor.set(page, { pages, shown, hits })
  return hits
}
