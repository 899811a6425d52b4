import React from "react"
import { Link } from "gatsby"
import { useCategories } from "../hooks/use-categories"
import { ALL_CATEGORIES, searchFromFilter, type ListFilter } from "../lib/post-list"
import * as panel from "./panel.module.css"
import * as styles from "./categories-panel.module.css"

interface CategoriesPanelProps {
  filter?: ListFilter
  onChange?: (category: string) => void
}

/**
 * 'All' and each category with its count. Real links to /?category=…, so they
 * work from any page and can be opened in a new tab; on the blog list they
 * apply in place and keep the search.
 */
export function CategoriesPanel({ filter, onChange }: CategoriesPanelProps) {
  const { total, categories } = useCategories()
  const items = [{ name: ALL_CATEGORIES, label: `All`, count: total }, ...categories.map(c => ({ ...c, label: c.name }))]

  return (
    <nav className={panel.panel} aria-labelledby="categories-title">
      <h2 id="categories-title" className={panel.title}>
        Categories
      </h2>
      <ul className={styles.list}>
        {items.map(({ name, label, count }) => (
          <li key={label}>
            <Link
              to={`/${searchFromFilter({ query: filter?.query ?? ``, category: name })}`}
              className={styles.item}
              aria-current={filter?.category === name ? `true` : undefined}
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
