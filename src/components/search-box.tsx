import React, { useEffect, useId, useRef } from "react"
import { Icon } from "../icons/icon"
import * as styles from "./blog-list.module.css"
import { useWords } from "../i18n/words"

interface SearchBoxProps {
  value: string
  onChange: (value: string) => void
  onFocus: () => void
}

/** The blog list's search box: keeps what was typed before the page was interactive, and "/" focuses it. */
export function SearchBox({ value, onChange, onFocus }: SearchBoxProps) {
  const { t } = useWords()
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
