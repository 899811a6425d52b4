import React, { memo, useEffect, useId, useRef } from "react"
import { Icon } from "../icons/icon"
import type { Store } from "../hooks/use-store"
import type { ListFilter } from "../lib/post-list"
import * as styles from "./blog-list.module.css"
import { useWords } from "../i18n/words"

interface SearchBoxProps {
  /** The list's filter (use-list-filter.ts), whose search the box shows. */
  filters: Store<ListFilter>
  /** Made once: a new function would draw the box again. */
  onChange: (value: string) => void
  onFocus: () => void
}

/**
 * The blog list's search box: keeps what was typed before the page was interactive, and "/" focuses it. What the
 * visitor types is the input's own; a search set otherwise (back and forward, a link to "?q=…", "Show all posts") is
 * written into it. So a keystroke draws the list and not the box, which is memoised.
 */
export const SearchBox = memo(function SearchBox({ filters, onChange, onFocus }: SearchBoxProps) {
  const { t } = useWords()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)

  // Keep what the visitor typed before the page became interactive, then follow the filter's search.
  useEffect(() => {
    const box = input.current
    if (!box) return
    const follow = () => {
      const { query } = filters.get()
      if (box.value !== query) box.value = query
    }
    if (box.value && box.value !== filters.get().query) onChange(box.value)
    else follow()
    return filters.subscribe(follow)
  }, [filters, onChange])

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
        {t.list.search}
      </label>
      <Icon name="search" className={styles.searchIcon} />
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        placeholder={t.list.searchPlaceholder}
        autoComplete="off"
        onChange={event => onChange(event.target.value)}
        onFocus={onFocus}
        className={styles.input}
      />
      <kbd className={styles.hint} aria-hidden="true">
        /
      </kbd>
    </form>
  )
})
