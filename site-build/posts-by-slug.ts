// Posts looked up one by one by their slugs, in the order asked for: what a
// page lists (a listing's ten, a post's neighbours, related posts, series
// parts and languages). Which posts a page lists is decided once, in
// createPages, and handed to it in its context.
//
// Why not allMarkdownRemark(filter: { fields: { slug: { in: $slugs } } }):
// Gatsby reruns a page's query when a node it read changes, and a query over
// a whole type reads the type. Edit one post, and every post's and every
// listing's query would run again: thousands of queries for one edit.
// A post found by its own lookup is a dependency of the pages that list it,
// and of no other (a slug not found makes the page depend on every post, so a
// post that appears later is found). A change to which posts a page lists
// changes its context, which reruns its query too.

export const POSTS_BY_SLUG_TYPE_DEFS = `
  "Posts, each found by its slug, in the order of the slugs asked for; a slug of no post is left out."
  type PostsBySlug {
    nodes: [MarkdownRemark!]!
  }
`

interface PostLookup {
  nodeModel: { findOne(args: { type: string; query: { filter: object } }): Promise<unknown> }
}

/** The post with this slug, or null; "" (no neighbour) is looked up in nothing. */
async function postBySlug(slug: string, context: PostLookup): Promise<unknown> {
  if (slug === ``) return null
  return context.nodeModel.findOne({ type: `MarkdownRemark`, query: { filter: { fields: { slug: { eq: slug } } } } })
}

export function postsBySlugResolvers() {
  return {
    Query: {
      postBySlug: {
        type: `MarkdownRemark`,
        args: { slug: `String!` },
        description: `The post with this slug; null for "" or a slug of no post.`,
        resolve: (_source: unknown, { slug }: { slug: string }, context: PostLookup) => postBySlug(slug, context),
      },
      postsBySlug: {
        type: `PostsBySlug!`,
        args: { slugs: `[String!]!` },
        resolve: async (_source: unknown, { slugs }: { slugs: string[] }, context: PostLookup) => ({
          nodes: (await Promise.all(slugs.map(slug => postBySlug(slug, context)))).filter(Boolean),
        }),
      },
    },
  }
}
