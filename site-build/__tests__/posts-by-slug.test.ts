import { readdirSync, readFileSync } from "fs"
import { postsBySlugResolvers } from "../posts-by-slug"

const posts = [`a`, `b`, `c`].map(slug => ({ id: `id-${slug}`, fields: { slug } }))

/** A node model that answers findOne by slug and records each lookup. */
function nodeModel() {
  const lookups: unknown[] = []
  return {
    lookups,
    findOne: async (args: { type: string; query: { filter: object } }) => {
      lookups.push(args)
      const slug = (args.query.filter as { fields: { slug: { eq: string } } }).fields.slug.eq
      return posts.find(post => post.fields.slug === slug) ?? null
    },
  }
}

const { Query } = postsBySlugResolvers()

it(`finds each post by its own lookup, in the order asked, leaving out a slug of no post`, async () => {
  const model = nodeModel()
  const found = await Query.postsBySlug.resolve(null, { slugs: [`c`, `missing`, `a`] }, { nodeModel: model })
  expect(found.nodes).toEqual([posts[2], posts[0]])
  // One findOne a slug, never a query over every post (which would make the page depend on all of them).
  expect(model.lookups).toEqual(
    [`c`, `missing`, `a`].map(slug => ({ type: `MarkdownRemark`, query: { filter: { fields: { slug: { eq: slug } } } } })),
  )
})

it(`looks nothing up for "", a post without a neighbour`, async () => {
  const model = nodeModel()
  expect(await Query.postBySlug.resolve(null, { slug: `` }, { nodeModel: model })).toBeNull()
  expect(await Query.postBySlug.resolve(null, { slug: `b` }, { nodeModel: model })).toBe(posts[1])
  expect(model.lookups).toHaveLength(1)
})

it(`is how every template but the home and tags pages lists posts, so an edited post reruns only the pages that show it`, () => {
  const overWholeType = readdirSync(`src/templates`).filter(name =>
    /allMarkdownRemark\s*\(/.test(readFileSync(`src/templates/${name}`, `utf8`)),
  )
  expect(overWholeType).toEqual([])
})
