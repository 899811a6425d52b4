// How many posts carry each tag or category, and in what order the pages list them: /tags, the categories panel,
// the listing pages and the feeds (listing-counts.ts). Counted when the site is built, so no page's script carries it.
import { categorySlug } from "../src/lib/categories"
import { tagSlug } from "../src/lib/tags"
import { nameOrder } from "./compare-names"

export interface TagCount {
  /** The tag as the posts write it (the most used spelling when they differ). */
  name: string
  slug: string
  /** How many listed posts carry it. */
  count: number
}

/**
 * Every tag with its number of posts, from groups of the posts by
 * `frontmatter.tags` (listing-counts.ts). Spellings that share an address ("Rust", "rust") are one
 * tag; a post counts once, as postTags (content-rules.ts) never gives it two of one address.
 * Most used first, then by name, in the order of `lang` (compare-names.ts).
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

export interface CategoryCount {
  name: string
  count: number
}

/** Categories by name, in the order of `lang` (compare-names.ts), each with its number of posts. */
export function sortCategories(groups: readonly { fieldValue: string | null; totalCount: number }[], lang: string): CategoryCount[] {
  const categories = groups
    .filter((group): group is { fieldValue: string; totalCount: number } => Boolean(group.fieldValue))
    .map(group => ({ name: group.fieldValue, count: group.totalCount }))
  const byName = nameOrder(
    categories.map(category => category.name),
    lang,
  )
  return categories.sort((a, b) => byName(a.name, b.name))
}
