import { headScript as sourceScript } from "../head-script"
import { shippedHeadScript } from "../../site-build/shipped-scripts"
import { THEME_STORAGE_KEY } from "../lib/theme"
import { isSplashRemembered, SPLASH_SEEN_KEY, SPLASH_SKIP_ATTRIBUTE } from "../splash/timing"

const SPLASH = { durationMs: 6000, rememberMinutes: 30 }

// The script as written, and as every page carries it: minified, which must change nothing it does.
describe.each([
  [`as written`, sourceScript],
  [`as shipped, minified`, shippedHeadScript],
])(`the head script %s`, (_form, headScript) => {
  function runHeadScript(script = headScript(SPLASH)) {
    // The script runs in the page as it is, so run it the same way here.
    new Function(script)()
    return document.documentElement.dataset
  }

  beforeEach(() => {
    localStorage.clear()
    delete document.documentElement.dataset.theme
    delete document.documentElement.dataset.splash
  })

  describe(`the theme`, () => {
    const prefersDark = (dark: boolean) =>
      (window.matchMedia = jest.fn().mockReturnValue({ matches: dark }) as unknown as typeof window.matchMedia)
    afterEach(() => {
      delete (window as Partial<Window>).matchMedia
    })

    it(`is the saved choice, whatever the system prefers`, () => {
      prefersDark(false)
      localStorage.setItem(THEME_STORAGE_KEY, `dark`)
      expect(runHeadScript().theme).toBe(`dark`)
      prefersDark(true)
      localStorage.setItem(THEME_STORAGE_KEY, `light`)
      expect(runHeadScript().theme).toBe(`light`)
    })

    it(`else follows the system, ignoring a value that is not a theme`, () => {
      prefersDark(true)
      expect(runHeadScript().theme).toBe(`dark`)
      localStorage.setItem(THEME_STORAGE_KEY, `nonsense`)
      expect(runHeadScript().theme).toBe(`dark`)
      prefersDark(false)
      expect(runHeadScript().theme).toBe(`light`)
    })

    it(`is light where the browser cannot tell a preference`, () => {
      expect(runHeadScript().theme).toBe(`light`)
    })
  })

  it(`shows the splash to a first-time visitor`, () => {
    expect(runHeadScript().splash).toBe(`show`)
  })

  it(`skips it for a visitor who saw it in the last 30 minutes, and not after`, () => {
    localStorage.setItem(SPLASH_SEEN_KEY, String(Date.now() - 29 * 60_000))
    expect(runHeadScript().splash).toBe(`skip`)
    localStorage.setItem(SPLASH_SEEN_KEY, String(Date.now() - 31 * 60_000))
    expect(runHeadScript().splash).toBe(`show`)
  })

  it(`decides as isSplashRemembered does`, () => {
    const now = Date.now()
    for (const seenAt of [``, `garbage`, String(now + 60_000), String(now - 1000), String(now - 30 * 60_000 + 5000), `0`]) {
      localStorage.setItem(SPLASH_SEEN_KEY, seenAt)
      const expected = isSplashRemembered(seenAt, Date.now(), SPLASH.rememberMinutes) ? `skip` : `show`
      expect([seenAt, runHeadScript().splash]).toEqual([seenAt, expected])
    }
  })

  it(`shows the splash when storage is blocked`, () => {
    const getItem = jest.spyOn(Storage.prototype, `getItem`).mockImplementation(() => {
      throw new Error(`SecurityError`)
    })
    expect(runHeadScript().splash).toBe(`show`)
    getItem.mockRestore()
  })

  it(`leaves the splash out when its duration is 0`, () => {
    expect(runHeadScript(headScript({ durationMs: 0, rememberMinutes: 30 })).splash).toBeUndefined()
  })

  describe(`Skip and Escape before the app's scripts have run`, () => {
    // The splash and the page as the prebuilt HTML has them.
    beforeEach(() => {
      document.body.innerHTML = `<section><button type="button" ${SPLASH_SKIP_ATTRIBUTE}="">Skip</button></section>
        <div><main id="main" tabindex="-1"><h1>whoami</h1><a href="/projects">projects</a></main></div>`
    })
    const main = () => document.getElementById(`main`)
    const button = () => document.querySelector(`button`)!

    it(`end the splash on a click on Skip: hidden as for a returning visitor, remembered, focus on the page`, () => {
      expect(runHeadScript().splash).toBe(`show`)
      button().click()
      expect(document.documentElement.dataset.splash).toBe(`skip`)
      expect(isSplashRemembered(localStorage.getItem(SPLASH_SEEN_KEY), Date.now(), SPLASH.rememberMinutes)).toBe(true)
      expect(document.activeElement).toBe(main())
    })

    it(`end it on Escape, and on nothing else`, () => {
      runHeadScript()
      document.querySelector(`a`)!.dispatchEvent(new MouseEvent(`click`, { bubbles: true, cancelable: true }))
      document.dispatchEvent(new KeyboardEvent(`keydown`, { key: `Enter`, bubbles: true }))
      expect([document.documentElement.dataset.splash, localStorage.getItem(SPLASH_SEEN_KEY)]).toEqual([`show`, null])
      document.dispatchEvent(new KeyboardEvent(`keydown`, { key: `Escape`, bubbles: true }))
      expect(document.documentElement.dataset.splash).toBe(`skip`)
      expect(document.activeElement).toBe(main())
    })

    it(`leave a splash the gate has ended alone`, () => {
      runHeadScript()
      document.documentElement.dataset.splash = `done`
      button().click()
      expect([document.documentElement.dataset.splash, localStorage.getItem(SPLASH_SEEN_KEY)]).toEqual([`done`, null])
    })

    it(`are not listened for when the splash is not shown`, () => {
      localStorage.setItem(SPLASH_SEEN_KEY, String(Date.now() - 60_000))
      const listen = jest.spyOn(document, `addEventListener`)
      expect(runHeadScript().splash).toBe(`skip`)
      expect(listen).not.toHaveBeenCalled()
      listen.mockRestore()
    })
  })
})
