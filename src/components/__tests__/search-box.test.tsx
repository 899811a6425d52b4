import React, { useState } from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { createStore } from "../../hooks/use-store"
import type { ListFilter } from "../../lib/post-list"
import { useWords } from "../../i18n/words"
import { SearchBox } from "../search-box"

// The box reads its words at each render: counting the reads counts its renders.
jest.mock(`../../i18n/words`, () => {
  const words = jest.requireActual(`../../i18n/words`)
  return { ...words, useWords: jest.fn(words.useWords) }
})

const box = () => screen.getByRole<HTMLInputElement>(`searchbox`, { name: /search blog posts/i })
const filterStore = (query = ``) => createStore<ListFilter>({ query, category: `` })

it(`shows the filter's search, and one set otherwise (back, forward, a reset) as it changes`, () => {
  const filters = filterStore(`actix`)
  render(<SearchBox filters={filters} onChange={jest.fn()} onFocus={jest.fn()} />)
  expect(box().value).toBe(`actix`)
  act(() => filters.set({ query: `tokio`, category: `` }))
  expect(box().value).toBe(`tokio`)
  act(() => filters.set({ query: ``, category: `` }))
  expect(box().value).toBe(``)
})

it(`hands each keystroke on, and is not drawn again by the renders it causes`, () => {
  const filters = filterStore()
  function Typing() {
    const [typed, setTyped] = useState(``)
    const [onChange] = useState(() => (value: string) => {
      filters.set({ query: value, category: `` })
      setTyped(value)
    })
    const [onFocus] = useState(() => jest.fn())
    return (
      <>
        <p>{typed}</p>
        <SearchBox filters={filters} onChange={onChange} onFocus={onFocus} />
      </>
    )
  }
  render(<Typing />)
  const drawn = jest.mocked(useWords).mock.calls.length
  for (const typed of [`a`, `ac`, `act`]) fireEvent.change(box(), { target: { value: typed } })
  expect(filters.get().query).toBe(`act`)
  expect(screen.getByText(`act`)).toBeInTheDocument()
  expect(box().value).toBe(`act`)
  expect(jest.mocked(useWords).mock.calls.length).toBe(drawn)
})

it(`keeps what was typed before the page was interactive`, () => {
  const onChange = jest.fn()
  const filters = filterStore()
  const server = document.createElement(`div`)
  document.body.append(server)
  render(<SearchBox filters={filters} onChange={onChange} onFocus={jest.fn()} />, { container: server })
  // Typed into the prebuilt box: mounting again over it, as hydration does, hands the text on.
  box().value = `rust`
  render(<SearchBox filters={filterStore()} onChange={onChange} onFocus={jest.fn()} />, { container: server })
  expect(onChange).toHaveBeenCalledWith(`rust`)
  server.remove()
})
