import React from "react"
import { render, screen } from "@testing-library/react"
import { PostAids } from "../post-aids"
import { editPostUrl, LONG_POST_WORDS } from "../../lib/post-aids"

it(`links back to the top of a long post only`, () => {
  const { rerender, container } = render(<PostAids words={LONG_POST_WORDS} file="a.md" editPostsAt={null} />)
  expect(screen.getByRole(`link`, { name: `Back to top` })).toHaveAttribute(`href`, `#main`)
  rerender(<PostAids words={LONG_POST_WORDS - 1} file="a.md" editPostsAt={null} />)
  expect(container).toBeEmptyDOMElement()
})

it(`links to the post's file where the site says posts are edited, in a new tab`, () => {
  render(<PostAids words={10} file="rust module/index.md" editPostsAt="https://github.com/you/blog/edit/main/content/posts" />)
  const edit = screen.getByRole(`link`, { name: /Edit this post/ })
  expect(edit).toHaveAttribute(`href`, `https://github.com/you/blog/edit/main/content/posts/rust%20module/index.md`)
  expect(edit).toHaveAttribute(`rel`, `noopener noreferrer`)
  expect(screen.queryByRole(`link`, { name: `Back to top` })).toBeNull()
})

it(`makes no edit address without a setting or a file`, () => {
  expect(editPostUrl(null, `a.md`)).toBeNull()
  expect(editPostUrl(`https://example.org/edit/`, null)).toBeNull()
  expect(editPostUrl(`https://example.org/edit/`, `a.md`)).toBe(`https://example.org/edit/a.md`)
})
