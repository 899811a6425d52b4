import React, { useEffect, useRef } from "react"
import { Link } from "gatsby"
import { useCategories } from "../hooks/use-categories"
import { categoryPath } from "../lib/categories"
import { ALL_CATEGORIES } from "../lib/post-list"
import * as panel from "./panel.module.css"
import * as styles from "./categories-panel.module.css"
import { countWords, useWords } from "../i18n/words"
import { languagePath } from "../lib/site-languages"

interface CategoriesPanelProps {
  /** The category the page shows, marked as current (ALL_CATEGORIES for every post); none on other pages. */
  current?: string
  /** Given on the blog list, so a category applies in place, keeping the search, instead of opening its page. */
  onChange?: (category: string) => void
}

/**
 * 'All' and each category with its count. Real links to each category's
 * prebuilt page (/category/rust; 'All' is the home page), so they work
 * without JavaScript and can be opened in a new tab; on the blog list they
 * apply in place. A panel on wider screens, a row of chips that scrolls
 * sideways on phones (the CSS decides; the markup is the same).
 */
export function CategoriesPanel({ current, onChange }: CategoriesPanelProps) {
  const { lang, t } = useWords()
  const { total, categories } = useCategories(lang)
  const items = [{ name: ALL_CATEGORIES, label: t.list.allCategories, count: total }, ...categories.map(c => ({ ...c, label: c.name }))]
  const list = useRef<HTMLUListElement>(null)

  // In the row of chips, bring the chosen category into view: it may be past the screen's edge.
  useEffect(() => {
    const row = list.current
    const chip = row?.querySelector<HTMLElement>(`[aria-current="true"]`)?.parentElement
    if (!row || !chip || row.scrollWidth <= row.clientWidth) return
    const left = chip.offsetLeft - row.offsetLeft
    if (left < row.scrollLeft || left + chip.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = left - row.clientWidth / 4
  }, [current])

  return (
    <nav className={`${panel.panel} ${styles.panel}`} aria-labelledby="categories-title">
      <h2 id="categories-title" className={`${panel.title} ${styles.title}`}>
        {t.list.categories}
      </h2>
      <ul ref={list} className={styles.list}>
        {items.map(({ name, label, count }) => (
          <li key={label}>
            <Link
              to={languagePath(lang, categoryPath(name))}
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
                <span className="visually-hidden"> {countWords(lang, t.list.posts, count)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
