// How many posts carry each tag or category, for /tags and the listing pages.
// Apart from tags.ts, whose addresses every card needs, so the blog list's script does not carry it.
import { categorySlug } from "./categories"
import { nameOrder } from "./compare-names"
import { tagSlug } from "./tags"

export interface TagCount {
  /** The tag as the posts write it (the most used spelling when they differ). */
  name: string
  slug: string
  /** How many listed posts carry it. */
  count: number
}

/**
 * Every tag with its number of posts, from GraphQL's groups of
 * `frontmatter.tags`. Spellings that share an address ("Rust", "rust") are one
 * tag; a post counts once, as postTags (content-rules.ts) never gives it two of one address.
 * Most used first, then by name, in the order of `lang` (the page's: compare-names.ts).
 */
export function tagCounts(groups: readonly Group[], lang: string): TagCount[] {
  return countsBySlug(groups, tagSlug, lang)
}

/** Every category with its number of posts, as tagCounts counts tags: names that share an address are one. */
export function categoryCounts(groups: readonly Group[], lang: string): TagCount[] {
  return countsBySlug(groups, categorySlug, lang)
}

/** A GraphQL group of posts by one field's value. */
interface Group {
  fieldValue: string | null
  totalCount: number
}

function countsBySlug(groups: readonly Group[], slugOf: (name: string) => string, lang: string): TagCount[] {
  const bySlug = new Map<string, { count: number; spellings: { name: string; count: number }[] }>()
  for (const { fieldValue, totalCount } of groups) {
    if (!fieldValue) continue
    const slug = slugOf(fieldValue)
    const tag = bySlug.get(slug) ?? { count: 0, spellings: [] }
    tag.count += totalCount
    tag.spellings.push({ name: fieldValue, count: totalCount })
    bySlug.set(slug, tag)
  }
  const counts = [...bySlug.entries()].map(([slug, { count, spellings }]) => {
    const [first] = spellings.sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    return { name: first.name, slug, count }
  })
  const byName = nameOrder(
    counts.map(tag => tag.name),
    lang,
  )
  return counts.sort((a, b) => b.count - a.count || byName(a.name, b.name) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
}
