import React from "react"
import { render, screen, within } from "@testing-library/react"
import { PostTags } from "../post-tags"

it(`links each tag to its page, named by the tag as written`, () => {
  render(<PostTags tags={[`Rust`, `C#`, `Web Development`]} placement="card" />)
  const links = within(screen.getByRole(`list`, { name: `Tags` })).getAllByRole(`link`)
  expect(links.map(link => [link.textContent, link.getAttribute(`href`)])).toEqual([
    [`#Rust`, `/tags/rust`],
    [`#C#`, `/tags/c-sharp`],
    [`#Web Development`, `/tags/web-development`],
  ])
  expect(screen.getByRole(`link`, { name: `C#` })).toBeInTheDocument()
})

it(`shows nothing for a post without tags`, () => {
  const { container } = render(<PostTags tags={[]} placement="post" />)
  expect(container).toBeEmptyDOMElement()
})
