import { useCallback, useEffect, useRef, useState } from "react"
import { ALL_CATEGORIES, filterFromSearch, searchFromFilter, type ListFilter } from "../lib/post-list"

const EMPTY: ListFilter = { query: ``, category: ALL_CATEGORIES }

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

/**
 * The blog list's search and category, kept in the address (`?q=…&category=…`)
 * so a filtered view can be shared, reloaded and navigated with back/forward.
 * The first render is always unfiltered, like the prebuilt HTML.
 */
export function useListFilter(locationSearch: string) {
  const [filter, setFilter] = useState<ListFilter>(EMPTY)
  // The filter as last set, which a change of one part keeps the rest of.
  const latest = useRef(filter)
  useEffect(() => {
    latest.current = filter
  }, [filter])
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
    setFilter(fromAddress)
  }, [locationSearch, flushWrite])

  useEffect(() => {
    const onPopState = () => {
      dropWrite()
      setFilter(fromAddress)
    }
    window.addEventListener(`popstate`, onPopState)
    return () => {
      dropWrite()
      window.removeEventListener(`popstate`, onPopState)
    }
  }, [dropWrite])

  /**
   * Changes the search, the category or both, keeping the other. Typing
   * replaces the history entry, once the list is drawn (keys typed within one
   * frame write once); choosing a category adds an entry at once.
   */
  const update = useCallback(
    (change: Partial<ListFilter>, history: `push` | `replace`) => {
      const next = (latest.current = { ...latest.current, ...change })
      setFilter(next)
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
    [dropWrite, flushWrite],
  )

  return [filter, update] as const
}
