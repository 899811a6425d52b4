// The blog list's data and rules: what a card shows, search and category
// filtering (SPEC §4, §5), and how the filter is kept in the page's URL.
import type { ImageData } from "./picture"

/**
 * What the blog list knows of one post: enough for its card. A front-matter field added to the PostSummary fragment
 * (src/components/post-card.tsx) joins these as written, made optional here so that a card built by hand need not name it.
 */
export type PostSummary = CardCore & Partial<Omit<Queries.PostSummaryFragment[`frontmatter`], keyof CardCore | `description` | `imageAlt`>>

/** The fields every card has, shaped for the list: the excerpt is the description when the post has one. */
interface CardCore {
  slug: string
  title: string
  category: string
  /** YYYY-MM-DD */
  date: string
  author: string
  excerpt: string
  /** As written; each links to its tag's page. */
  tags: string[]
  image: CardImage | null
}

/** A post's cover as its card shows it. */
export interface CardImage {
  alt: string
  /** The sizes made at build time; null for an image shown as it is. */
  data: ImageData | null
  /** For an image shown as it is: its URL (another host, a published SVG or GIF). */
  src: string | null
}

export interface ListFilter {
  /** Matched case-insensitively against titles only; empty matches everything. */
  query: string
  /** A category name, or "" for all. */
  category: string
}

export const ALL_CATEGORIES = ``

/** How many cards the home page shows before "Show more". */
export const POSTS_PER_PAGE = 10

/** Posts made ready to search: each title lower-cased once, not on every keystroke. */
export interface SearchablePosts<T> {
  posts: readonly T[]
  /** `titles[i]` is `posts[i].title`, lower-cased. */
  titles: readonly string[]
}

export function searchable<T extends Pick<PostSummary, `title`>>(posts: readonly T[]): SearchablePosts<T> {
  return { posts, titles: posts.map(post => post.title.toLocaleLowerCase()) }
}

/** Posts whose title contains the query, in the chosen category, in their original order. */
export function filterPosts<T extends Pick<PostSummary, `category`>>({ posts, titles }: SearchablePosts<T>, filter: ListFilter): T[] {
  const query = filter.query.trim().toLocaleLowerCase()
  const { category } = filter
  const matches: T[] = []
  // A plain loop over two arrays: this runs on every keystroke, over every post.
  for (let i = 0; i < posts.length; i++) {
    if ((category === ALL_CATEGORIES || posts[i].category === category) && (query === `` || titles[i].includes(query)))
      matches.push(posts[i])
  }
  return matches
}

export function isFiltering(filter: ListFilter): boolean {
  return filter.query.trim() !== `` || filter.category !== ALL_CATEGORIES
}

/** Reads `?q=…&category=…`. */
export function filterFromSearch(search: string): ListFilter {
  const params = new URLSearchParams(search)
  return { query: params.get(`q`) ?? ``, category: params.get(`category`) ?? ALL_CATEGORIES }
}

/** Writes the filter as a query string ("" when there is nothing to keep). */
export function searchFromFilter(filter: ListFilter): string {
  const params = new URLSearchParams()
  if (filter.query) params.set(`q`, filter.query)
  if (filter.category) params.set(`category`, filter.category)
  const search = params.toString()
  return search ? `?${search}` : ``
}
