import { act, renderHook } from "@testing-library/react"
import { filterCategory, useListFilter, wholeFilter } from "../use-list-filter"
import { useStorePart } from "../use-store"

/** Long enough for the next frame to be painted. */
const NEXT_FRAME_MS = 50

const address = () => `${window.location.pathname}${window.location.search}`

beforeEach(() => {
  jest.useFakeTimers()
  window.history.replaceState(null, ``, `/`)
})

afterEach(() => jest.useRealTimers())

/** The filter as the blog list reads it, and its change. */
function useWholeFilter(locationSearch: string) {
  const [filters, update] = useListFilter(locationSearch)
  return [useStorePart(filters, wholeFilter), update] as const
}

function renderFilter(search = ``) {
  window.history.replaceState(null, ``, `/${search}`)
  return renderHook(({ locationSearch }) => useWholeFilter(locationSearch), { initialProps: { locationSearch: search } })
}

it(`reads the search and category from the address`, () => {
  const { result } = renderFilter(`?q=rust&category=Web`)
  expect(result.current[0]).toEqual({ query: `rust`, category: `Web` })
})

it(`renders once on an address without a filter, and again only when the address changes the filter`, () => {
  window.history.replaceState(null, ``, `/`)
  let renders = 0
  const { result, rerender } = renderHook(
    ({ locationSearch }) => {
      renders++
      return useWholeFilter(locationSearch)
    },
    { initialProps: { locationSearch: `` } },
  )
  const first = result.current[0]
  expect(renders).toBe(1)
  window.history.replaceState(null, ``, `/?category=Rust`)
  rerender({ locationSearch: `?category=Rust` })
  expect(result.current[0]).toEqual({ query: ``, category: `Rust` })
  expect(result.current[0]).not.toBe(first)
  const rendersBefore = renders
  rerender({ locationSearch: `?category=Rust&unrelated=1` })
  // The props changed (one render), the filter did not (none more).
  expect(renders).toBe(rendersBefore + 1)
})

it(`renders a reader of the category alone when the category changes, not on a keystroke`, () => {
  let renders = 0
  const { result } = renderHook(() => {
    renders++
    const [filters, update] = useListFilter(``)
    return [useStorePart(filters, filterCategory), update] as const
  })
  act(() => result.current[1]({ query: `r` }, `replace`))
  act(() => result.current[1]({ query: `ru` }, `replace`))
  expect(renders).toBe(1)
  act(() => result.current[1]({ category: `Rust` }, `push`))
  expect(result.current[0]).toBe(`Rust`)
  expect(renders).toBe(2)
})

it(`writes a search to the address once the list is drawn, replacing the entry`, () => {
  const { result } = renderFilter()
  const entries = window.history.length
  act(() => result.current[1]({ query: `r`, category: `` }, `replace`))
  act(() => result.current[1]({ query: `ru`, category: `` }, `replace`))
  expect(result.current[0].query).toBe(`ru`)
  expect(address()).toBe(`/`)

  act(() => jest.advanceTimersByTime(NEXT_FRAME_MS))
  expect(address()).toBe(`/?q=ru`)
  expect(window.history.length).toBe(entries)
})

it(`adds a history entry for a category at once, and drops the search still waiting to be written`, () => {
  const { result } = renderFilter()
  const entries = window.history.length
  act(() => result.current[1]({ query: `ru`, category: `` }, `replace`))
  act(() => result.current[1]({ query: `ru`, category: `Rust` }, `push`))
  expect(address()).toBe(`/?q=ru&category=Rust`)
  expect(window.history.length).toBe(entries + 1)

  act(() => jest.advanceTimersByTime(NEXT_FRAME_MS))
  expect(address()).toBe(`/?q=ru&category=Rust`)
})

it(`changes one part of the filter and keeps the other, from the address too`, () => {
  const { result } = renderFilter(`?q=web`)
  act(() => result.current[1]({ category: `Rust` }, `push`))
  expect(result.current[0]).toEqual({ query: `web`, category: `Rust` })
  expect(address()).toBe(`/?q=web&category=Rust`)
  act(() => result.current[1]({ query: `webs` }, `replace`))
  expect(result.current[0]).toEqual({ query: `webs`, category: `Rust` })
})

it.each([`/projects`, `/?category=Rust`])(`never writes into the entry of an address the visitor has gone to (%s)`, next => {
  const { result } = renderFilter()
  act(() => result.current[1]({ query: `web`, category: `` }, `replace`))
  window.history.pushState(null, ``, next)
  act(() => jest.advanceTimersByTime(NEXT_FRAME_MS))
  expect(address()).toBe(next)
})

it(`follows back and forward, dropping a search still waiting to be written`, () => {
  const { result } = renderFilter(`?category=Rust`)
  act(() => result.current[1]({ query: `mod`, category: `Rust` }, `replace`))
  act(() => {
    window.dispatchEvent(new PopStateEvent(`popstate`))
  })
  expect(result.current[0]).toEqual({ query: ``, category: `Rust` })
  act(() => jest.advanceTimersByTime(NEXT_FRAME_MS))
  expect(address()).toBe(`/?category=Rust`)
})

it(`stops writing once the list is gone`, () => {
  const { result, unmount } = renderFilter()
  act(() => result.current[1]({ query: `web`, category: `` }, `replace`))
  unmount()
  act(() => jest.advanceTimersByTime(NEXT_FRAME_MS))
  expect(address()).toBe(`/`)
})
