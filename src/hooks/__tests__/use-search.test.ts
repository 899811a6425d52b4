import React from "react"
import { renderHook, waitFor } from "@testing-library/react"
import { loadMeta, searchIndexAt, searchPage, searchPageNow } from "../../search/load"
import type { SearchPage } from "../../search/results"
import { useSearch } from "../use-search"
import { PageWords } from "../../i18n/words"
import sw from "../../i18n/sw.json"

// What the search finds is tested in src/search/; here, when the hook asks and which answer it keeps.
jest.mock(`../../search/load`, () => ({
  searchIndexAt: jest.fn(),
  loadMeta: jest.fn(() => Promise.resolve()),
  searchPage: jest.fn(),
  searchPageNow: jest.fn(() => null),
}))
const searchPageMock = jest.mocked(searchPage)
const searchPageNowMock = jest.mocked(searchPageNow)
const page = (total: number): SearchPage => ({ total, hits: [] })

beforeEach(() => {
  searchPageMock.mockReset()
  searchPageNowMock.mockReset().mockReturnValue(null)
  jest.mocked(loadMeta).mockClear()
})

it(`asks nothing without a search, and warms up when the box takes focus`, async () => {
  const { result, rerender } = renderHook(({ warm }) => useSearch(``, ``, 10, warm, 0), { initialProps: { warm: false } })
  expect(result.current).toEqual({ status: `idle` })
  rerender({ warm: true })
  await waitFor(() => expect(loadMeta).toHaveBeenCalled())
  expect(searchPageMock).not.toHaveBeenCalled()
})

it(`keeps only the latest search's answer, whatever order the answers come in`, async () => {
  let answerFirst: (page: SearchPage) => void = () => {}
  searchPageMock.mockImplementationOnce(() => new Promise(resolve => (answerFirst = resolve))).mockResolvedValueOnce(page(2))
  const { result, rerender } = renderHook(({ query }) => useSearch(query, `Rust`, 10, true, query), { initialProps: { query: `ru` } })
  expect(result.current).toEqual({ status: `loading` })
  rerender({ query: `rust` })
  await waitFor(() => expect(result.current).toEqual({ status: `ready`, key: `rust\u0000Rust\u000010`, page: page(2) }))
  answerFirst(page(9))
  await new Promise(resolve => setTimeout(resolve, 10))
  expect(result.current).toEqual({ status: `ready`, key: `rust\u0000Rust\u000010`, page: page(2) })
  expect(searchPageMock.mock.calls).toEqual([
    [`ru`, `Rust`, 10],
    [`rust`, `Rust`, 10],
  ])
})

it(`says what went wrong, and asks again on a new attempt`, async () => {
  searchPageMock.mockRejectedValueOnce(new Error(`the search index's meta.json answered 503`)).mockResolvedValueOnce(page(1))
  const { result, rerender } = renderHook(({ attempt }) => useSearch(`rust`, ``, 10, true, attempt), { initialProps: { attempt: 0 } })
  await waitFor(() => expect(result.current).toEqual({ status: `error`, message: `the search index's meta.json answered 503` }))
  rerender({ attempt: 1 })
  await waitFor(() => expect(result.current.status).toBe(`ready`))
})

it(`answers in the keystroke's own render when the search's pieces are in memory, asking nothing`, async () => {
  searchPageMock.mockResolvedValueOnce(page(3))
  const { result, rerender } = renderHook(({ query }) => useSearch(query, ``, 10, true, 0), { initialProps: { query: `ru` } })
  await waitFor(() => expect(result.current.status).toBe(`ready`))
  searchPageNowMock.mockImplementation(query => (query === `rus` ? page(2) : null))
  rerender({ query: `rus` })
  expect(result.current).toEqual({ status: `ready`, key: `rus\u0000\u000010`, page: page(2) })
  expect(searchPageMock).toHaveBeenCalledTimes(1)
})

it(`keeps showing the answer shown last, made at once or fetched, while the next is on its way`, async () => {
  searchPageMock.mockResolvedValueOnce(page(5))
  const { result, rerender } = renderHook(({ query }) => useSearch(query, ``, 10, true, 0), { initialProps: { query: `e` } })
  await waitFor(() => expect(result.current).toEqual({ status: `ready`, key: `e\u0000\u000010`, page: page(5) }))
  searchPageNowMock.mockImplementation(query => (query === `er` ? page(4) : null))
  rerender({ query: `er` })
  let answerLast: (page: SearchPage) => void = () => {}
  searchPageMock.mockImplementationOnce(() => new Promise(resolve => (answerLast = resolve)))
  rerender({ query: `err` })
  await waitFor(() => expect(searchPageMock).toHaveBeenCalledTimes(2))
  // Still the answer to "er", the newest shown, not the older fetched one.
  expect(result.current).toEqual({ status: `ready`, key: `er\u0000\u000010`, page: page(4) })
  answerLast(page(1))
  await waitFor(() => expect(result.current).toEqual({ status: `ready`, key: `err\u0000\u000010`, page: page(1) }))
})

it(`searches the index of the page's language`, async () => {
  const { result } = renderHook(() => useSearch(`rust`, ``, 10, true, 0))
  await waitFor(() => expect(result.current.status).not.toBe(`idle`))
  expect(jest.mocked(searchIndexAt)).toHaveBeenCalledWith(`/search`)
  const wrapper = ({ children }: { children: React.ReactNode }) =>
    React.createElement(PageWords, { context: { lang: `sw`, strings: sw }, children })
  const swahili = renderHook(() => useSearch(`habari`, ``, 10, true, 0), { wrapper })
  await waitFor(() => expect(swahili.result.current.status).not.toBe(`idle`))
  expect(jest.mocked(searchIndexAt)).toHaveBeenLastCalledWith(`/sw/search`)
})
