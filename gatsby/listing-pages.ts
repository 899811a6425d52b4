// The listings' prebuilt pages, POSTS_PER_PAGE posts to a page, newest first:
// the blog list's later pages (/page/2 on: its first is the home page), each
// category's (/category/{slug}, then /category/{slug}/page/2 on) and each
// tag's (/tags/{tag} likewise). They make every listed post a plain link away
// without JavaScript. Each is a real page (no matchPath), so the app script
// does not grow with the number of posts, categories or tags.
import path from "path"
import type { Actions, Reporter } from "gatsby"
import { BLOG_PATH, categoryPath } from "../src/lib/categories"
import { listingPages, type ListingPageContext } from "../src/lib/pagination"
import { POSTS_PER_PAGE } from "../src/lib/post-list"
import { categoryCounts, tagCounts, type TagCount } from "../src/lib/tag-counts"
import { tagPath } from "../src/lib/tags"
import type { GraphqlRunner } from "./content-check"

/** One GraphQL group of posts (queries outside gatsby-node.ts and src/ get no generated types). */
interface Group {
  fieldValue: string | null
  totalCount: number
}

interface ListingGroups {
  allMarkdownRemark: { totalCount: number; categories: Group[]; tags: Group[] }
}

export async function createListingPages(graphql: GraphqlRunner, createPage: Actions["createPage"], reporter: Reporter): Promise<void> {
  const result = await graphql<ListingGroups>(`
    query ListingGroups {
      allMarkdownRemark(filter: { listed: { eq: true } }) {
        totalCount
        categories: group(field: { frontmatter: { category: SELECT } }) {
          fieldValue
          totalCount
        }
        tags: group(field: { frontmatter: { tags: SELECT } }) {
          fieldValue
          totalCount
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not group the posts by category and tag`, result.errors)
    return
  }
  const { totalCount, categories, tags } = result.data.allMarkdownRemark

  const listing = (template: string, base: string, slug: string, count: number, from = 1) => {
    const component = path.resolve(`src/templates/${template}`)
    for (const page of listingPages(base, count, POSTS_PER_PAGE).slice(from - 1)) {
      // `match` selects the listing template's posts by category: "*" is every category.
      const context: ListingPageContext & { match: string } = { slug, match: slug || `*`, skip: page.skip, limit: page.limit }
      createPage({ path: page.path, component, context })
    }
  }
  // The home page (src/pages/index.tsx) is the blog list's first page.
  listing(`listing.tsx`, BLOG_PATH, ``, totalCount, 2)
  const each = (counts: TagCount[], template: string, base: (name: string) => string) => {
    for (const { name, slug, count } of counts) listing(template, base(name), slug, count)
  }
  each(categoryCounts(categories), `listing.tsx`, categoryPath)
  each(tagCounts(tags), `tag.tsx`, tagPath)
}
