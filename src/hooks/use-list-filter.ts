import { useCallback, useEffect, useState } from "react"
import { ALL_CATEGORIES, filterFromSearch, searchFromFilter, type ListFilter } from "../lib/post-list"

const EMPTY: ListFilter = { query: ``, category: ALL_CATEGORIES }

/**
 * The blog list's search and category, kept in the address (`?q=…&category=…`)
 * so a filtered view can be shared, reloaded and navigated with back/forward.
 * The first render is always unfiltered, like the prebuilt HTML.
 */
export function useListFilter(locationSearch: string) {
  const [filter, setFilter] = useState<ListFilter>(EMPTY)

  // Read the address itself: the search box may already have written to it on mount.
  useEffect(() => setFilter(filterFromSearch(window.location.search)), [locationSearch])

  useEffect(() => {
    const onPopState = () => setFilter(filterFromSearch(window.location.search))
    window.addEventListener(`popstate`, onPopState)
    return () => window.removeEventListener(`popstate`, onPopState)
  }, [])

  /** Typing replaces the history entry; choosing a category adds one. */
  const update = useCallback((next: ListFilter, history: `push` | `replace`) => {
    setFilter(next)
    const url = `${window.location.pathname}${searchFromFilter(next)}${window.location.hash}`
    if (history === `push`) window.history.pushState(window.history.state, ``, url)
    else window.history.replaceState(window.history.state, ``, url)
  }, [])

  return [filter, update] as const
}
