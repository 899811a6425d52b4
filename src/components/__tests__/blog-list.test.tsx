import React, { useState } from "react"
import { fireEvent, render, screen, within } from "@testing-library/react"
import type { ListFilter, PostSummary } from "../../lib/post-list"
import { BlogList } from "../blog-list"

const post = (slug: string, title: string, category: string, date: string): PostSummary => ({
  slug,
  title,
  category,
  date,
  author: `Juma Kiprono`,
  excerpt: `About ${title}.`,
  image: `/images/posts/${slug}.jpg`,
  imageAlt: null,
})

const POSTS = [
  post(`actix-perf`, `Building High-Performance Web Applications with Actix Web`, `Rust & Web Development`, `2025-03-23`),
  post(`modules`, `Rust Module System Explained`, `Rust`, `2024-09-02`),
  post(`django`, `How to Create Custom Middleware in Django`, `Django & Web Development`, `2024-11-08`),
]

function Harness({ initial = { query: ``, category: `` } }: { initial?: ListFilter }) {
  const [filter, setFilter] = useState(initial)
  return <BlogList firstPage={POSTS} total={POSTS.length} filter={filter} onFilterChange={setFilter} />
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

it(`filters by title as the visitor types, and restores all posts when cleared`, () => {
  render(<Harness />)
  const search = screen.getByRole(`searchbox`, { name: /search blog posts/i })
  expect(search).toHaveAttribute(`placeholder`, `Search blog posts...`)

  fireEvent.change(search, { target: { value: `RUST` } })
  expect(cardTitles()).toEqual([`Rust Module System Explained`])
  expect(screen.getByRole(`heading`, { level: 1 })).toHaveTextContent(`Blog Posts (3)`)

  fireEvent.change(search, { target: { value: `` } })
  expect(cardTitles()).toHaveLength(3)
})

it(`combines the search with the category`, () => {
  render(<Harness initial={{ query: `web`, category: `Rust & Web Development` }} />)
  expect(cardTitles()).toEqual([`Building High-Performance Web Applications with Actix Web`])
})

it(`says when nothing matches and offers a reset`, () => {
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
  render(<BlogList firstPage={[]} total={0} filter={{ query: ``, category: `` }} onFilterChange={() => {}} />)
  expect(screen.getByRole(`heading`, { level: 1 })).toHaveTextContent(`Blog Posts (0)`)
  expect(screen.getByText(`No posts yet. Check back soon.`)).toBeInTheDocument()
  expect(screen.queryByText(/No posts match/)).not.toBeInTheDocument()
  expect(screen.queryByRole(`button`, { name: `Show all posts` })).not.toBeInTheDocument()
  expect(screen.queryAllByRole(`article`)).toHaveLength(0)
})
