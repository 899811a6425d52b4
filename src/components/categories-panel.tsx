import React, { useEffect, useRef } from "react"
import { Link } from "gatsby"
import { useCategories } from "../hooks/use-categories"
import { ALL_CATEGORIES, searchFromFilter, type ListFilter } from "../lib/post-list"
import * as panel from "./panel.module.css"
import * as styles from "./categories-panel.module.css"

interface CategoriesPanelProps {
  filter?: ListFilter
  onChange?: (category: string) => void
  /** Where the layout places it. */
  className?: string
}

/**
 * 'All' and each category with its count. Real links to /?category=…, so they
 * work from any page and can be opened in a new tab; on the blog list they
 * apply in place and keep the search. A panel on wider screens, a row of chips
 * that scrolls sideways on phones (the CSS decides; the markup is the same).
 */
export function CategoriesPanel({ filter, onChange, className }: CategoriesPanelProps) {
  const { total, categories } = useCategories()
  const items = [{ name: ALL_CATEGORIES, label: `All`, count: total }, ...categories.map(c => ({ ...c, label: c.name }))]
  const list = useRef<HTMLUListElement>(null)
  const current = filter?.category

  // In the row of chips, bring the chosen category into view: it may be past the screen's edge.
  useEffect(() => {
    const row = list.current
    const chip = row?.querySelector<HTMLElement>(`[aria-current="true"]`)?.parentElement
    if (!row || !chip || row.scrollWidth <= row.clientWidth) return
    const left = chip.offsetLeft - row.offsetLeft
    if (left < row.scrollLeft || left + chip.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = left - row.clientWidth / 4
  }, [current])

  return (
    <nav className={[panel.panel, styles.panel, className].filter(Boolean).join(` `)} aria-labelledby="categories-title">
      <h2 id="categories-title" className={`${panel.title} ${styles.title}`}>
        Categories
      </h2>
      <ul ref={list} className={styles.list}>
        {items.map(({ name, label, count }) => (
          <li key={label}>
            <Link
              to={`/${searchFromFilter({ query: filter?.query ?? ``, category: name })}`}
              className={styles.item}
              aria-current={current === name ? `true` : undefined}
              onClick={event => {
                if (!onChange || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                event.preventDefault()
                onChange(name)
              }}
            >
              <span>{label}</span>
              <span className={styles.count}>
                {count}
                <span className="visually-hidden"> {count === 1 ? `post` : `posts`}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
