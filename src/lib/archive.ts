// The archive: every listed post by year and month. Past ARCHIVE_SPLIT posts,
// /archive lists the years and months with their counts and each year has a
// page of its own (/archive/2024), so no page grows with the whole blog.
import { ARCHIVE_PATH } from "./archive-path"

export { ARCHIVE_PATH }

/**
 * The most posts /archive lists on one page. A post's line is about 175 bytes
 * of HTML with the sample's titles, so 500 posts are some 90 KB of the page,
 * and ten times as many on one page would be near a megabyte.
 */
export const ARCHIVE_SPLIT = 500

export function archiveYearPath(year: number): string {
  return `${ARCHIVE_PATH}/${year}`
}

export interface ArchiveMonth {
  /** 1 to 12. */
  month: number
  count: number
}

export interface ArchiveYear {
  year: number
  count: number
  /** Newest first. */
  months: ArchiveMonth[]
}

/** What every archive page knows of the whole blog: a few numbers, whatever the number of posts. */
export interface ArchiveSummary {
  total: number
  years: ArchiveYear[]
  /** YYYY-MM-DD: the newest post's date or update. */
  lastUpdated: string | null
  /** Whether each year has a page of its own. */
  split: boolean
}

/** The page context of an archive page: the summary, its year if it is a year's page, and the posts it lists. */
export interface ArchivePageContext {
  summary: ArchiveSummary
  year: number | null
  slugs: string[]
}

export interface ArchivePost {
  slug: string
  date: string
  updated?: string | null
}

/** A post's year and month, from its date as written (2025-03-23 or a date-time): the day the author gave. */
function yearMonth(date: string): [number, number] {
  const [year, month] = date.slice(0, 7).split(`-`).map(Number)
  return [year, month]
}

export function archiveSummary(posts: readonly ArchivePost[], splitAt = ARCHIVE_SPLIT): ArchiveSummary {
  const years = new Map<number, Map<number, number>>()
  let lastUpdated: string | null = null
  for (const { date, updated } of posts) {
    const [year, month] = yearMonth(date)
    const months = years.get(year) ?? new Map<number, number>()
    months.set(month, (months.get(month) ?? 0) + 1)
    years.set(year, months)
    for (const day of [date, updated]) if (day && (lastUpdated === null || day.slice(0, 10) > lastUpdated)) lastUpdated = day.slice(0, 10)
  }
  return {
    total: posts.length,
    years: [...years]
      .sort(([a], [b]) => b - a)
      .map(([year, months]) => ({
        year,
        count: [...months.values()].reduce((sum, count) => sum + count, 0),
        months: [...months].sort(([a], [b]) => b - a).map(([month, count]) => ({ month, count })),
      })),
    lastUpdated,
    split: posts.length > splitAt,
  }
}

/** The archive's pages from the listed posts: /archive with every post, or, split, /archive with the counts and a page per year. */
export function archivePages(posts: readonly ArchivePost[], splitAt = ARCHIVE_SPLIT): Array<{ path: string; context: ArchivePageContext }> {
  const summary = archiveSummary(posts, splitAt)
  if (!summary.split) return [{ path: ARCHIVE_PATH, context: { summary, year: null, slugs: posts.map(post => post.slug) } }]
  return [
    { path: ARCHIVE_PATH, context: { summary, year: null, slugs: [] } },
    ...summary.years.map(({ year }) => ({
      path: archiveYearPath(year),
      context: { summary, year, slugs: posts.filter(post => yearMonth(post.date)[0] === year).map(post => post.slug) },
    })),
  ]
}

/** The month's id on the page: "2025-03" (its heading is the language's name of it: formatMonth in src/i18n/words.tsx). */
export function monthId(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, `0`)}`
}

/** The posts of one page by year, then month, in the order given (newest first). */
export function byYearAndMonth<T extends { date: string }>(
  posts: readonly T[],
): Array<{ year: number; months: Array<{ month: number; posts: T[] }> }> {
  const years: Array<{ year: number; months: Array<{ month: number; posts: T[] }> }> = []
  for (const post of posts) {
    const [year, month] = yearMonth(post.date)
    if (years[years.length - 1]?.year !== year) years.push({ year, months: [] })
    const { months } = years[years.length - 1]
    if (months[months.length - 1]?.month !== month) months.push({ month, posts: [] })
    months[months.length - 1].posts.push(post)
  }
  return years
}
