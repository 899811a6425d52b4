import { feedGroups } from "../feed-groups"

const posts = [
  { id: `a`, category: `Rust`, tags: [`rust`, `web`], authors: [`ada`] },
  { id: `b`, category: `Cybersecurity`, tags: [`Rust`], authors: [] },
  { id: `c`, category: `Rust`, tags: [`rust`], authors: [`grace`, `ada`] },
  { id: `d`, category: `Rust`, tags: [], authors: [`ada`] },
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

it(`gives each author of authors.json a feed of their newest posts, one without posts an empty one, after the blog's`, () => {
  const authors = [
    { authorId: `ada`, name: `Ada Lovelace` },
    { authorId: `grace`, name: `Grace Hopper` },
    { authorId: `alan`, name: `Alan Turing` },
  ]
  const groups = feedGroups(posts, 2, authors).filter(group => group.kind === `author`)
  expect(groups.map(({ name, listingPath, ids }) => [name, listingPath, ids])).toEqual([
    [`Ada Lovelace`, `/authors/ada`, [`a`, `c`]],
    [`Grace Hopper`, `/authors/grace`, [`c`]],
    [`Alan Turing`, `/authors/alan`, []],
  ])
})
