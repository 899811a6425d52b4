import React from "react"
import { Link } from "gatsby"
import { formatDisplayDate } from "../lib/dates"
import { postPath } from "../lib/urls"
import * as styles from "./series-list.module.css"

export interface SeriesListPart {
  slug: string
  title: string
  /** YYYY-MM-DD. */
  date: string
  description: string | null
}

/** A series' page: its name and its parts in order, each with its number, date and description. */
export function SeriesList({ name, parts }: { name: string; parts: readonly SeriesListPart[] }) {
  return (
    <section aria-labelledby="series-title">
      <p className={styles.kind}>A series in {parts.length} parts</p>
      <h1 id="series-title" className={styles.heading}>
        {name}
      </h1>
      <ol className={styles.parts}>
        {parts.map((part, index) => (
          <li key={part.slug}>
            <p className={styles.meta}>
              Part {index + 1} · <time dateTime={part.date}>{formatDisplayDate(part.date)}</time>
            </p>
            <h2 className={styles.title}>
              <Link to={postPath(part.slug)}>{part.title}</Link>
            </h2>
            {part.description && <p className={styles.description}>{part.description}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}
