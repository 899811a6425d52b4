// The blog's order, newest first: by fields.dateOrder (the day written in date,
// then its time of day when it has one), and posts of the same moment by slug,
// so every build agrees. The queries of the build use NEWEST_FIRST; the home
// page's query writes it out, as a page query must (a unit test holds it to this).

export const NEWEST_FIRST = `sort: [{ fields: { dateOrder: DESC } }, { fields: { slug: ASC } }]`

/** NEWEST_FIRST for posts in hand: `date` is their fields.dateOrder. Slugs compare as text, as Gatsby's sort compares them. */
export function newestFirst(a: { date: string; slug: string }, b: { date: string; slug: string }): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0
}
