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

it.each([[{}], [[null]], [[{ slug: `a` }]], [`<!doctype html>`]])(
  `refuses an index of the wrong shape (%j) with a clear message`,
  async shape => {
    fetchMock.mockResolvedValue({ ok: true, json: () => Promise.resolve(shape) })
    const { result } = renderHook(() => usePostIndex(true))
    await waitFor(() => expect(result.current.status).toBe(`error`))
    expect((result.current as { message: string }).message).toMatch(/post index .*older version of the site/)
  },
)

it(`fetches again on the next attempt after a failure, then keeps the index`, async () => {
  fetchMock.mockResolvedValueOnce({ ok: false, status: 503 }).mockResolvedValue({ ok: true, json: () => Promise.resolve(POSTS) })
  const { result, rerender } = renderHook(({ attempt }) => usePostIndex(true, attempt), { initialProps: { attempt: `rust` } })
  await waitFor(() => expect(result.current.status).toBe(`error`))
  rerender({ attempt: `rust` })
  expect(result.current.status).toBe(`error`)
  rerender({ attempt: `rusty` })
  await waitFor(() => expect(result.current).toEqual({ status: `ready`, posts: POSTS }))
  expect(fetchMock).toHaveBeenCalledTimes(2)

  // Once loaded, the index serves every later list without another fetch.
  const second = renderHook(() => usePostIndex(true))
  await waitFor(() => expect(second.result.current).toEqual({ status: `ready`, posts: POSTS }))
  expect(fetchMock).toHaveBeenCalledTimes(2)
})
