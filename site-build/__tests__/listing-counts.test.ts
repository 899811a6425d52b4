// The categories and tags the pages show, counted and ordered when the site is built: what the group queries and the
// browser's sorting gave before, from every post once, with each language's own posts and order.
import { categoriesByLanguage, groupsOf, listingCountsResolvers } from "../listing-counts"
import type { MarkdownNode } from "../node-types"

const post = (slug: string, frontmatter: Record<string, string>) =>
  ({ id: slug, fields: { slug }, frontmatter: { title: slug, date: `2024-01-01`, ...frontmatter } }) as unknown as MarkdownNode

const POSTS = [
  post(`a`, { category: `Rust`, tags: `rust, web` }),
  post(`b`, { category: `Élan`, tags: `[Rust, async]` }),
  post(`c`, { category: `Zebra`, tags: `web` }),
  post(`d`, { category: `Rust`, tags: `rust`, listed: `false` }),
  post(`f`, { category: `Usalama`, tags: `usalama, simu`, lang: `sw` }),
  post(`g`, { category: `Ärende`, tags: `simu`, lang: `sw` }),
  post(`h`, { category: `Notes`, tags: `notes`, lang: `fr` }),
]

/** Gatsby's node model as the resolvers read it: every post, and the calls made. */
function context() {
  const calls: unknown[] = []
  return {
    calls,
    nodeModel: {
      findAll: async (args: { type: string }) => {
        calls.push(args)
        return { entries: POSTS }
      },
    },
  }
}

it(`counts a value once per post that has it, in the order first seen, leaving out empty values`, () => {
  const groups = groupsOf(POSTS.slice(0, 3), each => [each.frontmatter.category, ``, null])
  expect(groups).toEqual([
    { fieldValue: `Rust`, totalCount: 1 },
    { fieldValue: `Élan`, totalCount: 1 },
    { fieldValue: `Zebra`, totalCount: 1 },
  ])
  expect(groupsOf([POSTS[0]], () => [`rust`, `rust`])).toEqual([{ fieldValue: `rust`, totalCount: 1 }])
})

it(`gives each language its listed posts' number and categories by name in its order`, async () => {
  const model = context()
  const found = await categoriesByLanguage(model)
  // Every post read once for every language.
  expect(model.calls).toEqual([{ type: `MarkdownRemark` }])
  expect(found).toEqual([
    {
      language: `en`,
      // An unlisted post left out; a post in a language the site does not have is listed in the site's.
      total: 4,
      categories: [
        { name: `Élan`, count: 1 },
        { name: `Notes`, count: 1 },
        { name: `Rust`, count: 1 },
        { name: `Zebra`, count: 1 },
      ],
    },
    { language: `sw`, total: 2, categories: [expect.objectContaining({ name: `Ärende` }), { name: `Usalama`, count: 1 }] },
    { language: `ar`, total: 0, categories: [] },
  ])
})

it(`gives a language's tags, most used first, then by name; spellings of one address are one tag`, async () => {
  const { tagCounts } = listingCountsResolvers()
  const model = context()
  await expect(tagCounts.resolve(null, { language: `en` }, model)).resolves.toEqual([
    // "Rust" and "rust", once each: the tie goes to the first in code-point order.
    { name: `Rust`, slug: `rust`, count: 2 },
    { name: `web`, slug: `web`, count: 2 },
    { name: `async`, slug: `async`, count: 1 },
    { name: `notes`, slug: `notes`, count: 1 },
  ])
  await expect(tagCounts.resolve(null, { language: `sw` }, model)).resolves.toEqual([
    { name: `simu`, slug: `simu`, count: 2 },
    { name: `usalama`, slug: `usalama`, count: 1 },
  ])
  // One read of every post per answer: the page depends on every post, as the group query made it.
  expect(model.calls).toEqual([{ type: `MarkdownRemark` }, { type: `MarkdownRemark` }])
})
