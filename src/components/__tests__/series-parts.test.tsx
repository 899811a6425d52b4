import React from "react"
import { render, screen, within } from "@testing-library/react"
import { SeriesParts } from "../series-parts"

const part = (slug: string) => ({ fields: { slug }, frontmatter: { title: `Day ${slug}`, series: `Daily log` } })

describe(`SeriesParts`, () => {
  it(`lists every part of a short series and names the part being read`, () => {
    render(
      <SeriesParts
        current="2"
        context={{ seriesParts: [`1`, `2`, `3`], seriesFirst: 0, seriesLength: 3 }}
        parts={[part(`3`), part(`1`), part(`2`)]}
      />,
    )
    const box = screen.getByRole(`navigation`, { name: `Part 2 of 3 of Daily log` })
    expect(
      within(box)
        .getAllByRole(`listitem`)
        .map(item => item.textContent),
    ).toEqual([`Day 1`, `Day 2`, `Day 3`])
    expect(within(box).queryByText(/^All \d+ parts/)).toBeNull()
  })

  it(`in a long series, numbers the neighbours by their place and links to every part on the series' page`, () => {
    const order = [`148`, `149`, `150`, `151`, `152`]
    render(<SeriesParts current="150" context={{ seriesParts: order, seriesFirst: 147, seriesLength: 300 }} parts={order.map(part)} />)
    const box = screen.getByRole(`navigation`, { name: `Part 150 of 300 of Daily log` })
    expect(within(box).getByRole(`list`).getAttribute(`start`)).toBe(`148`)
    expect(within(box).getAllByRole(`listitem`)).toHaveLength(5)
    expect(within(box).getByRole(`link`, { name: `All 300 parts of Daily log` }).getAttribute(`href`)).toBe(`/series/daily-log`)
  })
})
