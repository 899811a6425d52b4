import React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { navigate, prefetchPathname, withPrefix } from "gatsby"
import { PageLink } from "../page-link"

const link = () => screen.getByRole(`link`, { name: `#rust` })

beforeEach(() => {
  jest.mocked(navigate).mockClear()
  jest.mocked(prefetchPathname).mockClear()
  jest.mocked(withPrefix).mockImplementation(path => `/blog${path}`)
})

afterEach(() => jest.mocked(withPrefix).mockImplementation(path => path))

it(`links to the page under the path prefix and opens it in place`, () => {
  render(<PageLink to="/tags/rust">#rust</PageLink>)
  expect(link()).toHaveAttribute(`href`, `/blog/tags/rust`)
  expect(fireEvent.click(link())).toBe(false)
  expect(navigate).toHaveBeenCalledWith(`/tags/rust`)
})

it.each([[{ ctrlKey: true }], [{ metaKey: true }], [{ shiftKey: true }], [{ altKey: true }], [{ button: 1 }]])(
  `leaves a click with %p to the browser (a new tab or window)`,
  modifiers => {
    render(<PageLink to="/tags/rust">#rust</PageLink>)
    expect(fireEvent.click(link(), modifiers)).toBe(true)
    expect(navigate).not.toHaveBeenCalled()
  },
)

it(`leaves a click its own handler took to that handler`, () => {
  const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault())
  render(
    <PageLink to="/page/2" onClick={onClick}>
      #rust
    </PageLink>,
  )
  fireEvent.click(link())
  expect(onClick).toHaveBeenCalledTimes(1)
  expect(navigate).not.toHaveBeenCalled()
})

it(`fetches the page's data when the pointer or the focus reaches it, not before`, () => {
  render(<PageLink to="/tags/rust">#rust</PageLink>)
  expect(prefetchPathname).not.toHaveBeenCalled()
  fireEvent.mouseEnter(link())
  fireEvent.focus(link())
  expect(jest.mocked(prefetchPathname).mock.calls).toEqual([[`/blog/tags/rust`], [`/blog/tags/rust`]])
})
