import React from "react"
import { Link } from "gatsby"
import { postPath } from "../lib/urls"
import * as styles from "./series-list.module.css"
import { fill, formatDate, useWords } from "../i18n/words"

export interface SeriesListPart {
  slug: string
  title: string
  /** YYYY-MM-DD. */
  date: string
  description: string | null
}

/** A series' page: its name and its parts in order, each with its number, date and description. */
export function SeriesList({ name, parts }: { name: string; parts: readonly SeriesListPart[] }) {
  const { lang, t } = useWords()
  return (
    <section aria-labelledby="series-title">
      <p className={styles.kind}>{fill(t.listing.seriesKind, { count: parts.length })}</p>
      <h1 id="series-title" className={styles.heading}>
        {name}
      </h1>
      <ol className={styles.parts}>
        {parts.map((part, index) => (
          <li key={part.slug}>
            <p className={styles.meta}>
              {fill(t.listing.seriesPart, { index: index + 1 })} · <time dateTime={part.date}>{formatDate(lang, part.date)}</time>
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
