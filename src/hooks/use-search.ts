import { useEffect, useMemo, useRef, useState } from "react"
import { searchKey, type SearchPage, type SearchState } from "../search/results"
import { SEARCH_PATH } from "../search/index-format"
import { useWords } from "../i18n/words"
import { languagePath } from "../lib/site-languages"

type Search = typeof import("../search/load")
/** The search's code, once loaded. */
let loaded: Search | null = null
const loadSearch = () => import(/* webpackChunkName: "search" */ `../search/load`).then(search => (loaded = search))

/**
 * The blog list's search: the first `shown` results for `query` in `category`,
 * from the index's pieces (src/search/). The search code and the index's first
 * file are fetched when `warm` turns true (the search box has focus), the rest
 * as the words need them. When the pieces a search needs are in memory, its
 * answer is made in the same render as the keystroke; otherwise the last answer
 * stays while the new one is on its way, so the list does not flicker as the
 * visitor types. A new `attempt` after a failure asks again.
 */
export function useSearch(query: string, category: string, shown: number, warm: boolean, attempt: unknown): SearchState {
  const [state, setState] = useState<SearchState>({ status: `idle` })
  const latest = useRef(0)
  const searching = query.trim() !== ``
  const key = searchKey(query, category, shown)
  // The index of the page's language.
  const index = languagePath(useWords().lang, SEARCH_PATH)
  const now = useMemo(() => {
    loaded?.searchIndexAt(index)
    return searching && loaded ? loaded.searchPageNow(query, category, shown) : null
  }, [index, searching, query, category, shown])
  const page = now ?? (state.status === `ready` && state.key === key ? state.page : null)
  // The answer shown last, made now or fetched: it stays while a newer one is on its way.
  const [last, setLast] = useState<{ key: string; page: SearchPage } | null>(null)
  if (page && last?.page !== page) setLast({ key, page })

  useEffect(() => {
    if (!warm && !searching) return
    // Failures here are reported by the search that needs the file.
    loadSearch()
      .then(search => (search.searchIndexAt(index), search.loadMeta()))
      .catch(() => undefined)
  }, [index, warm, searching])

  useEffect(() => {
    const ticket = ++latest.current
    if (!searching || now) return
    setState(current => (current.status === `ready` ? current : { status: `loading` }))
    loadSearch()
      .then(search => (search.searchIndexAt(index), search.searchPage(query, category, shown)))
      .then(
        page => ticket === latest.current && setState({ status: `ready`, key, page }),
        (error: Error) => ticket === latest.current && setState({ status: `error`, message: error.message }),
      )
  }, [index, searching, now, query, category, shown, key, attempt])

  if (!searching) return { status: `idle` }
  if (page) return { status: `ready`, key, page }
  return state.status === `ready` && last ? { status: `ready`, ...last } : state
}
