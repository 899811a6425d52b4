// A page per series (/series/{slug}) listing its parts in order
// (src/lib/series.ts). Its context holds the parts' slugs; the template
// queries their titles, dates and descriptions.
import path from "path"
import type { Actions } from "gatsby"
import { allSeries, type SeriesMember } from "../src/lib/series"

export interface SeriesSource {
  listed: boolean
  fields: { slug: string; dateOrder: string }
  frontmatter: { series: string | null; seriesOrder: number | null }
}

/** The series of the listed posts; a post kept off the list is in none. */
export function listedSeriesMembers(posts: readonly SeriesSource[]): SeriesMember[] {
  return posts
    .filter(post => post.listed)
    .map(({ fields, frontmatter }) => ({
      slug: fields.slug,
      date: fields.dateOrder,
      series: frontmatter.series,
      seriesOrder: frontmatter.seriesOrder,
    }))
}

export function createSeriesPages(posts: readonly SeriesSource[], createPage: Actions["createPage"]): void {
  const component = path.resolve(`src/templates/series.tsx`)
  for (const series of allSeries(listedSeriesMembers(posts))) createPage({ path: series.path, component, context: { slugs: series.parts } })
}
