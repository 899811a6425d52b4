import { feedGroups } from "../feed-groups"

const posts = [
  { id: `a`, category: `Rust`, tags: [`rust`, `web`] },
  { id: `b`, category: `Cybersecurity`, tags: [`Rust`] },
  { id: `c`, category: `Rust`, tags: [`rust`] },
  { id: `d`, category: `Rust`, tags: [] },
]

it(`groups the blog, each category and each tag by address, newest first, at most limit posts each`, () => {
  const groups = feedGroups(posts, 2)
  expect(groups.map(({ kind, name, listingPath, ids }) => [kind, name, listingPath, ids])).toEqual([
    [`blog`, null, `/`, [`a`, `b`]],
    [`category`, `Rust`, `/category/rust`, [`a`, `c`]],
    [`tag`, `rust`, `/tags/rust`, [`a`, `b`]],
    [`tag`, `web`, `/tags/web`, [`a`]],
    [`category`, `Cybersecurity`, `/category/cybersecurity`, [`b`]],
  ])
})

it(`gives no feed but the blog's when there are no posts`, () => {
  expect(feedGroups([], 50)).toEqual([{ kind: `blog`, name: null, listingPath: `/`, ids: [] }])
})
