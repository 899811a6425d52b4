// What to read next: the posts before and after this one by date, and the
// posts closest to it in subject. Decided once per build, for every listed post.
import { tagSlug } from "./tags"

export interface PostFacts {
  slug: string
  /** YYYY-MM-DD. */
  date: string
  category: string
  tags: readonly string[]
}

export interface ReadingLinks {
  /** The listed post just older than this one, if any. */
  previous: string | null
  /** The listed post just newer than this one, if any. */
  next: string | null
  /** Up to RELATED_LIMIT slugs, the closest first. */
  related: string[]
}

export const RELATED_LIMIT = 3

/** Newest first; posts of the same day by slug, so the order never depends on the file system. */
function byDateDesc(a: PostFacts, b: PostFacts): number {
  return a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1
}

/**
 * Related posts: those sharing the most tags (compared as their addresses, so
 * "Rust" and "rust" match), then those in the same category, newest first. A
 * post sharing neither is not related.
 */
export function relatedPosts(post: PostFacts, others: readonly PostFacts[], limit = RELATED_LIMIT): string[] {
  const tags = new Set(post.tags.map(tagSlug))
  return others
    .filter(other => other.slug !== post.slug)
    .map(other => ({
      other,
      shared: new Set(other.tags.map(tagSlug).filter(tag => tags.has(tag))).size,
      sameCategory: other.category === post.category,
    }))
    .filter(({ shared, sameCategory }) => shared > 0 || sameCategory)
    .sort((a, b) => b.shared - a.shared || Number(b.sameCategory) - Number(a.sameCategory) || byDateDesc(a.other, b.other))
    .slice(0, limit)
    .map(({ other }) => other.slug)
}

/**
 * The reading links of every post in `posts` (the listed ones). A post that is
 * not listed (whoami) gets none: it sits outside the blog's order.
 */
export function readingLinks(posts: readonly PostFacts[]): Map<string, ReadingLinks> {
  const ordered = [...posts].sort(byDateDesc)
  return new Map(
    ordered.map((post, index) => [
      post.slug,
      {
        previous: ordered[index + 1]?.slug ?? null,
        next: ordered[index - 1]?.slug ?? null,
        related: relatedPosts(post, ordered),
      },
    ]),
  )
}
