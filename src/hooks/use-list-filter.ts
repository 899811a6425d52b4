import { useCallback, useEffect, useRef, useState } from "react"
import { ALL_CATEGORIES, filterFromSearch, searchFromFilter, type ListFilter } from "../lib/post-list"
import { createStore, type Store } from "./use-store"

const EMPTY: ListFilter = { query: ``, category: ALL_CATEGORIES }

/** The whole filter and its category, for useStorePart(). */
export const wholeFilter = (filter: ListFilter) => filter
export const filterCategory = (filter: ListFilter) => filter.category

/**
 * Runs `callback` once the next frame has been painted; returns a cancel.
 * Writing the address costs the browser about a millisecond, as much as
 * filtering every post, so a keystroke's list is drawn first.
 */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => (timer = setTimeout(callback, 0)))
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/**
 * The filter the address holds, as a state update: the current filter itself
 * when the address says the same, so that reading an address without a filter
 * on the first load renders nothing again (the page around the list included).
 */
function fromAddress(current: ListFilter): ListFilter {
  const next = filterFromSearch(window.location.search)
  return next.query === current.query && next.category === current.category ? current : next
}

interface PendingWrite {
  cancel: () => void
  write: () => void
}

/** Changes the search, the category or both, keeping the other; `push` adds a history entry, `replace` does not. */
export type FilterChange = (change: Partial<ListFilter>, history: `push` | `replace`) => void

/**
 * The blog list's search and category, kept in the address (`?q=…&category=…`)
 * so a filtered view can be shared, reloaded and navigated with back/forward.
 * The filter is a store (use-store.ts) that each component reads its part of.
 * The first render is always unfiltered, like the prebuilt HTML.
 */
export function useListFilter(locationSearch: string): readonly [Store<ListFilter>, FilterChange] {
  const [filters] = useState(() => createStore(EMPTY))
  const pending = useRef<PendingWrite | null>(null)

  // The address write still waiting for the next paint: made at once, or dropped.
  const flushWrite = useCallback(() => {
    const waiting = pending.current
    pending.current = null
    waiting?.cancel()
    waiting?.write()
  }, [])
  const dropWrite = useCallback(() => {
    pending.current?.cancel()
    pending.current = null
  }, [])

  // Read the address itself: the search box may already have a search to write on mount.
  useEffect(() => {
    flushWrite()
    filters.set(fromAddress)
  }, [locationSearch, flushWrite, filters])

  useEffect(() => {
    const onPopState = () => {
      dropWrite()
      filters.set(fromAddress)
    }
    window.addEventListener(`popstate`, onPopState)
    return () => {
      dropWrite()
      window.removeEventListener(`popstate`, onPopState)
    }
  }, [dropWrite, filters])

  /**
   * Changes the search, the category or both, keeping the other. Typing
   * replaces the history entry, once the list is drawn (keys typed within one
   * frame write once); choosing a category adds an entry at once.
   */
  const update = useCallback<FilterChange>(
    (change, history) => {
      const next = { ...filters.get(), ...change }
      filters.set(next)
      dropWrite()
      const from = window.location.href
      const write = () => {
        // The visitor has gone on to another address since: that entry is not ours to change.
        if (window.location.href !== from) return
        const url = `${window.location.pathname}${searchFromFilter(next)}${window.location.hash}`
        if (history === `push`) window.history.pushState(window.history.state, ``, url)
        else window.history.replaceState(window.history.state, ``, url)
      }
      if (history === `push`) write()
      else pending.current = { cancel: afterNextPaint(flushWrite), write }
    },
    [dropWrite, flushWrite, filters],
  )

  return [filters, update] as const
}
