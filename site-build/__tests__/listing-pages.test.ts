import { listingPageContexts, listings, type ListedPost } from "../listing-pages"

const post = (slug: string, category: string, tags: string[] = [], authors: Array<string | null> = [null]): ListedPost => ({
  fields: { slug },
  frontmatter: { category, tags },
  bylines: authors.map(id => ({ id })),
})

describe(`listings`, () => {
  // Newest first, as the build's query returns them.
  const posts = [post(`d`, `Rust`, [`web`, `Async`]), post(`c`, `rust`, [`async`]), post(`b`, `Rust`, [`web`]), post(`a`, `Physics`, [])]

  it(`lists the blog, then each category and each tag, their posts in the blog's order`, () => {
    expect(listings(posts)).toEqual([
      { template: `listing.tsx`, base: `/`, slug: ``, name: ``, slugs: [`d`, `c`, `b`, `a`] },
      { template: `listing.tsx`, base: `/category/rust`, slug: `rust`, name: `Rust`, slugs: [`d`, `c`, `b`] },
      { template: `listing.tsx`, base: `/category/physics`, slug: `physics`, name: `Physics`, slugs: [`a`] },
      { template: `tag.tsx`, base: `/tags/async`, slug: `async`, name: `Async`, slugs: [`d`, `c`] },
      { template: `tag.tsx`, base: `/tags/web`, slug: `web`, name: `web`, slugs: [`d`, `b`] },
    ])
  })

  it(`names a tag or category as most of its posts write it`, () => {
    const names = listings([post(`c`, `Web Dev`, [`Go`]), post(`b`, `web dev`, [`go`]), post(`a`, `web dev`, [`go`])]).map(
      listing => listing.name,
    )
    expect(names).toEqual([``, `web dev`, `go`])
  })

  it(`lists each author of authors.json after the tags, with the posts that name them, and one without posts yet`, () => {
    const written = [post(`c`, `Go`, [], [`ada`, `grace`]), post(`b`, `Go`, [], [null]), post(`a`, `Go`, [], [`grace`])]
    const authors = [
      { authorId: `grace`, name: `Grace Hopper` },
      { authorId: `ada`, name: `Ada Lovelace` },
      { authorId: `alan`, name: `Alan Turing` },
    ]
    const card = (id: string, name: string) => ({ id, name, bio: null, links: [], avatar: null })
    expect(listings(written, authors).filter(listing => listing.author)).toEqual([
      {
        template: `listing.tsx`,
        base: `/authors/grace`,
        slug: `grace`,
        name: `Grace Hopper`,
        slugs: [`c`, `a`],
        author: card(`grace`, `Grace Hopper`),
      },
      {
        template: `listing.tsx`,
        base: `/authors/ada`,
        slug: `ada`,
        name: `Ada Lovelace`,
        slugs: [`c`],
        author: card(`ada`, `Ada Lovelace`),
      },
      { template: `listing.tsx`, base: `/authors/alan`, slug: `alan`, name: `Alan Turing`, slugs: [], author: card(`alan`, `Alan Turing`) },
    ])
    const alan = listingPageContexts(listings(written, authors).at(-1)!)
    expect(alan.map(page => [page.path, page.context.author?.name])).toEqual([[`/authors/alan`, `Alan Turing`]])
  })

  it(`has only the blog list for a blog without posts`, () => {
    expect(listings([])).toEqual([{ template: `listing.tsx`, base: `/`, slug: ``, name: ``, slugs: [] }])
  })
})

describe(`listingPageContexts`, () => {
  const slugs = Array.from({ length: 23 }, (_, n) => `p${n}`)

  it(`gives each page its own posts, the listing's name and size`, () => {
    const pages = listingPageContexts({ template: `tag.tsx`, base: `/tags/web`, slug: `web`, name: `Web`, slugs }, 10)
    expect(pages.map(page => page.path)).toEqual([`/tags/web`, `/tags/web/page/2`, `/tags/web/page/3`])
    expect(pages[1].context).toEqual({ slug: `web`, name: `Web`, total: 23, skip: 10, limit: 10, slugs: slugs.slice(10, 20) })
    expect(pages[2].context.slugs).toEqual([`p20`, `p21`, `p22`])
  })

  it(`leaves out the blog list's first page, which is the home page`, () => {
    const pages = listingPageContexts({ template: `listing.tsx`, base: `/`, slug: ``, name: ``, slugs }, 10)
    expect(pages.map(page => page.path)).toEqual([`/page/2`, `/page/3`])
    expect(listingPageContexts({ template: `listing.tsx`, base: `/`, slug: ``, name: ``, slugs: slugs.slice(0, 4) }, 10)).toEqual([])
  })
})
