import React, { useEffect, useId, useMemo, useRef, useState } from "react"
import { Link } from "gatsby"
import { Icon } from "./icon"
import { usePostIndex } from "../hooks/use-post-index"
import { useSearch } from "../hooks/use-search"
import { categoryPath } from "../lib/categories"
import { pagePath } from "../lib/pagination"
import { blogListView, needsIndex, searchListView } from "../lib/blog-list-view"
import { ALL_CATEGORIES, isFiltering, POSTS_PER_PAGE, type ListFilter, type PostSummary } from "../lib/post-list"
import { PostCard } from "./post-card"
import * as styles from "./blog-list.module.css"

interface BlogListProps {
  /** The newest posts, prebuilt into the page. */
  firstPage: PostSummary[]
  /** The number of listed posts. */
  total: number
  filter: ListFilter
  onFilterChange: (change: Partial<ListFilter>, history: `push` | `replace`) => void
}

export function BlogList({ firstPage, total, filter, onFilterChange }: BlogListProps) {
  const { query, category } = filter
  // "Show more" counts pages for one search; another starts at page 1 again. Reset while rendering, so no stale page count shows.
  const [paging, setPaging] = useState({ query, category, pages: 1 })
  const samePaging = paging.query === query && paging.category === category
  if (!samePaging) setPaging({ query, category, pages: 1 })
  const pages = samePaging ? paging.pages : 1
  // Focusing the search box says a search is coming: the search's code and first file start loading then.
  const [searchAhead, setSearchAhead] = useState(false)
  // After a failed load, the next search, category, page or "Try again" loads the index again.
  const [retries, setRetries] = useState(0)

  const attempt = `${query}|${category}|${pages}|${retries}`
  // A search goes to the search index (src/search/); the category and "Show more" alone to the post index.
  const searching = query.trim() !== ``
  const listQuery = searching ? `` : query
  const listFilter = useMemo(() => ({ query: listQuery, category }), [listQuery, category])
  const index = usePostIndex(!searching && needsIndex({ firstPage, total, filter: listFilter, pages }), attempt)
  const search = useSearch(query, category, pages * POSTS_PER_PAGE, searchAhead, attempt)
  // Filtering every post runs when the list or the index changes, not on every render.
  const listed = useMemo(
    () => blogListView({ firstPage, total, filter: listFilter, pages }, index),
    [firstPage, total, listFilter, pages, index],
  )
  const found = searchListView(search, filter, pages, firstPage)
  const { loading, failure, matches, available } = searching ? found : { ...listed, matches: listed.matches?.length ?? null }
  const shown = searching ? found.hits.length : listed.visible.length

  return (
    <section aria-labelledby="blog-title" aria-busy={searching && found.busy}>
      <h1 id="blog-title" className={styles.heading}>
        Blog Posts ({total})
      </h1>
      <SearchBox value={query} onChange={typed => onFilterChange({ query: typed }, `replace`)} onFocus={() => setSearchAhead(true)} />
      <ListStatus filter={filter} matches={matches} shown={shown} total={total} loading={loading} failed={failure !== null} />

      {failure !== null && (
        <p role="alert" className={styles.message}>
          {searching ? `The search could not be made` : `The full list of posts could not be loaded`} ({failure}).{` `}
          <button type="button" className={styles.retry} onClick={() => setRetries(retries + 1)}>
            Try again
          </button>
        </p>
      )}

      {total === 0 ? (
        <div className={styles.empty}>
          <p>No posts yet. Check back soon.</p>
        </div>
      ) : matches === 0 ? (
        <div className={styles.empty}>
          <p>
            No posts match {filter.query.trim() && <>“{filter.query.trim()}”</>}
            {filter.category && <> in {filter.category}</>}.
          </p>
          <button type="button" className={styles.button} onClick={() => onFilterChange({ query: ``, category: ALL_CATEGORIES }, `push`)}>
            Show all posts
          </button>
        </div>
      ) : (
        <ul className={styles.list}>
          {/* Keyed by place: a keystroke that brings other posts fills the cards in place instead of making new ones. */}
          {searching
            ? found.hits.map((hit, position) => (
                <li key={position}>
                  <PostCard post={hit.post} eager={position < 2} match={hit} />
                </li>
              ))
            : listed.visible.map((post, position) => (
                <li key={position}>
                  <PostCard post={post} eager={position < 2} priority={position === 0} />
                </li>
              ))}
        </ul>
      )}

      {available > shown && (
        // The next prebuilt page of the listing (/page/2, /category/rust/page/2), which is
        // where it leads without JavaScript or opened in a new tab; here it shows the posts in place.
        <Link
          to={pagePath(categoryPath(category), pages + 1)}
          className={`${styles.button} ${styles.more}`}
          onClick={event => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
            event.preventDefault()
            setPaging({ query, category, pages: pages + 1 })
          }}
        >
          Show more posts
        </Link>
      )}
    </section>
  )
}

interface SearchBoxProps {
  value: string
  onChange: (value: string) => void
  onFocus: () => void
}

function SearchBox({ value, onChange, onFocus }: SearchBoxProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)

  // Keep what the visitor typed before the page became interactive.
  useEffect(() => {
    const typed = input.current?.value
    if (typed && typed !== value) onChange(typed)
    // Only once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // "/" focuses the search, as on many developer sites, unless the visitor is typing.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== `/` || event.ctrlKey || event.metaKey || event.altKey) return
      const target = event.target as HTMLElement
      if (target.closest(`input, textarea, select, [contenteditable="true"]`)) return
      event.preventDefault()
      input.current?.focus()
    }
    document.addEventListener(`keydown`, onKeyDown)
    return () => document.removeEventListener(`keydown`, onKeyDown)
  }, [])

  return (
    <form role="search" className={styles.search} onSubmit={event => event.preventDefault()}>
      <label htmlFor={id} className="visually-hidden">
        Search blog posts
      </label>
      <Icon name="search" className={styles.searchIcon} />
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        placeholder="Search blog posts..."
        autoComplete="off"
        value={value}
        onChange={event => onChange(event.target.value)}
        onFocus={onFocus}
        className={styles.input}
      />
      <kbd className={styles.hint} aria-hidden="true">
        /
      </kbd>
    </form>
  )
}

interface ListStatusProps {
  filter: ListFilter
  matches: number | null
  shown: number
  total: number
  loading: boolean
  /** The posts a search or "Show more" needs could not be loaded. */
  failed: boolean
}

/** One sentence about what the list shows, announced to screen readers as it changes. */
function ListStatus({ filter, matches, shown, total, loading, failed }: ListStatusProps) {
  let text: string
  if (loading) text = `Loading posts…`
  else if (failed) text = `The posts could not be loaded.`
  else if (isFiltering(filter) && matches !== null) {
    const where = filter.category ? ` in ${filter.category}` : ``
    text = `${matches} ${matches === 1 ? `post matches` : `posts match`}${where}.`
  } else text = `Showing ${shown} of ${total} posts.`
  return (
    <p className={styles.status} role="status">
      {text}
    </p>
  )
}
