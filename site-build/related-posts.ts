// What to read next: the posts before and after this one by date, and the
// posts closest to it in subject. Decided once per build, for every listed post.
import { tagSlug } from "../src/lib/tags"
import { newestFirst } from "./post-order"

export interface PostFacts {
  slug: string
  /** What orders the posts (fields.dateOrder): the day, then the time of day when the date gives one. */
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
  const ordered = [...posts].sort(newestFirst)
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
 * Finds relatedPosts among `others` through an index of both tags and
 * categories made once, walking only as far down each index list as the answer
 * needs. A build asks once per post, so the cost per question must not grow
 * with the blog: on a single-topic blog every post shares every tag, and
 * counting the shared tags of every candidate made the build quadratic.
 *
 * The lists hold ranks, newest first. Short lists are read whole; the long ones
 * are read together, newest first, and each candidate met is scored exactly
 * from its own tags. The walk stops once no post not yet met could be closer
 * than the last of the best `limit`: such a post is older than every one read
 * so far, and shares at most as many tags as there are lists left unread.
 */
function relatedFinder(others: readonly PostFacts[]): (post: PostFacts, limit?: number) => string[] {
  const ordered = [...others].sort(newestFirst)
  const tagSets = ordered.map(other => new Set(other.tags.map(tagSlug)))
  const byTag = new Map<string, number[]>()
  const byCategory = new Map<string, number[]>()
  const add = (index: Map<string, number[]>, key: string, rank: number) => index.get(key)?.push(rank) ?? index.set(key, [rank])
  ordered.forEach((other, rank) => {
    for (const tag of tagSets[rank]) add(byTag, tag, rank)
    add(byCategory, other.category, rank)
  })
  // Which question last met each post, so a post met in two lists counts once.
  const metBy = new Int32Array(ordered.length).fill(-1)
  let question = 0

  return (post, limit = RELATED_LIMIT) => {
    if (limit < 1) return []
    const asked = question++
    const tags = new Set(post.tags.map(tagSlug))
    const best: Candidate[] = []
    const meet = (rank: number) => {
      if (metBy[rank] === asked) return
      metBy[rank] = asked
      const other = ordered[rank]
      if (other.slug === post.slug) return
      let shared = 0
      for (const tag of tagSets[rank]) if (tags.has(tag)) shared++
      const candidate = { rank, shared, sameCategory: other.category === post.category }
      if (shared === 0 && !candidate.sameCategory) return
      if (best.length === limit && !closer(candidate, best[limit - 1])) return
      const at = best.findIndex(kept => closer(candidate, kept))
      best.splice(at >= 0 ? at : best.length, 0, candidate)
      if (best.length > limit) best.pop()
    }

    const tagLists = [...tags].map(tag => byTag.get(tag) ?? [])
    for (const list of tagLists) if (list.length <= SHORT_LIST) list.forEach(meet)
    const long = tagLists.filter(list => list.length > SHORT_LIST).sort((a, b) => a.length - b.length)
    const category = byCategory.get(post.category) ?? []
    const lists = [...long, category]
    const at = lists.map(() => 0)
    for (let steps = 0; ; steps++) {
      // Once the walk has cost as much as reading the rest of the shortest tag
      // list left, read that: one list fewer that an unmet post can be in.
      const shortest = long.findIndex((list, i) => at[i] < list.length)
      if (shortest >= 0 && long[shortest].length - at[shortest] <= steps) {
        for (let i = at[shortest]; i < long[shortest].length; i++) meet(long[shortest][i])
        at[shortest] = long[shortest].length
      }
      // The newest post not yet read in any list.
      let next = Infinity
      for (let i = 0; i < lists.length; i++) if (at[i] < lists[i].length) next = Math.min(next, lists[i][at[i]])
      if (next === Infinity) break
      if (best.length === limit) {
        let tagListsLeft = 0
        for (let i = 0; i < long.length; i++) if (at[i] < long[i].length) tagListsLeft++
        const unmet = { rank: next, shared: tagListsLeft, sameCategory: at[long.length] < category.length }
        if (!closer(unmet, best[limit - 1])) break
      }
      meet(next)
      for (let i = 0; i < lists.length; i++) if (lists[i][at[i]] === next) at[i]++
    }
    return best.map(({ rank }) => ordered[rank].slug)
  }
}

/** Index lists this short are read whole before the walk: cheaper than the bookkeeping of walking them. */
const SHORT_LIST = 32

/** More shared tags first, then the same category, then the newer. */
function closer(a: Candidate, b: Candidate): boolean {
  return a.shared !== b.shared ? a.shared > b.shared : a.sameCategory !== b.sameCategory ? a.sameCategory : a.rank < b.rank
}
