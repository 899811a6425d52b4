import React from "react"
import { Link } from "gatsby"
import { ARCHIVE_PATH, archiveYearPath, byYearAndMonth, monthId, type ArchiveSummary } from "../lib/archive"
import { postPath } from "../lib/urls"
import * as styles from "./archive-list.module.css"
import { countWords, fill, fillParts, formatDate, formatMonth, useWords } from "../i18n/words"
import { languagePath } from "../lib/site-languages"

interface ArchiveListProps {
  summary: ArchiveSummary
  /** The year of a year's page; null for /archive. */
  year: number | null
  /** The posts this page lists, newest first: all of them, a year's, or none (the split archive's counts page). */
  posts: ReadonlyArray<{ slug: string; title: string; date: string }>
}

/** The archive: its years with their counts, then each year's months and posts; or, split, each year's months with their counts. */
export function ArchiveList({ summary, year, posts: listed }: ArchiveListProps) {
  const { lang, t } = useWords()
  const words = t.listing
  const posts = (count: number) => countWords(lang, words.postCount, count)
  const archive = languagePath(lang, ARCHIVE_PATH)
  const yearPath = (y: number) => languagePath(lang, archiveYearPath(y))
  const month = (y: number, m: number) => formatMonth(lang, y, m)
  const yearHref = (y: number) => (summary.split ? yearPath(y) : `${archive}#year-${y}`)
  const counts = new Map(summary.years.map(entry => [entry.year, entry]))
  const shown = year === null ? summary.years : summary.years.filter(entry => entry.year === year)
  return (
    <section aria-labelledby="archive-title">
      {year !== null && (
        <p className={styles.up}>
          <Link to={archive}>{words.wholeArchive}</Link>
        </p>
      )}
      <h1 id="archive-title" className={styles.heading}>
        {fill(year === null ? words.archiveHeading : words.archiveYearHeading, {
          year: year ?? ``,
          count: shown.reduce((sum, entry) => sum + entry.count, 0),
        })}
      </h1>
      <p className={styles.intro}>
        {summary.total === 0 ? words.statusEmpty : words.archiveIntro}
        {summary.lastUpdated && (
          <>
            {` `}
            {fillParts(words.lastUpdated, { date: <time dateTime={summary.lastUpdated}>{formatDate(lang, summary.lastUpdated)}</time> })}
          </>
        )}
      </p>
      {summary.years.length > 1 && (
        <nav aria-label={words.years} className={styles.years}>
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
              {months.map(({ month: monthNumber, posts: monthPosts }) => (
                <section key={monthNumber} aria-labelledby={monthId(y, monthNumber)}>
                  <h3 id={monthId(y, monthNumber)} className={styles.monthHeading}>
                    {month(y, monthNumber)} <span className={styles.count}>({posts(monthPosts.length)})</span>
                  </h3>
                  <ul className={styles.posts}>
                    {monthPosts.map(post => (
                      <li key={post.slug}>
                        <time dateTime={post.date.slice(0, 10)} className={styles.date}>
                          {formatDate(lang, post.date)}
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
                <Link to={yearPath(entry.year)}>{entry.year}</Link> <span className={styles.count}>({posts(entry.count)})</span>
              </h2>
              <ul className={styles.months}>
                {entry.months.map(({ month: monthNumber, count }) => (
                  <li key={monthNumber}>
                    <Link to={`${yearPath(entry.year)}#${monthId(entry.year, monthNumber)}`}>{month(entry.year, monthNumber)}</Link>
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
