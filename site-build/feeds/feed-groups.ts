// Which posts go into which feed: the blog's, each category's, each tag's and
// each author's (of authors.json) newest `limit` listed posts, grouped in one pass over the posts, so the build
// stays linear in their number whatever the number of tags.
import { siteConfig } from "../../src/site-config"
import { categoryPath, categorySlug } from "../../src/lib/categories"
import { categoryCounts, tagCounts } from "../tag-counts"
import { tagPath, tagSlug } from "../../src/lib/tags"
import { authorPath } from "../../src/lib/authors"

/** A listed post as the build lists it, newest first. */
export interface FeedPostRef {
  id: string
  category: string
  tags: readonly string[]
  /** The ids of its authors that authors.json has. */
  authors: readonly string[]
}

export interface FeedGroup {
  kind: `blog` | `category` | `tag` | `author`
  /** The tag or category as most posts write it, the author's name; the owner's blog has none. */
  name: string | null
  /** The listing the feed follows: /, /category/rust, /tags/rust, /authors/ada. */
  listingPath: string
  /** Its newest posts' ids, newest first. */
  ids: string[]
}

/** `posts` must be listed posts, newest first; `authors` are authors.json's, each with a feed (empty until they post). */
export function feedGroups(
  posts: readonly FeedPostRef[],
  limit: number,
  authors: ReadonlyArray<{ authorId: string; name: string }> = [],
): FeedGroup[] {
  const groups = new Map<string, FeedGroup>()
  const spellings = { category: new Map<string, number>(), tag: new Map<string, number>() }
  const add = (key: string, make: () => FeedGroup, id: string) => {
    const group = groups.get(key) ?? make()
    groups.set(key, group)
    if (group.ids.length < limit) group.ids.push(id)
  }
  const blog: FeedGroup = { kind: `blog`, name: null, listingPath: `/`, ids: [] }
  groups.set(`blog`, blog)
  for (const { authorId, name } of authors)
    groups.set(`author:${authorId}`, { kind: `author`, name, listingPath: authorPath(authorId), ids: [] })
  for (const post of posts) {
    if (blog.ids.length < limit) blog.ids.push(post.id)
    spellings.category.set(post.category, (spellings.category.get(post.category) ?? 0) + 1)
    add(
      `category:${categorySlug(post.category)}`,
      () => ({ kind: `category`, name: null, listingPath: categoryPath(post.category), ids: [] }),
      post.id,
    )
    for (const tag of post.tags) {
      spellings.tag.set(tag, (spellings.tag.get(tag) ?? 0) + 1)
      add(`tag:${tagSlug(tag)}`, () => ({ kind: `tag`, name: null, listingPath: tagPath(tag), ids: [] }), post.id)
    }
    for (const id of post.authors) {
      const group = groups.get(`author:${id}`)
      if (group && group.ids.length < limit) group.ids.push(post.id)
    }
  }
  // The name the listing page shows: the spelling most posts use (the order is of no matter here).
  const asGroups = (counts: Map<string, number>) => [...counts].map(([fieldValue, totalCount]) => ({ fieldValue, totalCount }))
  for (const { name, slug } of categoryCounts(asGroups(spellings.category), siteConfig.lang)) groups.get(`category:${slug}`)!.name = name
  for (const { name, slug } of tagCounts(asGroups(spellings.tag), siteConfig.lang)) groups.get(`tag:${slug}`)!.name = name
  return [...groups.values()]
}
