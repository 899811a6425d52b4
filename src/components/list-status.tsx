import React from "react"
import { isFiltering, type ListFilter } from "../lib/post-list"
import * as styles from "./blog-list.module.css"

interface ListStatusProps {
  filter: ListFilter
  matches: number | null
  shown: number
  total: number
  loading: boolean
  /** The posts a search or "Show more" needs could not be loaded. */
  failed: boolean
}

/** One sentence about what the list shows, announced to screen readers as it changes. */
export function ListStatus({ filter, matches, shown, total, loading, failed }: ListStatusProps) {
  let text: string
  if (loading) text = `Loading posts…`
  else if (failed) text = `The posts could not be loaded.`
  else if (isFiltering(filter) && matches !== null) {
    const where = filter.category ? ` in ${filter.category}` : ``
    text = `${matches} ${matches === 1 ? `post matches` : `posts match`}${where}.`
  } else text = `Showing ${shown} of ${total} posts.`
  return (
    <p className={styles.status} role="status">
      {text}
    </p>
  )
}
