// A page for each tag's listed posts, newest first, POSTS_PER_PAGE to a page:
// /tags/{tag}, then /tags/{tag}/page/2 and on. Each is a real prebuilt page (no
// matchPath), so the app script does not grow with the number of tags or posts.
import path from "path"
import type { Actions, Reporter } from "gatsby"
import { listingPages } from "../src/lib/pagination"
import { POSTS_PER_PAGE } from "../src/lib/post-list"
import { tagCounts } from "../src/lib/tag-counts"
import { tagPath, type TagPageContext } from "../src/lib/tags"
import type { GraphqlRunner } from "./content-check"

/** What the TagGroups query returns (queries outside gatsby-node.ts and src/ get no generated types). */
interface TagGroups {
  allMarkdownRemark: { group: Array<{ fieldValue: string | null; totalCount: number }> }
}

export async function createTagPages(graphql: GraphqlRunner, createPage: Actions["createPage"], reporter: Reporter): Promise<void> {
  const result = await graphql<TagGroups>(`
    query TagGroups {
      allMarkdownRemark(filter: { listed: { eq: true } }) {
        group(field: { frontmatter: { tags: SELECT } }) {
          fieldValue
          totalCount
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not read the posts' tags`, result.errors)
    return
  }
  const component = path.resolve(`src/templates/tag.tsx`)
  for (const tag of tagCounts(result.data.allMarkdownRemark.group)) {
    for (const page of listingPages(tagPath(tag.name), tag.count, POSTS_PER_PAGE)) {
      const context: TagPageContext = { slug: tag.slug, skip: page.skip, limit: page.limit }
      createPage({ path: page.path, component, context })
    }
  }
}
