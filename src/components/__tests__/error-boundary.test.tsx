import React, { useState } from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { ErrorBoundary, rememberShownPage } from "../error-boundary"
import { PageWords, type Strings } from "../../i18n/words"
import sw from "../../i18n/sw.json"

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

  // Last: the words of the page drawn last stay with the module.
  it(`speaks the language of the page that was on screen`, () => {
    render(
      <ErrorBoundary>
        <PageWords context={{ lang: `sw`, strings: sw as Strings }}>
          <Breaks />
        </PageWords>
      </ErrorBoundary>,
    )
    fireEvent.click(screen.getByRole(`button`, { name: `Break` }))
    expect(screen.getByRole(`alert`)).toHaveAttribute(`lang`, `sw`)
    expect(screen.getByRole(`alert`)).toHaveTextContent(sw.site.errorMessage)
    expect(screen.getByRole(`button`, { name: sw.site.errorReload })).toBeInTheDocument()
  })
})
