import React from "react"
import { render, screen } from "@testing-library/react"
import { PostArticle, type PostArticleProps } from "../post-article"
import { tableOfContents } from "../../lib/toc"

class NoObserver {
  observe() {}
  disconnect() {}
}

beforeAll(() => {
  Object.assign(window, { IntersectionObserver: NoObserver })
})

const props: PostArticleProps = {
  title: `Hello`,
  category: `Rust`,
  bylines: [{ name: `Ada`, id: null }],
  dateTime: `2024-06-17`,
  displayDate: `June 17, 2024`,
  readingTime: `3 min read`,
  image: null,
  html: `<h2 id="one">One</h2><h2 id="two">Two</h2><h3 id="three">Three</h3>`,
}

const headings = [`one`, `two`, `three`].map((id, index) => ({ id, value: id, depth: index === 2 ? 3 : 2 }))

describe(`PostArticle`, () => {
  it(`renders the contents twice, folding and beside, for CSS to pick one`, () => {
    const { container } = render(<PostArticle {...props} toc={tableOfContents(headings)} />)
    expect(container.querySelectorAll(`nav[aria-label="Contents"]`)).toHaveLength(2)
    expect(container.querySelector(`details summary`)).toHaveTextContent(`Contents`)
    const links = [...container.querySelectorAll(`details nav a`)].map(link => link.getAttribute(`href`))
    expect(links).toEqual([`#one`, `#two`, `#three`])
  })

  it(`has no contents for a post with fewer than three sections`, () => {
    const { container } = render(<PostArticle {...props} toc={tableOfContents(headings.slice(0, 2))} />)
    expect(container.querySelector(`nav[aria-label="Contents"]`)).toBeNull()
    expect(container.querySelector(`details`)).toBeNull()
  })

  it(`shows the update beside the date, only when there is one`, () => {
    const { rerender } = render(<PostArticle {...props} updated={{ dateTime: `2025-02-10`, displayDate: `February 10, 2025` }} />)
    const details = screen.getByRole(`list`, { name: `Post details` })
    expect(details).toHaveTextContent(`Updated February 10, 2025`)
    expect(details.querySelector(`time[datetime="2025-02-10"]`)).not.toBeNull()
    rerender(<PostArticle {...props} />)
    expect(screen.getByRole(`list`, { name: `Post details` })).not.toHaveTextContent(`Updated`)
  })

  it(`names its authors in one line, linking each of authors.json to their page`, () => {
    const bylines = [
      { name: `Ada Lovelace`, id: `ada` },
      { name: `A Guest`, id: null },
      { name: `Grace Hopper`, id: `grace` },
    ]
    const { container } = render(<PostArticle {...props} bylines={bylines} />)
    const line = container.querySelector(`ul[aria-label="Post details"] li`)
    expect(line).toHaveTextContent(`Authors: Ada Lovelace, A Guest and Grace Hopper`)
    expect([...(line?.querySelectorAll(`a`) ?? [])].map(link => [link.textContent, link.getAttribute(`href`)])).toEqual([
      [`Ada Lovelace`, `/authors/ada`],
      [`Grace Hopper`, `/authors/grace`],
    ])
  })
})
