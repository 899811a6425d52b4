/**
 * @jest-environment jsdom
 */
import { DEFERRED_SCRIPTS_ID, START_AT_THE_LATEST_MS, START_SCRIPTS } from "../script-start"
import { minifiedScript } from "../../../site-build/shipped-scripts"

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void

declare global {
  interface Window {
    ran?: string[]
  }
}

// The script as written, and as every page carries it: minified, which must change nothing it does.
describe.each([
  [`as written`, START_SCRIPTS],
  [`as shipped, minified`, minifiedScript(START_SCRIPTS)],
])(`the start script %s`, (_form, script) => {
  /** The page's end as the build writes it: the template (two inline scripts and a file), then the start script. */
  function page() {
    document.body.innerHTML =
      `<main>Read me</main><template id="${DEFERRED_SCRIPTS_ID}">` +
      `<script id="first">window.ran=(window.ran||[]).concat("map")</script><script>window.ran=window.ran.concat("hash")</script>` +
      `<script src="/app.js" async></script></template>`
    window.ran = undefined
  }

  /** Runs the start script as the page would, with the browser's paint reports replaced. */
  function runStart({ visibility = `visible`, paints = true }: { visibility?: DocumentVisibilityState; paints?: boolean } = {}) {
    const observers: PaintCallback[] = []
    Object.defineProperty(document, `visibilityState`, { configurable: true, get: () => visibility })
    window.PerformanceObserver = class {
      static supportedEntryTypes = paints ? [`paint`, `resource`] : [`resource`]
      constructor(callback: PaintCallback) {
        observers.push(callback)
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof PerformanceObserver
    new Function(script)()
    const report = (name: string) =>
      observers.forEach(callback => callback({ getEntriesByName: wanted => (wanted === name ? [{}] : []) }, { disconnect() {} }))
    return { report }
  }

  const started = () => [...document.body.querySelectorAll(`body > script`)]

  beforeEach(() => {
    jest.useFakeTimers()
    page()
  })
  afterEach(() => jest.useRealTimers())

  it(`starts nothing before the first contentful paint, then each script once, in order, inline ones run`, () => {
    const { report } = runStart()
    jest.advanceTimersByTime(START_AT_THE_LATEST_MS - 1)
    report(`first-paint`)
    jest.advanceTimersByTime(0)
    expect(started()).toEqual([])

    report(`first-contentful-paint`)
    jest.advanceTimersByTime(0)
    expect(started().map(script => script.outerHTML)).toEqual([
      `<script id="first">window.ran=(window.ran||[]).concat("map")</script>`,
      `<script>window.ran=window.ran.concat("hash")</script>`,
      `<script src="/app.js" async=""></script>`,
    ])
    expect(window.ran).toEqual([`map`, `hash`])
    // Placed where Gatsby put them, before the template, which keeps the originals inert.
    expect(
      started().every(script => script.nextElementSibling?.id === DEFERRED_SCRIPTS_ID || script.nextElementSibling?.tagName === `SCRIPT`),
    ).toBe(true)

    jest.advanceTimersByTime(START_AT_THE_LATEST_MS)
    report(`first-contentful-paint`)
    jest.advanceTimersByTime(0)
    expect(started()).toHaveLength(3)
  })

  it(`starts them after the longest wait when no paint is reported`, () => {
    runStart()
    jest.advanceTimersByTime(START_AT_THE_LATEST_MS - 1)
    expect(started()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(started()).toHaveLength(3)
  })

  it(`starts them a frame later in a browser that does not report paints`, () => {
    const frames: FrameRequestCallback[] = []
    window.requestAnimationFrame = callback => frames.push(callback)
    runStart({ paints: false })
    expect(started()).toEqual([])
    frames.forEach(callback => callback(0))
    jest.advanceTimersByTime(0)
    expect(started()).toHaveLength(3)
  })

  it(`starts them at once on a page that is not on screen`, () => {
    runStart({ visibility: `hidden` })
    expect(started()).toHaveLength(3)
    expect(window.ran).toEqual([`map`, `hash`])
  })
})
