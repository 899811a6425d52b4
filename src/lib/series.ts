// Series: posts that say `series: "Name"` belong together, in the order of
// their `seriesOrder` (a whole number from 1), then of their dates. Each part
// shows "Part 2 of 4 of Name" with every part linked, /series/{slug} lists
// them, and previous and next lead through the series before the blog.
import { nameSlug } from "./slug"

export const SERIES_PATH = `/series`

/** A series' page: "Actix Web in Practice" → /series/actix-web-in-practice. */
export function seriesPath(name: string): string {
  return `${SERIES_PATH}/${nameSlug(name, `series`)}`
}

export interface SeriesMember {
  slug: string
  /** YYYY-MM-DD. */
  date: string
  series: string | null
  seriesOrder: number | null
}

export interface Series {
  name: string
  path: string
  /** Every part's slug, first part first. */
  parts: string[]
}

/**
 * Every series of `posts` (listed posts), by the address of its name, so
 * spellings that differ only in case are one series; its name is its first
 * part's. Parts with a seriesOrder come in that order, then the rest by date.
 */
export function allSeries(posts: readonly SeriesMember[]): Series[] {
  const groups = new Map<string, SeriesMember[]>()
  for (const post of posts) {
    if (!post.series) continue
    const key = seriesPath(post.series)
    groups.set(key, [...(groups.get(key) ?? []), post])
  }
  return [...groups].map(([path, members]) => {
    const parts = [...members].sort(
      (a, b) =>
        (a.seriesOrder ?? Infinity) - (b.seriesOrder ?? Infinity) ||
        (a.date < b.date ? -1 : a.date > b.date ? 1 : a.slug.localeCompare(b.slug)),
    )
    return { name: parts[0].series as string, path, parts: parts.map(part => part.slug) }
  })
}

/** The series a post is part of, and its neighbours in it; null outside any series. */
export function seriesPlace(
  series: readonly Series[],
  slug: string,
): { series: Series; index: number; previous: string | null; next: string | null } | null {
  for (const one of series) {
    const index = one.parts.indexOf(slug)
    if (index !== -1) return { series: one, index, previous: one.parts[index - 1] ?? null, next: one.parts[index + 1] ?? null }
  }
  return null
}

/**
 * A series longer than this shows, on each part's page, the parts around it and a link to the series' page instead
 * of every part, so a part's page and its query do not grow with the series (a daily log of hundreds of parts).
 */
export const LISTED_PARTS_LIMIT = 12
/** How many parts before and after the one being read such a page shows. */
const NEIGHBOURS = 2

/** The parts a part's page lists: all of a short series; of a long one, the part and its neighbours. */
export function partsShown(parts: readonly string[], index: number): { slugs: string[]; first: number } {
  if (parts.length <= LISTED_PARTS_LIMIT) return { slugs: [...parts], first: 0 }
  const first = Math.max(0, Math.min(index - NEIGHBOURS, parts.length - 2 * NEIGHBOURS - 1))
  return { slugs: parts.slice(first, first + 2 * NEIGHBOURS + 1), first }
}
