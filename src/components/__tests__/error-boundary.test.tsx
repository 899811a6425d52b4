import React, { useState } from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { ErrorBoundary, rememberShownPage } from "../error-boundary"

function Breaks() {
  const [broken, setBroken] = useState(false)
  if (broken) throw new Error(`URI malformed`)
  return (
    <main>
      <h1>A post</h1>
      <a href="/">Home</a>
      <button onClick={() => setBroken(true)}>Break</button>
    </main>
  )
}

describe(`ErrorBoundary`, () => {
  beforeEach(() => jest.spyOn(console, `error`).mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it(`renders the page while nothing fails`, () => {
    render(
      <ErrorBoundary>
        <Breaks />
      </ErrorBoundary>,
    )
    expect(screen.getByRole(`heading`, { name: `A post` })).toBeInTheDocument()
    expect(screen.queryByRole(`alert`)).toBeNull()
  })

  it(`keeps what was shown, with its links, under an alert that offers a reload`, () => {
    const { container } = render(
      <ErrorBoundary>
        <Breaks />
      </ErrorBoundary>,
    )
    rememberShownPage(container)
    fireEvent.click(screen.getByRole(`button`, { name: `Break` }))

    expect(screen.getByRole(`alert`)).toHaveTextContent(`Something went wrong on this page`)
    expect(screen.getByRole(`button`, { name: `Reload the page` })).toBeInTheDocument()
    expect(screen.getByRole(`heading`, { name: `A post` })).toBeInTheDocument()
    expect(screen.getByRole(`link`, { name: `Home` })).toHaveAttribute(`href`, `/`)
  })
})
