import React from "react"
import { render, screen } from "@testing-library/react"
import { formatDate } from "../../i18n/words"
import type { PostSummary } from "../../lib/post-list"
import type { SearchHit } from "../../search/results"
import { markedText } from "../marked-text"
import { PostCard } from "../post-card"

// Counts the card's renders (each draws its title's marks) and those of its unmarked parts (each formats the date).
jest.mock(`../marked-text`, () => {
  const actual = jest.requireActual(`../marked-text`)
  return { markedText: jest.fn(actual.markedText) }
})
jest.mock(`../../i18n/words`, () => {
  const actual = jest.requireActual(`../../i18n/words`)
  return { ...actual, formatDate: jest.fn(actual.formatDate) }
})
// Title and snippet: two markedText per render.
const renders = () => jest.mocked(markedText).mock.calls.length / 2
const metaRenders = () => jest.mocked(formatDate).mock.calls.length

const post: PostSummary = {
  slug: `errors`,
  title: `Error handling in Rust`,
  category: `Rust`,
  date: `2024-09-02`,
  author: `Ada`,
  tags: [`rust`],
  excerpt: `How errors travel.`,
  image: null,
}

const match = (marked: string, snippet: string): Pick<SearchHit, `title` | `snippet`> => ({
  title: [
    { text: marked, mark: true },
    { text: post.title.slice(marked.length), mark: false },
  ],
  snippet: { section: { id: `result`, heading: `Result` }, parts: [{ text: snippet, mark: true }] },
})

it(`is not drawn again for a keystroke whose marks read the same, and is when they change`, () => {
  const { rerender } = render(<PostCard post={post} match={match(`Error`, `errors`)} />)
  const first = renders()
  rerender(<PostCard post={post} match={match(`Error`, `errors`)} />)
  expect(renders()).toBe(first)

  rerender(<PostCard post={post} match={match(`Error`, `error`)} />)
  expect(renders()).toBe(first + 1)
  expect(screen.getByText(`error`, { selector: `mark` })).toBeInTheDocument()
  expect(screen.getByRole(`heading`)).toHaveTextContent(`Error handling in Rust`)

  rerender(<PostCard post={post} match={match(`Error`, `error`)} eager />)
  expect(renders()).toBe(first + 2)
  // The author, date, tags and link are the post's, whatever the search: drawn once.
  expect(metaRenders()).toBe(1)
})

it(`writes marked text as text, whatever it holds`, () => {
  const title = `<img src=x onerror=alert(1)> & <b>Rust</b>`
  render(
    <PostCard
      post={{ ...post, title }}
      match={{
        title: [
          { text: `<img src=x onerror=alert(1)>`, mark: true },
          { text: ` & <b>Rust</b>`, mark: false },
        ],
        snippet: null,
      }}
    />,
  )
  const heading = screen.getByRole(`heading`)
  expect(heading).toHaveTextContent(title)
  expect(heading.querySelector(`img, b`)).toBeNull()
  expect(heading.querySelector(`mark`)).toHaveTextContent(`<img src=x onerror=alert(1)>`)
})
