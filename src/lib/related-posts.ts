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
  return relatedFinder(others)(post, limit)
}

/**
 * The reading links of every post in `posts` (the listed ones). A post that is
 * not listed (whoami) gets none: it sits outside the blog's order.
 */
export function readingLinks(posts: readonly PostFacts[]): Map<string, ReadingLinks> {
  const ordered = [...posts].sort(byDateDesc)
  const related = relatedFinder(ordered)
  return new Map(
    ordered.map((post, index) => [
      post.slug,
      {
        previous: ordered[index + 1]?.slug ?? null,
        next: ordered[index - 1]?.slug ?? null,
        related: related(post),
      },
    ]),
  )
}

interface Candidate {
  /** The post's place among the others, newest first. */
  rank: number
  shared: number
  sameCategory: boolean
}

/**
 * Finds relatedPosts among `others` by looking only at the posts that share a
 * tag or the category, through an index of both made once: a build of 5,000
 * posts asks 5,000 times, and comparing every pair took 24 seconds.
 */
function relatedFinder(others: readonly PostFacts[]): (post: PostFacts, limit?: number) => string[] {
  const ordered = [...others].sort(byDateDesc)
  const byTag = new Map<string, number[]>()
  const byCategory = new Map<string, number[]>()
  const add = (index: Map<string, number[]>, key: string, rank: number) => index.get(key)?.push(rank) ?? index.set(key, [rank])
  ordered.forEach((other, rank) => {
    for (const tag of new Set(other.tags.map(tagSlug))) add(byTag, tag, rank)
    add(byCategory, other.category, rank)
  })

  return (post, limit = RELATED_LIMIT) => {
    const shared = new Map<number, number>()
    for (const tag of new Set(post.tags.map(tagSlug))) {
      for (const rank of byTag.get(tag) ?? []) shared.set(rank, (shared.get(rank) ?? 0) + 1)
    }
    const sameCategory = new Set(byCategory.get(post.category))
    const ranks = new Set([...shared.keys(), ...sameCategory])
    const best: Candidate[] = []
    for (const rank of ranks) {
      if (ordered[rank].slug === post.slug) continue
      const candidate = { rank, shared: shared.get(rank) ?? 0, sameCategory: sameCategory.has(rank) }
      const at = best.findIndex(kept => closer(candidate, kept))
      if (at >= 0) best.splice(at, 0, candidate)
      else best.push(candidate)
      if (best.length > limit) best.pop()
    }
    return best.map(({ rank }) => ordered[rank].slug)
  }
}

/** More shared tags first, then the same category, then the newer. */
function closer(a: Candidate, b: Candidate): boolean {
  return a.shared !== b.shared ? a.shared > b.shared : a.sameCategory !== b.sameCategory ? a.sameCategory : a.rank < b.rank
}
