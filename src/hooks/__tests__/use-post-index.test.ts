import { renderHook, waitFor } from "@testing-library/react"
import { usePostIndex } from "../use-post-index"

const POSTS = [{ slug: `a`, title: `A`, category: `Rust`, date: `2025-01-01`, author: `Juma`, excerpt: `About A.`, tags: [], image: null }]

const fetchMock = jest.fn()
global.fetch = fetchMock

afterEach(() => fetchMock.mockReset())

// One module-wide cache for the whole file, so these run in order.
it(`fetches nothing until the index is needed`, () => {
  const { result } = renderHook(() => usePostIndex(false))
  expect(result.current).toEqual({ status: `idle` })
  expect(fetchMock).not.toHaveBeenCalled()
})

it(`says what went wrong when the index cannot be loaded`, async () => {
  fetchMock.mockResolvedValue({ ok: false, status: 503 })
  const { result } = renderHook(() => usePostIndex(true))
  expect(result.current.status).toBe(`loading`)
  await waitFor(() => expect(result.current).toEqual({ status: `error`, message: `The post index answered 503` }))
  expect(fetchMock).toHaveBeenCalledWith(`/post-index.json`)
})

it(`tries again after a failure, then keeps the index for every later list`, async () => {
  fetchMock.mockResolvedValue({ ok: true, json: () => Promise.resolve(POSTS) })
  const first = renderHook(({ needed }) => usePostIndex(needed), { initialProps: { needed: false } })
  first.rerender({ needed: true })
  await waitFor(() => expect(first.result.current).toEqual({ status: `ready`, posts: POSTS }))

  const second = renderHook(() => usePostIndex(true))
  await waitFor(() => expect(second.result.current).toEqual({ status: `ready`, posts: POSTS }))
  expect(fetchMock).toHaveBeenCalledTimes(1)
})
