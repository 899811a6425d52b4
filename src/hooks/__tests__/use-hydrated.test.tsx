import React from "react"
import { act } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
import { useHydrated } from "../use-hydrated"

/** A component that records what the hook returned at each render (each test file starts with the module fresh, as a page does). */
function probe() {
  const seen: boolean[] = []
  const Probe = () => {
    const hydrated = useHydrated()
    seen.push(hydrated)
    return <p>{hydrated ? `browser` : `prebuilt`}</p>
  }
  return { Probe, seen }
}

// React's server renderer wants TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder: jest.requireActual<typeof import("util")>(`util`).TextEncoder })
const { renderToString } = jest.requireActual<typeof import("react-dom/server")>(`react-dom/server`)

it(`is false on the server and while the prebuilt HTML is hydrated, true right after, and true at once on a later page`, async () => {
  const { Probe, seen } = probe()
  const container = document.createElement(`div`)
  container.innerHTML = renderToString(<Probe />)
  expect(container.textContent).toBe(`prebuilt`)
  expect(seen).toEqual([false])

  seen.length = 0
  const errors = jest.spyOn(console, `error`).mockImplementation(() => {})
  await act(async () => {
    hydrateRoot(container, <Probe />)
  })
  expect(seen).toEqual([false, true])
  expect(container.textContent).toBe(`browser`)
  // Hydration matched the HTML.
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()

  seen.length = 0
  const later = document.createElement(`div`)
  await act(async () => {
    hydrateRoot(later, <Probe />)
  })
  expect(seen[0]).toBe(true)
})
