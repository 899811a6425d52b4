// What a keyboard-only visitor can do on the built site: the skip link, every
// control in order with visible focus and no trap, the theme toggle, the search
// and the splash's Skip button.
import type { Page } from "playwright-core"
import { THEME_STORAGE_KEY } from "../src/lib/theme"
import { visit, waitForApp, useBuiltSite } from "./support/browser"
import { PUBLIC_DIR, samplePosts } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)

/** What has keyboard focus, as a short description. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    const style = getComputedStyle(element)
    const box = element.getBoundingClientRect()
    return {
      tag: element.tagName.toLowerCase(),
      id: element.id,
      text: (element.getAttribute(`aria-label`) || element.textContent || ``).trim().replace(/\s+/g, ` `).slice(0, 60),
      href: element.getAttribute(`href`),
      outline: style.outlineStyle !== `none` && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== `none`,
      onScreen: box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth,
    }
  })
}

describe.each([
  [`/`, /^Blog Posts/],
  [`/projects`, `My Projects`],
  [`/post/rust-module-system-explained`, `Rust`],
  [`/post/unknown`, `Not Found`],
  [`/unknown`, `404 - page not found`],
] as const)(`keyboard on %s`, (path, heading) => {
  it(`reaches the skip link first, and it moves focus to the main content`, async () => {
    const { page, problems, close } = await visit(site.browser)
    try {
      await page.goto(site.server.url + path)
      await page.getByRole(`heading`, { level: 1, name: heading }).waitFor()
      await waitForApp(page)
      await page.keyboard.press(`Tab`)
      const first = await focused(page)
      expect(first).toMatchObject({ tag: `a`, text: `Skip to content`, href: `#main`, onScreen: true })
      await page.keyboard.press(`Enter`)
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(`main`)
      await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe(`MAIN`)
      // The next Tab continues from the main content, not from the top of the page.
      await page.keyboard.press(`Tab`)
      const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest(`main`)))
      expect(inMain).toBe(true)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it(`reaches every control in document order, shows where focus is, and lets it go`, async () => {
    const { page, close } = await visit(site.browser)
    try {
      await page.goto(site.server.url + path)
      await page.getByRole(`heading`, { level: 1, name: heading }).waitFor()
      await waitForApp(page)
      // Everything a visitor can operate, in document order.
      const expected = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>(`a[href], button, input, select, textarea, summary, [tabindex]`)]
          .filter(element => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled)
          .filter(element => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== `hidden`)
          .map(element => (element.getAttribute(`aria-label`) || element.textContent || ``).trim().replace(/\s+/g, ` `).slice(0, 60)),
      )
      expect(expected.length).toBeGreaterThan(1)

      const reached: string[] = []
      const unseen: string[] = []
      for (let step = 0; step < expected.length + 1; step++) {
        await page.keyboard.press(`Tab`)
        const now = await focused(page)
        if (!now) break
        reached.push(now.text)
        if (!now.outline && !now.shadow) unseen.push(`${now.tag} "${now.text}": no outline or box-shadow`)
        if (!now.onScreen) unseen.push(`${now.tag} "${now.text}": not on screen`)
      }
      expect(reached).toEqual(expected)
      expect(unseen).toEqual([])
      // Nothing traps focus: after the last control, focus leaves the page, and
      // the next Tab starts again at the top.
      await expect(focused(page)).resolves.toBeNull()
      await page.keyboard.press(`Tab`)
      await expect(focused(page)).resolves.toMatchObject({ text: `Skip to content` })
    } finally {
      await close()
    }
  })
})

it(`toggles the theme with Enter and with Space`, async () => {
  const { page, problems, close } = await visit(site.browser, { theme: `light` })
  try {
    await page.goto(site.server.url)
    await waitForApp(page)
    const toggle = page.getByRole(`button`, { name: `Dark theme` })
    // Reach it by keyboard, as a visitor would.
    for (let step = 0; step < 10 && !(await toggle.evaluate(el => el === document.activeElement)); step++) {
      await page.keyboard.press(`Tab`)
    }
    await expect(toggle.evaluate(el => el === document.activeElement)).resolves.toBe(true)
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme)

    await page.keyboard.press(`Enter`)
    await expect(theme()).resolves.toBe(`dark`)
    await expect(toggle.getAttribute(`aria-pressed`)).resolves.toBe(`true`)
    await page.keyboard.press(`Space`)
    await expect(theme()).resolves.toBe(`light`)
    await expect(toggle.getAttribute(`aria-pressed`)).resolves.toBe(`false`)
    await page.keyboard.press(`Space`)
    await expect(theme()).resolves.toBe(`dark`)
    // The choice is kept for the next page.
    await expect(page.evaluate(key => localStorage.getItem(key), THEME_STORAGE_KEY)).resolves.toBe(`dark`)
    expect(problems).toEqual([])
  } finally {
    await close()
  }
})

it(`takes a search by keyboard, from Tab and from the "/" key`, async () => {
  const { page, problems, close } = await visit(site.browser)
  try {
    await page.goto(site.server.url)
    await waitForApp(page)
    const search = page.getByRole(`searchbox`, { name: /Search blog posts/ })
    for (let step = 0; step < 30 && !(await search.evaluate(el => el === document.activeElement)); step++) {
      await page.keyboard.press(`Tab`)
    }
    await expect(search.evaluate(el => el === document.activeElement)).resolves.toBe(true)
    // The two posts with Actix in their title, and the one that mentions it in its text.
    const matching = samplePosts().filter(post => post.listed && /actix/i.test(post.title))
    expect(matching.length).toBeGreaterThan(1)
    await page.keyboard.type(`actix`)
    await page
      .getByRole(`status`)
      .getByText(`${matching.length + 1} posts match.`)
      .waitFor()
    // The cards below the window come a render after the count (src/components/blog-list.tsx): wait for the last.
    const titled = page.getByRole(`heading`, { level: 2, name: /Actix/i })
    await titled.nth(matching.length - 1).waitFor()
    await expect(titled.count()).resolves.toBe(matching.length)

    await page.keyboard.press(`Shift+Tab`)
    await page.keyboard.press(`/`)
    await expect(search.evaluate(el => el === document.activeElement)).resolves.toBe(true)
    await page.keyboard.press(`Control+A`)
    await page.keyboard.press(`Backspace`)
    await page
      .getByRole(`status`)
      .getByText(/^Showing \d+ of \d+ posts\.$/)
      .waitFor()
    expect(problems).toEqual([])
  } finally {
    await close()
  }
})

it(`lets a keyboard user leave the splash with its Skip button, then carry on`, async () => {
  const { page, problems, close } = await visit(site.browser, { skipSplash: false })
  try {
    await page.goto(site.server.url)
    await page.getByRole(`progressbar`).waitFor()
    await waitForApp(page)
    await page.keyboard.press(`Tab`)
    await expect(focused(page)).resolves.toMatchObject({ tag: `button`, text: `Skip` })
    await page.keyboard.press(`Enter`)
    await page.getByRole(`progressbar`).waitFor({ state: `detached` })
    await page.getByRole(`heading`, { level: 1, name: /^Blog Posts/ }).waitFor()
    await page.keyboard.press(`Tab`)
    const next = await focused(page)
    expect(next).not.toBeNull()
    expect(next?.onScreen).toBe(true)
    expect(problems).toEqual([])
  } finally {
    await close()
  }
})
