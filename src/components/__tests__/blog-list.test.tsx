import React, { useState } from "react"
import { fireEvent, render, screen, within } from "@testing-library/react"
import { usePostIndex } from "../../hooks/use-post-index"
import { useSearch } from "../../hooks/use-search"
import type { SearchHit, SearchState } from "../../search/results"
import type { ListFilter, PostSummary } from "../../lib/post-list"
import { createStore } from "../../hooks/use-store"
import { BlogList } from "../blog-list"

// The index's own loading is tested with the hook; here the list decides when it needs it.
jest.mock(`../../hooks/use-post-index`)
const usePostIndexMock = jest.mocked(usePostIndex)
let served: ReturnType<typeof usePostIndex> = { status: `idle` }
beforeEach(() => {
  served = { status: `idle` }
  usePostIndexMock.mockReset()
  usePostIndexMock.mockImplementation(needed => (needed ? served : { status: `idle` }))
})
const indexWanted = () => usePostIndexMock.mock.lastCall?.[0]

// The search itself is tested in src/search/; here, what the list makes of its answers.
jest.mock(`../../hooks/use-search`)
const useSearchMock = jest.mocked(useSearch)
let answers: Record<string, SearchState> = {}
beforeEach(() => {
  answers = {}
  useSearchMock.mockReset()
  useSearchMock.mockImplementation(query => (query.trim() ? (answers[query] ?? { status: `loading` }) : { status: `idle` }))
})
const hit = (post: PostSummary, snippet: SearchHit[`snippet`] = null): SearchHit => ({
  post,
  title: [{ text: post.title, mark: false }],
  snippet,
})
const answer = (query: string, hits: SearchHit[], total = hits.length) =>
  (answers[query] = { status: `ready`, key: query, page: { total, hits } })

const post = (slug: string, title: string, category: string, date: string): PostSummary => ({
  slug,
  title,
  category,
  date,
  author: `Juma Kiprono`,
  excerpt: `About ${title}.`,
  tags: [],
  image: { alt: `Cover of ${title}`, data: null, src: `/images/posts/${slug}.svg` },
})

const POSTS = [
  post(`actix-perf`, `Building High-Performance Web Applications with Actix Web`, `Rust & Web Development`, `2025-03-23`),
  post(`modules`, `Rust Module System Explained`, `Rust`, `2024-09-02`),
  post(`django`, `How to Create Custom Middleware in Django`, `Django & Web Development`, `2024-11-08`),
]

function Harness({
  initial = { query: ``, category: `` },
  posts = POSTS,
  prebuilt = posts.length,
}: {
  initial?: ListFilter
  posts?: PostSummary[]
  prebuilt?: number
}) {
  const [filters] = useState(() => createStore(initial))
  const change = (next: Partial<ListFilter>) => filters.set(current => ({ ...current, ...next }))
  return <BlogList firstPage={posts.slice(0, prebuilt)} total={posts.length} filters={filters} onFilterChange={change} />
}

const cardTitles = () => screen.queryAllByRole(`article`).map(card => within(card).getByRole(`heading`).textContent)

it(`shows the total and every card with a Read More link to the post in a new tab`, () => {
  render(<Harness />)
  expect(screen.getByRole(`heading`, { level: 1 })).toHaveTextContent(`Blog Posts (3)`)
  expect(cardTitles()).toHaveLength(3)
  const more = screen.getByRole(`link`, { name: /Read More\s*: Rust Module System Explained/ })
  expect(more).toHaveAttribute(`href`, `/post/modules`)
  expect(more).toHaveAttribute(`target`, `_blank`)
  expect(more).toHaveAttribute(`rel`, `noopener noreferrer`)
  expect(screen.getByText(`September 2, 2024`)).toBeInTheDocument()
})

it(`shows a search's results, each with its snippet, marks and section, and restores all posts when cleared`, () => {
  answer(`middle`, [
    hit(POSTS[2], {
      section: { id: `writing-the-middleware`, heading: `Writing the middleware` },
      parts: [
        { text: `A `, mark: false },
        { text: `middleware`, mark: true },
        { text: ` wraps each request.`, mark: false },
      ],
    }),
  ])
  render(<Harness />)
  const search = screen.getByRole(`searchbox`, { name: /search blog posts/i })
  expect(search).toHaveAttribute(`placeholder`, `Search blog posts...`)

  fireEvent.change(search, { target: { value: `middle` } })
  expect(useSearchMock.mock.lastCall?.slice(0, 3)).toEqual([`middle`, ``, 10])
  expect(cardTitles()).toEqual([`How to Create Custom Middleware in Django`])
  const card = screen.getByRole(`article`)
  expect(within(card).getByText(`middleware`, { selector: `mark` })).toBeInTheDocument()
  expect(within(card).queryByText(`About How to Create Custom Middleware in Django.`)).not.toBeInTheDocument()
  const section = within(card).getByRole(`link`, { name: /Writing the middleware/ })
  expect(section).toHaveAttribute(`href`, `/post/django#writing-the-middleware`)
  expect(section).toHaveAttribute(`target`, `_blank`)
  expect(screen.getByRole(`status`)).toHaveTextContent(`1 post matches.`)
  expect(screen.getByRole(`heading`, { level: 1 })).toHaveTextContent(`Blog Posts (3)`)

  fireEvent.change(search, { target: { value: `` } })
  expect(cardTitles()).toHaveLength(3)
})

it(`hands the category to the search`, () => {
  answer(`web`, [hit(POSTS[0])])
  render(<Harness initial={{ query: `web`, category: `Rust & Web Development` }} />)
  expect(useSearchMock.mock.lastCall?.slice(0, 2)).toEqual([`web`, `Rust & Web Development`])
  expect(cardTitles()).toEqual([`Building High-Performance Web Applications with Actix Web`])
  expect(screen.getByRole(`status`)).toHaveTextContent(`1 post matches in Rust & Web Development.`)
})

it(`says when nothing matches and offers a reset`, () => {
  answer(`kotlin`, [])
  render(<Harness initial={{ query: `kotlin`, category: `` }} />)
  expect(cardTitles()).toEqual([])
  expect(screen.getByText(/No posts match “kotlin”/)).toBeInTheDocument()
  fireEvent.click(screen.getByRole(`button`, { name: `Show all posts` }))
  expect(cardTitles()).toHaveLength(3)
})

it(`focuses the search on "/"`, () => {
  render(<Harness />)
  fireEvent.keyDown(document.body, { key: `/` })
  expect(screen.getByRole(`searchbox`)).toHaveFocus()
})

it(`says so when the site has no posts yet, without offering a reset`, () => {
  render(<BlogList firstPage={[]} total={0} filters={createStore({ query: ``, category: `` })} onFilterChange={() => {}} />)
  expect(screen.getByRole(`heading`, { level: 1 })).toHaveTextContent(`Blog Posts (0)`)
  expect(screen.getByText(`No posts yet. Check back soon.`)).toBeInTheDocument()
  expect(screen.queryByText(/No posts match/)).not.toBeInTheDocument()
  expect(screen.queryByRole(`button`, { name: `Show all posts` })).not.toBeInTheDocument()
  expect(screen.queryAllByRole(`article`)).toHaveLength(0)
})

describe(`a blog longer than its prebuilt first page`, () => {
  const MANY = Array.from({ length: 25 }, (_, i) =>
    post(
      `post-${i + 1}`,
      i === 22 ? `Tracing async Rust in production` : `Weekly notes ${i + 1}`,
      i % 2 ? `Rust` : `Notes`,
      `2024-01-${String(28 - i).padStart(2, `0`)}`,
    ),
  )
  const status = () => screen.getByRole(`status`).textContent
  const moreLink = () => screen.getByRole(`link`, { name: `Show more posts` })
  const showMore = () => fireEvent.click(moreLink())
  const searchBox = () => screen.getByRole(`searchbox`, { name: /search blog posts/i })

  it(`shows the prebuilt cards without the index, and the rest page by page`, () => {
    served = { status: `ready`, posts: MANY }
    render(<Harness posts={MANY} prebuilt={10} />)
    expect(cardTitles()).toHaveLength(10)
    expect(screen.getByRole(`heading`, { level: 1 })).toHaveTextContent(`Blog Posts (25)`)
    expect(status()).toBe(`Showing 10 of 25 posts.`)
    expect(indexWanted()).toBe(false)
    // Without JavaScript, or opened in a new tab, it is the next prebuilt page.
    expect(moreLink()).toHaveAttribute(`href`, `/page/2`)

    showMore()
    expect(indexWanted()).toBe(true)
    expect(cardTitles()).toHaveLength(20)
    expect(moreLink()).toHaveAttribute(`href`, `/page/3`)
    showMore()
    expect(cardTitles()).toHaveLength(25)
    expect(status()).toBe(`Showing 25 of 25 posts.`)
    expect(screen.queryByRole(`link`, { name: `Show more posts` })).not.toBeInTheDocument()
  })

  it(`leads to the category's own next page while a category is chosen, and leaves a modified click to the browser`, () => {
    served = { status: `ready`, posts: MANY }
    render(<Harness posts={MANY} prebuilt={10} initial={{ query: ``, category: `Notes` }} />)
    expect(cardTitles()).toHaveLength(10)
    expect(moreLink()).toHaveAttribute(`href`, `/category/notes/page/2`)
    // Ctrl+click opens the page in a new tab: this list does not change.
    fireEvent.click(moreLink(), { ctrlKey: true })
    expect(cardTitles()).toHaveLength(10)
  })

  it(`shows a search's results ten at a time, and a new search starts at the first page`, () => {
    served = { status: `ready`, posts: MANY }
    render(<Harness posts={MANY} prebuilt={10} />)
    showMore()
    expect(cardTitles()).toHaveLength(20)

    answer(
      `notes`,
      MANY.slice(0, 20).map(post => hit(post)),
      24,
    )
    fireEvent.change(searchBox(), { target: { value: `notes` } })
    expect(useSearchMock.mock.lastCall?.[2]).toBe(10)
    expect(cardTitles()).toHaveLength(10)
    expect(status()).toBe(`24 posts match.`)
    expect(indexWanted()).toBe(false)
    showMore()
    expect(useSearchMock.mock.lastCall?.[2]).toBe(20)
    expect(cardTitles()).toHaveLength(20)

    // Back to where "Show more" was pressed: the first page, not the old count.
    fireEvent.change(searchBox(), { target: { value: `` } })
    expect(cardTitles()).toHaveLength(10)
  })

  it(`says it is loading while a search waits for its first answer, and shows no stale cards`, () => {
    render(<Harness posts={MANY} prebuilt={10} />)
    fireEvent.change(searchBox(), { target: { value: `tracing` } })
    expect(status()).toBe(`Loading posts…`)
    expect(cardTitles()).toEqual([])
    expect(screen.queryByText(/No posts match/)).not.toBeInTheDocument()
  })

  it(`warms the search when the search box is focused, without a word until a search fails`, () => {
    answers.tracing = { status: `error`, message: `the search index's meta.json answered 503` }
    render(<Harness posts={MANY} prebuilt={10} />)
    expect(useSearchMock.mock.lastCall?.[3]).toBe(false)
    fireEvent.focus(searchBox())
    expect(useSearchMock.mock.lastCall?.[3]).toBe(true)
    expect(indexWanted()).toBe(false)
    expect(status()).toBe(`Showing 10 of 25 posts.`)
    expect(screen.queryByRole(`alert`)).not.toBeInTheDocument()

    fireEvent.change(searchBox(), { target: { value: `tracing` } })
    expect(screen.getByRole(`alert`)).toHaveTextContent(`The search could not be made (the search index's meta.json answered 503).`)
  })

  it(`never needs the index when every post is prebuilt`, () => {
    render(<Harness />)
    fireEvent.focus(searchBox())
    fireEvent.change(searchBox(), { target: { value: `rust` } })
    expect(usePostIndexMock.mock.calls.every(([needed]) => needed === false)).toBe(true)
  })
})
