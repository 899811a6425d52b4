import React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
import { useStaticQuery } from "gatsby"
import { SPLASH_SEEN_KEY, SPLASH_SKIP_ATTRIBUTE } from "../timing"
import { siteConfig } from "../../site-config"
import { PageWords, type Strings } from "../../i18n/words"
import sw from "../../i18n/sw.json"
import { SplashFrame, SplashGate } from "../splash-gate"

// Class names as the build makes them: `page` is the one that hides the page.
jest.mock(`../splash-gate.module.css`, () => ({ __esModule: true, page: `page`, splash: `splash` }))

function Page() {
  return (
    <main id="main" tabIndex={-1}>
      <h1>whoami</h1>
    </main>
  )
}

// As gatsby-ssr.tsx and gatsby-browser.tsx wrap the site (the gate) and each page (its words, the frame).
const site = (props: Partial<React.ComponentProps<typeof SplashGate>> = {}, page: React.ReactNode = <Page />, context?: unknown) => (
  <SplashGate {...props}>
    <PageWords context={context}>
      <SplashFrame>{page}</SplashFrame>
    </PageWords>
  </SplashGate>
)

const progressbar = () => screen.queryByRole(`progressbar`, { name: `Loading…` })
const pageHidden = () => screen.getByRole(`main`).closest(`.page`) !== null

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms)
  })
}

beforeEach(() => {
  jest.useFakeTimers()
  jest.mocked(useStaticQuery).mockReturnValue({ profileJson: { handle: `jumakip` } })
  localStorage.clear()
  delete document.documentElement.dataset.splash
})

afterEach(() => {
  jest.useRealTimers()
})

it(`reads its duration and window from the site configuration`, () => {
  expect(siteConfig.splash).toEqual({ durationMs: 6000, rememberMinutes: 30 })
})

it(`shows the brand, a loading line and a progress bar over the hidden page`, () => {
  render(site())
  expect(screen.getByRole(`region`, { name: `jumakip Loading…` })).toBeInTheDocument()
  expect(screen.getByText(`jumakip`)).toBeInTheDocument()
  expect(screen.getByText(`Loading…`)).toBeInTheDocument()
  const bar = progressbar()
  expect(bar).toHaveAttribute(`aria-valuemin`, `0`)
  expect(bar).toHaveAttribute(`aria-valuemax`, `100`)
  expect(bar).toHaveAttribute(`aria-valuenow`, `0`)
  expect(screen.getByRole(`button`, { name: `Skip` })).toBeVisible()
  expect(pageHidden()).toBe(true)
})

it(`speaks the page's language`, () => {
  render(site({}, <Page />, { lang: `sw`, strings: sw as Strings }))
  expect(screen.getByRole(`region`, { name: `jumakip Inapakia…` })).toBeInTheDocument()
  expect(screen.getByRole(`progressbar`, { name: `Inapakia…` })).toBeInTheDocument()
  expect(screen.getByRole(`button`, { name: `Ruka` })).toBeVisible()
})

it(`shows once for the site, not again on the next page`, () => {
  const { rerender } = render(site())
  advance(6000)
  expect(progressbar()).not.toBeInTheDocument()
  rerender(site({}, <p>another page</p>))
  expect(screen.getByText(`another page`)).toBeVisible()
  expect(progressbar()).not.toBeInTheDocument()
  expect(screen.getByText(`another page`).closest(`.page`)).toBeNull()
})

it(`ends at 6000 ms, not before, and shows the page`, () => {
  render(site())
  advance(5999)
  expect(progressbar()).toBeInTheDocument()
  expect(pageHidden()).toBe(true)
  expect(document.documentElement.dataset.splash).toBeUndefined()
  advance(1)
  expect(progressbar()).not.toBeInTheDocument()
  expect(screen.queryByText(`jumakip`)).not.toBeInTheDocument()
  expect(pageHidden()).toBe(false)
  expect(document.documentElement.dataset.splash).toBe(`done`)
})

it(`counts the 6 s from page start, not from when the script ran`, () => {
  advance(2500)
  render(site())
  advance(3499)
  expect(progressbar()).toBeInTheDocument()
  advance(1)
  expect(progressbar()).not.toBeInTheDocument()
})

it(`steps the bar every 100 ms`, () => {
  render(site())
  advance(99)
  expect(progressbar()).toHaveAttribute(`aria-valuenow`, `0`)
  advance(1)
  expect(progressbar()).toHaveAttribute(`aria-valuenow`, `1`)
  advance(1900)
  expect(progressbar()).toHaveAttribute(`aria-valuenow`, `20`)
})

it(`stops its timers when it ends or unmounts`, () => {
  const { unmount } = render(site())
  expect(jest.getTimerCount()).toBeGreaterThan(0)
  advance(6000)
  expect(jest.getTimerCount()).toBe(0)
  unmount()

  render(site()).unmount()
  expect(jest.getTimerCount()).toBe(0)
})

it(`ends at once on Skip and puts focus on the page`, () => {
  render(site())
  advance(1000)
  // The head script ends the splash by this mark before the app's scripts have run.
  expect(screen.getByRole(`button`, { name: `Skip` })).toHaveAttribute(SPLASH_SKIP_ATTRIBUTE)
  fireEvent.click(screen.getByRole(`button`, { name: `Skip` }))
  expect(progressbar()).not.toBeInTheDocument()
  expect(pageHidden()).toBe(false)
  expect(screen.getByRole(`main`)).toHaveFocus()
})

it(`ends at once on Escape and puts focus on the page, ignoring other keys`, () => {
  render(site())
  fireEvent.keyDown(document, { key: `Enter` })
  expect(progressbar()).toBeInTheDocument()
  fireEvent.keyDown(document, { key: `Escape` })
  expect(progressbar()).not.toBeInTheDocument()
  expect(screen.getByRole(`main`)).toHaveFocus()
})

it(`moves focus to the page when time runs out while focus is on Skip`, () => {
  render(site())
  screen.getByRole(`button`, { name: `Skip` }).focus()
  advance(6000)
  expect(screen.getByRole(`main`)).toHaveFocus()
})

it(`leaves focus alone when time runs out and the visitor never touched it`, () => {
  render(site())
  advance(6000)
  expect(screen.getByRole(`main`)).not.toHaveFocus()
})

it(`remembers the visitor when it shows`, () => {
  jest.setSystemTime(Date.UTC(2025, 2, 23, 12))
  render(site())
  expect(localStorage.getItem(SPLASH_SEEN_KEY)).toBe(String(Date.UTC(2025, 2, 23, 12)))
})

it(`goes straight to the page for a visitor who saw it in the last 30 minutes`, () => {
  localStorage.setItem(SPLASH_SEEN_KEY, String(Date.now() - 29 * 60_000))
  render(site())
  expect(progressbar()).not.toBeInTheDocument()
  expect(pageHidden()).toBe(false)
  expect(screen.getByRole(`main`)).not.toHaveFocus()
})

it(`shows it again once 30 minutes have passed`, () => {
  localStorage.setItem(SPLASH_SEEN_KEY, String(Date.now() - 31 * 60_000))
  render(site())
  expect(progressbar()).toBeInTheDocument()
  advance(6000)
  expect(progressbar()).not.toBeInTheDocument()
})

it(`follows the decision the head script made before the first paint`, () => {
  document.documentElement.dataset.splash = `skip`
  const { unmount } = render(site())
  expect(progressbar()).not.toBeInTheDocument()
  unmount()

  document.documentElement.dataset.splash = `show`
  localStorage.setItem(SPLASH_SEEN_KEY, String(Date.now()))
  render(site())
  expect(progressbar()).toBeInTheDocument()
})

it(`renders no splash at all when the duration is 0`, () => {
  const { container } = render(site({ durationMs: 0 }))
  expect(progressbar()).not.toBeInTheDocument()
  expect(container.firstElementChild).toBe(screen.getByRole(`main`))
  expect(jest.getTimerCount()).toBe(0)
})

it(`hydrates the prebuilt HTML without a warning`, () => {
  // React's server renderer wants TextEncoder, which jsdom lacks.
  Object.assign(globalThis, { TextEncoder: jest.requireActual<typeof import("util")>(`util`).TextEncoder })
  const { renderToString } = jest.requireActual<typeof import("react-dom/server")>(`react-dom/server`)
  const container = document.createElement(`div`)
  container.innerHTML = renderToString(site())
  document.body.append(container)
  const error = jest.spyOn(console, `error`).mockImplementation(() => {})
  const warn = jest.spyOn(console, `warn`).mockImplementation(() => {})
  let root: ReturnType<typeof hydrateRoot> | undefined
  act(() => {
    root = hydrateRoot(container, site())
  })
  expect(error).not.toHaveBeenCalled()
  expect(warn).not.toHaveBeenCalled()
  expect(container.querySelector(`[role="progressbar"]`)).not.toBeNull()
  act(() => root?.unmount())
  container.remove()
  error.mockRestore()
  warn.mockRestore()
})
