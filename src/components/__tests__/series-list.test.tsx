import React from "react"
import { render, screen } from "@testing-library/react"
import { SeriesList } from "../series-list"

it(`lists a series' parts in the order given, numbered, each a link to its post`, () => {
  render(
    <SeriesList
      name="Actix Web in Practice"
      parts={[
        { slug: `one`, title: `First`, date: `2024-06-17`, description: `Start here.` },
        { slug: `two`, title: `Second`, date: `2025-03-23`, description: null },
      ]}
    />,
  )
  expect(screen.getByRole(`heading`, { level: 1 })).toHaveTextContent(`Actix Web in Practice`)
  expect(screen.getByText(`A series in 2 parts`)).toBeInTheDocument()
  expect(screen.getAllByRole(`heading`, { level: 2 }).map(heading => heading.textContent)).toEqual([`First`, `Second`])
  expect(screen.getByRole(`link`, { name: `Second` })).toHaveAttribute(`href`, `/post/two`)
  expect(screen.getAllByRole(`listitem`)[1]).toHaveTextContent(`Part 2 · March 23, 2025`)
})
