// The categories and tags the pages show with their counts (the categories panel, /tags), counted and put in order
// when the site is built. The browser then neither counts nor sorts them, so its code carries neither step, and the
// order of names beyond ASCII is the build's collation, the same in every reader's browser.
import type { FrontMatter } from "./content-model/front-matter"
import { postTags } from "./content-model/content-rules"
import type { MarkdownNode } from "./node-types"
import { isPublished } from "./publication"
import { listingLanguage, SITE_LANGUAGES } from "../src/lib/site-languages"
import { sortCategories, tagCounts, type CategoryCount, type TagCount } from "./tag-counts"

export const LISTING_COUNTS_TYPE_DEFS = `
  "A category and how many listed posts are in it."
  type CategoryCount {
    name: String!
    count: Int!
  }
  "A tag as the posts write it (the most used spelling), its address's slug, and how many listed posts carry it."
  type TagCount {
    name: String!
    slug: String!
    count: Int!
  }
  "The listed posts of one language's pages: how many, and their categories by name in that language's order."
  type LanguageCategories {
    language: String!
    total: Int!
    categories: [CategoryCount!]!
  }
`

/** Whether the blog lists the post: not `listed: false`, and published by this build. */
export const isListed = (frontmatter: FrontMatter) => frontmatter.listed !== `false` && isPublished(frontmatter)

/**
 * Once a query groups or filters by frontmatter.tags, Gatsby keeps the resolved
 * list and hands it back as the source of later resolvers, in place of the line
 * as written (checked with Gatsby 5.16; e2e/tags.test.ts would fail without this).
 */
export function tagsOf(frontmatter: FrontMatter | { tags?: string[] }): string[] {
  return Array.isArray(frontmatter.tags) ? frontmatter.tags : postTags(frontmatter as FrontMatter)
}

interface PostsContext {
  nodeModel: { findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }> }
}

/** A value and how many posts have it, as a GraphQL group gives it. */
interface Group {
  fieldValue: string
  totalCount: number
}

/** How many of `posts` have each value `valuesOf` gives (a post counts once per value), in the order first seen. */
export function groupsOf(posts: readonly MarkdownNode[], valuesOf: (post: MarkdownNode) => readonly (string | null | undefined)[]) {
  const counts = new Map<string, number>()
  for (const post of posts) {
    for (const value of new Set(valuesOf(post))) if (value) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return [...counts].map(([fieldValue, totalCount]): Group => ({ fieldValue, totalCount }))
}

/** Every listed post, by the language of the pages that list it. A page that reads them depends on every post, as a group query does. */
async function listedByLanguage(context: PostsContext): Promise<Map<string, MarkdownNode[]>> {
  const { entries } = await context.nodeModel.findAll({ type: `MarkdownRemark` })
  const byLanguage = new Map<string, MarkdownNode[]>(SITE_LANGUAGES.map(language => [language, []]))
  for (const post of entries as Iterable<MarkdownNode>) {
    if (isListed(post.frontmatter)) byLanguage.get(listingLanguage(post.frontmatter.lang))?.push(post)
  }
  return byLanguage
}

interface LanguageCategories {
  language: string
  total: number
  categories: CategoryCount[]
}

/** Each language's listed posts: their number, and their categories by name in the language's order. */
export async function categoriesByLanguage(context: PostsContext): Promise<LanguageCategories[]> {
  const byLanguage = await listedByLanguage(context)
  return [...byLanguage].map(([language, posts]) => ({
    language,
    total: posts.length,
    categories: sortCategories(
      groupsOf(posts, post => [post.frontmatter.category]),
      language,
    ),
  }))
}

export function listingCountsResolvers() {
  return {
    categoriesByLanguage: {
      type: `[LanguageCategories!]!`,
      description: `Each language's listed posts: how many, and their categories by name in the language's order.`,
      resolve: (_source: unknown, _args: unknown, context: PostsContext) => categoriesByLanguage(context),
    },
    tagCounts: {
      type: `[TagCount!]!`,
      args: { language: `String!` },
      description: `The tags of the listed posts of a language's pages: the most used first, then by name in the language's order.`,
      resolve: async (_source: unknown, { language }: { language: string }, context: PostsContext): Promise<TagCount[]> =>
        tagCounts(
          groupsOf((await listedByLanguage(context)).get(language) ?? [], post => tagsOf(post.frontmatter)),
          language,
        ),
    },
  }
}
