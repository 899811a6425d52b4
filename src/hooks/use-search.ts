import { useEffect, useRef, useState } from "react"
import { searchKey, type SearchState } from "../search/results"

const loadSearch = () => import(/* webpackChunkName: "search" */ `../search/load`)

/**
 * The blog list's search: the first `shown` results for `query` in `category`,
 * from the index's pieces (src/search/). The search code and the index's first
 * file are fetched when `warm` turns true (the search box has focus), the rest
 * as the words need them. While a new answer is on its way the last one stays,
 * so the list does not flicker as the visitor types. A new `attempt` after a
 * failure asks again.
 */
export function useSearch(query: string, category: string, shown: number, warm: boolean, attempt: unknown): SearchState {
  const [state, setState] = useState<SearchState>({ status: `idle` })
  const latest = useRef(0)
  const searching = query.trim() !== ``

  useEffect(() => {
    if (!warm && !searching) return
    // Failures here are reported by the search that needs the file.
    loadSearch()
      .then(
        search => search.loadMeta(),
        () => undefined,
      )
      .catch(() => undefined)
  }, [warm, searching])

  useEffect(() => {
    if (!searching) return
    const ticket = ++latest.current
    const key = searchKey(query, category, shown)
    setState(current => (current.status === `ready` ? current : { status: `loading` }))
    loadSearch()
      .then(search => search.searchPage(query, category, shown))
      .then(
        page => ticket === latest.current && setState({ status: `ready`, key, page }),
        (error: Error) => ticket === latest.current && setState({ status: `error`, message: error.message }),
      )
  }, [searching, query, category, shown, attempt])

  return searching ? state : { status: `idle` }
}
