import React from "react"
import { render, screen } from "@testing-library/react"
import { pageLinks } from "../../lib/listing-page"
import { Pagination } from "../pagination"

it(`links the previous and next pages, with rel, and says where the visitor is`, () => {
  render(<Pagination links={pageLinks(`/tags/web`, 2, 3)} label="Pages of posts tagged web" />)
  const nav = screen.getByRole(`navigation`, { name: `Pages of posts tagged web` })
  expect(nav).toHaveTextContent(`Page 2 of 3`)
  expect(screen.getByRole(`link`, { name: `Previous page` })).toHaveAttribute(`href`, `/tags/web`)
  expect(screen.getByRole(`link`, { name: `Previous page` })).toHaveAttribute(`rel`, `prev`)
  expect(screen.getByRole(`link`, { name: `Next page` })).toHaveAttribute(`href`, `/tags/web/page/3`)
  expect(screen.getByRole(`link`, { name: `Next page` })).toHaveAttribute(`rel`, `next`)
})

it(`leaves out the link that leads nowhere, and the whole navigation for a single page`, () => {
  const { rerender } = render(<Pagination links={pageLinks(`/tags/web`, 1, 2)} label="Pages" />)
  expect(screen.queryByRole(`link`, { name: `Previous page` })).toBeNull()
  expect(screen.getByRole(`link`, { name: `Next page` })).toHaveAttribute(`href`, `/tags/web/page/2`)
  rerender(<Pagination links={pageLinks(`/tags/web`, 1, 1)} label="Pages" />)
  expect(screen.queryByRole(`navigation`)).toBeNull()
})
