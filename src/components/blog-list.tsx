import React, { useCallback, useMemo, useState } from "react"
import { usePostIndex } from "../hooks/use-post-index"
import { useSearch } from "../hooks/use-search"
import { useCardsOnScreen } from "../hooks/use-cards-on-screen"
import { wholeFilter, type FilterChange } from "../hooks/use-list-filter"
import { useStorePart, type Store } from "../hooks/use-store"
import { categoryPath } from "../lib/categories"
import { pagePath } from "../lib/pagination"
import { blogListView, needsIndex, searchListView } from "../lib/blog-list-view"
import { ALL_CATEGORIES, isFiltering, POSTS_PER_PAGE, type ListFilter, type PostSummary } from "../lib/post-list"
import { CardList } from "./card-list"
import { PageLink } from "./page-link"
import { SearchBox } from "./search-box"
import type { SearchHit } from "../search/results"
import * as styles from "./blog-list.module.css"
import { countWords, fill, useWords } from "../i18n/words"
import { languagePath } from "../lib/site-languages"

interface BlogListProps {
  /** The newest posts, prebuilt into the page. */
  firstPage: PostSummary[]
  /** The number of listed posts. */
  total: number
  /** The search and category (use-list-filter.ts): the list renders when they change, the page around it when the category does. */
  filters: Store<ListFilter>
  onFilterChange: FilterChange
  /** The pinned posts' slugs: first in the list without a search or category (the first page has them first), labelled. */
  pinned?: ReadonlySet<string>
}

export function BlogList({ firstPage, total, filters, onFilterChange, pinned }: BlogListProps) {
  const filter = useStorePart(filters, wholeFilter)
  const { query, category } = filter
  const { lang, t } = useWords()
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
    () => blogListView({ firstPage, total, filter: listFilter, pages, pinned }, index),
    [firstPage, total, listFilter, pages, pinned, index],
  )
  const found = searchListView(search, filter, pages, firstPage)
  // A keystroke's render draws the cards that were on the screen when it was typed (and one more, in case
  // they shrink); the cards below them follow in a render of their own, which the next keystroke can interrupt.
  const listOnScreen = useCardsOnScreen()
  const resultsOnScreen = useCardsOnScreen()
  const [drawAtOnce, setDrawAtOnce] = useState(Infinity)
  // Made once, so the search box is not drawn again at each keystroke; the list shown is read when the key is typed.
  const onTyped = useCallback(
    (typed: string) => {
      const shownList = filters.get().query.trim() === `` ? listOnScreen : resultsOnScreen
      setDrawAtOnce(shownList.count() + 1)
      onFilterChange({ query: typed }, `replace`)
    },
    [filters, onFilterChange, listOnScreen, resultsOnScreen],
  )
  const onSearchFocus = useCallback(() => setSearchAhead(true), [])
  // The list and the search's results are two lists of cards, and the one not shown keeps its cards, hidden: emptying
  // the search box shows the list as it was, drawing nothing again, and a search typed again finds its last results.
  // The results' list is made at the first search, so the prebuilt HTML and its hydration have the list alone.
  const [results, setResults] = useState<readonly SearchHit[] | null>(null)
  if (searching && found.hits !== results) setResults(found.hits)
  const { loading, failure, matches, available } = searching ? found : { ...listed, matches: listed.matches?.length ?? null }
  const shown = searching ? found.hits.length : listed.visible.length
  const noCards = matches === 0

  return (
    <section aria-labelledby="blog-title" aria-busy={searching && found.busy}>
      <h1 id="blog-title" className={styles.heading}>
        {fill(t.list.heading, { total })}
      </h1>
      <SearchBox filters={filters} onChange={onTyped} onFocus={onSearchFocus} />
      <ListStatus filter={filter} matches={matches} shown={shown} total={total} loading={loading} failed={failure !== null} />

      {failure !== null && (
        <p role="alert" className={styles.message}>
          {searching ? t.list.searchFailed : t.list.listFailed} ({failure}).{` `}
          <button type="button" className={styles.retry} onClick={() => setRetries(retries + 1)}>
            {t.list.tryAgain}
          </button>
        </p>
      )}

      {total === 0 ? (
        <div className={styles.empty}>
          <p>{t.list.empty}</p>
        </div>
      ) : (
        <>
          {noCards && (
            <div className={styles.empty}>
              <NoMatch filter={filter} />
              <button
                type="button"
                className={styles.button}
                onClick={() => onFilterChange({ query: ``, category: ALL_CATEGORIES }, `push`)}
              >
                {t.list.showAll}
              </button>
            </div>
          )}
          <CardList
            cards={listed.visible}
            onScreen={listOnScreen}
            hidden={searching || noCards}
            drawAtOnce={searching ? Infinity : drawAtOnce}
            pinned={category ? undefined : pinned}
          />
          {results && (
            <CardList
              cards={results}
              onScreen={resultsOnScreen}
              hidden={!searching || noCards}
              drawAtOnce={searching ? drawAtOnce : Infinity}
            />
          )}
        </>
      )}

      {available > shown && (
        // The next prebuilt page of the listing (/page/2, /category/rust/page/2), which is
        // where it leads without JavaScript or opened in a new tab; here it shows the posts in place.
        <PageLink
          to={languagePath(lang, pagePath(categoryPath(category), pages + 1))}
          className={`${styles.button} ${styles.more}`}
          onClick={event => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
            event.preventDefault()
            setPaging({ query, category, pages: pages + 1 })
          }}
        >
          {t.list.showMore}
        </PageLink>
      )}
    </section>
  )
}

/** "No posts match “rust” in Python." */
function NoMatch({ filter: { query, category } }: { filter: ListFilter }) {
  const { t } = useWords()
  const typed = query.trim()
  return <p>{typed ? fill(category ? t.list.noMatchIn : t.list.noMatch, { query: typed, category }) : fill(t.list.noneIn, { category })}</p>
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
  const { lang, t } = useWords()
  let text: string
  if (loading) text = t.list.loading
  else if (failed) text = t.list.loadFailed
  else if (isFiltering(filter) && matches !== null) {
    text = countWords(lang, filter.category ? t.list.matchesIn : t.list.matches, matches, { category: filter.category })
  } else text = fill(t.list.showing, { shown, total })
  return (
    <p className={styles.status} role="status">
      {text}
    </p>
  )
}
