import React from "react"
import { Link } from "gatsby"
import { ARCHIVE_PATH, archiveYearPath, byYearAndMonth, monthId, monthName, type ArchiveSummary } from "../lib/archive"
import { formatDisplayDate } from "../lib/dates"
import { postPath } from "../lib/urls"
import * as styles from "./archive-list.module.css"

interface ArchiveListProps {
  summary: ArchiveSummary
  /** The year of a year's page; null for /archive. */
  year: number | null
  /** The posts this page lists, newest first: all of them, a year's, or none (the split archive's counts page). */
  posts: ReadonlyArray<{ slug: string; title: string; date: string }>
}

const posts = (count: number) => `${count} ${count === 1 ? `post` : `posts`}`

/** The archive: its years with their counts, then each year's months and posts; or, split, each year's months with their counts. */
export function ArchiveList({ summary, year, posts: listed }: ArchiveListProps) {
  const yearHref = (y: number) => (summary.split ? archiveYearPath(y) : `${ARCHIVE_PATH}#year-${y}`)
  const counts = new Map(summary.years.map(entry => [entry.year, entry]))
  const shown = year === null ? summary.years : summary.years.filter(entry => entry.year === year)
  return (
    <section aria-labelledby="archive-title">
      {year !== null && (
        <p className={styles.up}>
          <Link to={ARCHIVE_PATH}>Whole archive</Link>
        </p>
      )}
      <h1 id="archive-title" className={styles.heading}>
        {year === null ? `Archive` : `Archive: ${year}`} ({shown.reduce((sum, entry) => sum + entry.count, 0)})
      </h1>
      <p className={styles.intro}>
        {summary.total === 0 ? `No posts yet.` : `Every post by year and month, newest first.`}
        {summary.lastUpdated && (
          <>
            {` `}Last updated <time dateTime={summary.lastUpdated}>{formatDisplayDate(summary.lastUpdated)}</time>.
          </>
        )}
      </p>
      {summary.years.length > 1 && (
        <nav aria-label="Years" className={styles.years}>
          <ul>
            {summary.years.map(entry => (
              <li key={entry.year}>
                <Link to={yearHref(entry.year)} aria-current={entry.year === year ? `page` : undefined}>
                  {entry.year}
                </Link>
                {` `}
                <span className={styles.count}>({entry.count})</span>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {listed.length > 0
        ? byYearAndMonth(listed).map(({ year: y, months }) => (
            <section key={y} aria-labelledby={`year-${y}`} className={styles.year}>
              <h2 id={`year-${y}`} className={styles.yearHeading}>
                {y} <span className={styles.count}>({posts(counts.get(y)?.count ?? 0)})</span>
              </h2>
              {months.map(({ month, posts: monthPosts }) => (
                <section key={month} aria-labelledby={monthId(y, month)}>
                  <h3 id={monthId(y, month)} className={styles.monthHeading}>
                    {monthName(y, month)} <span className={styles.count}>({posts(monthPosts.length)})</span>
                  </h3>
                  <ul className={styles.posts}>
                    {monthPosts.map(post => (
                      <li key={post.slug}>
                        <time dateTime={post.date.slice(0, 10)} className={styles.date}>
                          {formatDisplayDate(post.date)}
                        </time>
                        <Link to={postPath(post.slug)}>{post.title}</Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </section>
          ))
        : year === null &&
          summary.split &&
          summary.years.map(entry => (
            <section key={entry.year} aria-labelledby={`year-${entry.year}`} className={styles.year}>
              <h2 id={`year-${entry.year}`} className={styles.yearHeading}>
                <Link to={archiveYearPath(entry.year)}>{entry.year}</Link> <span className={styles.count}>({posts(entry.count)})</span>
              </h2>
              <ul className={styles.months}>
                {entry.months.map(({ month, count }) => (
                  <li key={month}>
                    <Link to={`${archiveYearPath(entry.year)}#${monthId(entry.year, month)}`}>{monthName(entry.year, month)}</Link>
                    {` `}
                    <span className={styles.count}>({count})</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
    </section>
  )
}
