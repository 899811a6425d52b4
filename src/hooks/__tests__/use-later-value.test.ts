import { act, renderHook } from "@testing-library/react"
import { useLaterValue } from "../use-later-value"

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

/** The hook with `first` as its value, and what it returned at each render. */
function renderRecorded(first: string) {
  const seen: string[] = []
  const rendered = renderHook(
    ({ value }) => {
      const later = useLaterValue(value)
      seen.push(later)
      return later
    },
    { initialProps: { value: first } },
  )
  return { ...rendered, seen }
}

it(`returns the first value at once`, () => {
  const { result } = renderHook(({ value }) => useLaterValue(value), { initialProps: { value: `a` } })
  expect(result.current).toBe(`a`)
})

it(`keeps the earlier value in the render that changes it, and gives the new one in a render after`, () => {
  const { result, rerender, seen } = renderRecorded(`a`)
  rerender({ value: `b` })
  expect(result.current).toBe(`a`)
  act(() => jest.runOnlyPendingTimers())
  expect(result.current).toBe(`b`)
  expect(seen).toEqual([`a`, `a`, `b`])
})

it(`skips a value that a newer one replaced before its render`, () => {
  const { result, rerender, seen } = renderRecorded(`a`)
  rerender({ value: `b` })
  rerender({ value: `c` })
  act(() => jest.runAllTimers())
  expect(result.current).toBe(`c`)
  expect(seen).not.toContain(`b`)
})

it(`keeps a function as a value, not as an update`, () => {
  const first = () => 1
  const second = () => 2
  const { result, rerender } = renderHook(({ value }) => useLaterValue(value), { initialProps: { value: first } })
  expect(result.current).toBe(first)
  rerender({ value: second })
  act(() => jest.runAllTimers())
  expect(result.current).toBe(second)
})
