// The blog list's data and rules: what a card shows, search and category
// filtering (SPEC §4, §5), and how the filter is kept in the page's URL.

/** What the blog list knows of one post: enough for its card. */
export interface PostSummary {
  slug: string
  title: string
  category: string
  /** YYYY-MM-DD */
  date: string
  author: string
  excerpt: string
  image: string | null
  imageAlt: string | null
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

// Lower-casing thousands of titles on every keystroke is most of a search's
// cost, so each post's lower-cased title is kept for as long as the post is.
const titleKeys = new WeakMap<object, string>()

function titleKey(post: Pick<PostSummary, `title`>): string {
  let key = titleKeys.get(post)
  if (key === undefined) {
    key = post.title.toLocaleLowerCase()
    titleKeys.set(post, key)
  }
  return key
}

/** Posts whose title contains the query, in the chosen category, in their original order. */
export function filterPosts<T extends Pick<PostSummary, `title` | `category`>>(posts: readonly T[], filter: ListFilter): T[] {
  const query = filter.query.trim().toLocaleLowerCase()
  return posts.filter(
    post =>
      (filter.category === ALL_CATEGORIES || post.category === filter.category) &&
      (query === `` || titleKey(post).includes(query)),
  )
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

export interface CategoryCount {
  name: string
  count: number
}

/** Categories by name, each with its number of posts. */
export function sortCategories(groups: readonly { fieldValue: string | null; totalCount: number }[]): CategoryCount[] {
  return groups
    .filter((group): group is { fieldValue: string; totalCount: number } => Boolean(group.fieldValue))
    .map(group => ({ name: group.fieldValue, count: group.totalCount }))
    .sort((a, b) => a.name.localeCompare(b.name))
}
