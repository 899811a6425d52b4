import { blogListView, needsIndex, searchListView, type BlogListInput } from "../blog-list-view"
import { searchKey } from "../../search/results"
import type { PostIndexState } from "../post-index"
import { POSTS_PER_PAGE, type PostSummary } from "../post-list"

const post = (n: number, category = `Rust`): PostSummary => ({
  slug: `post-${n}`,
  title: `Post ${n}`,
  category,
  date: `2025-01-01`,
  author: `Juma Kiprono`,
  excerpt: ``,
  tags: [],
  image: null,
})

// 25 posts, every third one about Django; the first page holds the newest 10.
const EVERY = Array.from({ length: 25 }, (_, i) => post(i + 1, i % 3 === 0 ? `Django` : `Rust`))
const FIRST = EVERY.slice(0, POSTS_PER_PAGE)
const ALL = { query: ``, category: `` }
const list = (change: Partial<BlogListInput> = {}): BlogListInput => ({
  firstPage: FIRST,
  total: EVERY.length,
  filter: ALL,
  pages: 1,
  ...change,
})

const IDLE: PostIndexState = { status: `idle` }
const LOADING: PostIndexState = { status: `loading` }
const READY: PostIndexState = { status: `ready`, posts: EVERY }
const FAILED: PostIndexState = { status: `error`, message: `The post index answered 503` }
const slugs = (posts: readonly PostSummary[]) => posts.map(({ slug }) => slug)

describe(`needsIndex`, () => {
  it(`need no index for the first page, nor when it holds every post`, () => {
    expect(needsIndex(list())).toBe(false)
    const complete = { firstPage: FIRST, total: FIRST.length }
    expect(needsIndex(list({ ...complete, filter: { query: `post`, category: `` }, pages: 3 }))).toBe(false)
  })

  it(`need it for a search, a category or a second page`, () => {
    expect(needsIndex(list({ filter: { query: `post 2`, category: `` } }))).toBe(true)
    expect(needsIndex(list({ filter: { query: ``, category: `Django` } }))).toBe(true)
    expect(needsIndex(list({ pages: 2 }))).toBe(true)
    expect(needsIndex(list({ filter: { query: `   `, category: `` } }))).toBe(false)
  })
})

describe(`searchListView`, () => {
  const hits = Array.from({ length: 12 }, (_, i) => ({ post: FIRST[i % FIRST.length], title: [], snippet: null }))
  const filter = { query: `rust`, category: `` }

  it(`waits for the first answer, then shows a page of it with the count`, () => {
    expect(searchListView({ status: `loading` }, filter, 1)).toMatchObject({
      loading: true,
      busy: true,
      matches: null,
      hits: [],
      available: 0,
    })
    const ready = searchListView({ status: `ready`, key: searchKey(`rust`, ``, 10), page: { total: 30, hits } }, filter, 1)
    expect(ready).toMatchObject({ loading: false, busy: false, failure: null, matches: 30, available: 30 })
    expect(ready.hits).toHaveLength(10)
  })

  it(`keeps an earlier answer on screen, busy, until this search's comes`, () => {
    const earlier = searchListView({ status: `ready`, key: searchKey(`rus`, ``, 10), page: { total: 31, hits } }, filter, 1)
    expect(earlier).toMatchObject({ loading: false, busy: true, matches: 31 })
  })

  it(`shows a result the prebuilt page has with that page's card object, and the others with the search's`, () => {
    const fromSearch = [{ ...FIRST[0] }, { ...FIRST[1], slug: `elsewhere` }].map(post => ({ post, title: [], snippet: null }))
    const view = searchListView({ status: `ready`, key: searchKey(`rust`, ``, 10), page: { total: 2, hits: fromSearch } }, filter, 1, FIRST)
    expect(view.hits[0].post).toBe(FIRST[0])
    expect(view.hits[1].post).toBe(fromSearch[1].post)
  })

  it(`gives the same array for the same answer, and a new one for another answer or another page count`, () => {
    // The list draws the cards below the window from a deferred copy of this array, which React compares by identity.
    const page = { total: 30, hits }
    const ready = { status: `ready` as const, key: searchKey(`rust`, ``, 10), page }
    const first = searchListView(ready, filter, 1).hits
    expect(searchListView({ ...ready }, filter, 1).hits).toBe(first)
    expect(searchListView({ ...ready, page: { ...page } }, filter, 1).hits).not.toBe(first)
    expect(searchListView(ready, filter, 2).hits).toHaveLength(12)
    expect(searchListView(ready, filter, 1, FIRST).hits).not.toBe(first)
  })

  it(`says why a search failed`, () => {
    expect(searchListView({ status: `error`, message: `the search index's meta.json answered 503` }, filter, 1).failure).toBe(
      `the search index's meta.json answered 503`,
    )
  })
})

describe(`blogListView`, () => {
  it(`shows the prebuilt first page while the index is not needed`, () => {
    const view = blogListView(list(), IDLE)
    expect(slugs(view.visible)).toEqual(slugs(FIRST))
    expect(view).toMatchObject({ loading: false, failure: null, matches: null, available: EVERY.length })
  })

  it(`keeps the first page on screen while a second one loads, and shows both once it has`, () => {
    expect(blogListView(list({ pages: 2 }), LOADING)).toMatchObject({ loading: true, visible: FIRST })
    const view = blogListView(list({ pages: 2 }), READY)
    expect(slugs(view.visible)).toEqual(slugs(EVERY.slice(0, 20)))
    expect(view.available).toBe(EVERY.length)
  })

  it(`shows nothing for a search until every post is known, then its matches`, () => {
    const search = list({ filter: { query: `POST 2`, category: `` } })
    expect(blogListView(search, LOADING)).toMatchObject({ loading: true, matches: null, visible: [], available: 0 })
    const view = blogListView(search, READY)
    expect(slugs(view.visible)).toEqual([`post-2`, `post-20`, `post-21`, `post-22`, `post-23`, `post-24`, `post-25`])
    expect(view.available).toBe(7)
  })

  it(`limits a category's matches to the pages opened`, () => {
    const view = blogListView(list({ filter: { query: ``, category: `Rust` } }), READY)
    expect(view.matches).toHaveLength(16)
    expect(view.visible).toHaveLength(POSTS_PER_PAGE)
    expect(view.visible.every(({ category }) => category === `Rust`)).toBe(true)
  })

  it(`says why the index failed only when the list needs it`, () => {
    expect(blogListView(list({ pages: 2 }), FAILED)).toMatchObject({
      failure: `The post index answered 503`,
      loading: false,
      visible: FIRST,
    })
    expect(blogListView(list(), FAILED).failure).toBeNull()
  })

  it(`searches the first page itself when it holds every post`, () => {
    const view = blogListView(list({ firstPage: FIRST, total: FIRST.length, filter: { query: `post 1`, category: `` } }), IDLE)
    expect(slugs(view.visible)).toEqual([`post-1`, `post-10`])
    expect(view.loading).toBe(false)
  })
})

describe(`pinned posts`, () => {
  // Posts 14 and 20 are pinned: the home page's first page holds them and the 8 newest others.
  const pinned = new Set([`post-14`, `post-20`])
  const first = [EVERY[13], EVERY[19], ...EVERY.filter(({ slug }) => !pinned.has(slug)).slice(0, POSTS_PER_PAGE - 2)]

  it(`lead the whole list, "Show more" going on with the others in date order, none twice`, () => {
    const view = blogListView(list({ firstPage: first, pinned, pages: 3 }), READY)
    expect(slugs(view.visible).slice(0, 3)).toEqual([`post-14`, `post-20`, `post-1`])
    expect(slugs(view.visible).slice(0, POSTS_PER_PAGE)).toEqual(slugs(first))
    expect(new Set(slugs(view.visible)).size).toBe(EVERY.length)
    expect(view.available).toBe(EVERY.length)
  })

  it(`keep date order in a category, as on the category's own page`, () => {
    const view = blogListView(list({ firstPage: first, pinned, filter: { query: ``, category: `Rust` } }), READY)
    const rust = EVERY.filter(({ category }) => category === `Rust`)
    expect(slugs(view.visible)).toEqual(slugs(rust).slice(0, POSTS_PER_PAGE))
  })
})

it(`a first page that holds every post keeps date order in a category, its pinned post first without one`, () => {
  const dated = (n: number, date: string) => ({ ...post(n), date })
  const posts = [dated(3, `2024-01-01`), dated(1, `2025-03-01`), dated(2, `2025-02-01`)]
  const input = list({ firstPage: posts, total: 3, pinned: new Set([`post-3`]) })
  expect(slugs(blogListView(input, IDLE).visible)).toEqual([`post-3`, `post-1`, `post-2`])
  expect(slugs(blogListView({ ...input, filter: { query: ``, category: `Rust` } }, IDLE).visible)).toEqual([`post-1`, `post-2`, `post-3`])
})
