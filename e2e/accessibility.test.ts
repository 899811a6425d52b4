// Accessibility of the built site: axe-core on every route in both themes and
// both widths, and what a keyboard-only visitor can do.
import type { Page } from "playwright-core"
import { THEME_STORAGE_KEY } from "../src/lib/theme"
import { DESKTOP, PHONE, visit, waitForApp, useBuiltSite } from "./support/browser"
import { axeViolations } from "./support/axe"
import { allRoutes, openRoute } from "./support/routes"
import { PUBLIC_DIR, samplePosts } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)

describe.each(allRoutes().map(route => [route.path, route] as const))(`axe on %s`, (_path, route) => {
  it.each([
    [`light`, `phone`, PHONE],
    [`light`, `desktop`, DESKTOP],
    [`dark`, `phone`, PHONE],
    [`dark`, `desktop`, DESKTOP],
  ] as const)(`has no violations in the %s theme on a %s`, async (theme, _name, viewport) => {
    const { page, close } = await visit(site.browser, { theme, viewport })
    try {
      await openRoute(page, site.server.url, route)
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(theme)
      expect(await axeViolations(page)).toEqual([])
    } finally {
      await close()
    }
  })
})

it.each([`light`, `dark`] as const)(`has no violations on the splash screen in the %s theme`, async theme => {
  const { page, close } = await visit(site.browser, { theme, skipSplash: false })
  try {
    await page.goto(site.server.url)
    await page.getByRole(`progressbar`).waitFor()
    expect(await axeViolations(page)).toEqual([])
  } finally {
    await close()
  }
})

describe.each([`light`, `dark`] as const)(`code in the %s theme`, theme => {
  it(`gives every highlighted token a contrast of at least 4.5:1 on the code background`, async () => {
    const { page, close } = await visit(site.browser, { theme })
    const failures = new Set<string>()
    let tokens = 0
    try {
      for (const route of allRoutes().filter(r => r.path.startsWith(`/post/`) && !r.notFound)) {
        await openRoute(page, site.server.url, route)
        const found = await page.evaluate(() => {
          const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number)
          const luminance = ([r, g, b]: number[]) => {
            const [lr, lg, lb] = [r, g, b].map(c => {
              const v = c / 255
              return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
            })
            return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
          }
          const background = (element: Element | null): number[] => {
            for (let node = element; node; node = node.parentElement) {
              const colour = rgb(getComputedStyle(node).backgroundColor)
              if (colour.length === 3 || colour[3] > 0) return colour.slice(0, 3)
            }
            return [255, 255, 255]
          }
          const results: string[] = []
          const tokens = [...document.querySelectorAll(`pre .token`)].filter(token => token.textContent?.trim())
          for (const token of tokens) {
            const fg = luminance(rgb(getComputedStyle(token).color))
            const bg = luminance(background(token))
            const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05)
            if (ratio < 4.5) results.push(`"${token.className}" ${getComputedStyle(token).color}: ${ratio.toFixed(2)}:1`)
          }
          return { count: tokens.length, results }
        })
        tokens += found.count
        found.results.forEach(result => failures.add(result))
      }
    } finally {
      await close()
    }
    expect(tokens).toBeGreaterThan(100)
    expect([...failures]).toEqual([])
  })
})

describe.each([`/`, `/projects`, `/post/rust-module-system-explained`])(`images and icons on %s`, path => {
  it(`gives every image a meaningful alt, hides decorative icons and names every link`, async () => {
    const { page, close } = await visit(site.browser)
    try {
      await page.goto(site.server.url + path)
      await waitForApp(page)
      const report = await page.evaluate(() => {
        const problems: string[] = []
        for (const img of document.querySelectorAll(`img`)) {
          const alt = img.getAttribute(`alt`)?.trim() ?? ``
          if (!alt || /\.(jpe?g|png|webp|gif|svg)$/i.test(alt) || /^(image|picture|photo|icon|cover)$/i.test(alt)) {
            problems.push(`img ${img.getAttribute(`src`)}: alt "${alt}"`)
          }
        }
        for (const svg of document.querySelectorAll(`svg`)) {
          if (svg.closest(`[aria-hidden="true"]`) === null && svg.getAttribute(`role`) !== `img`) {
            problems.push(`svg in ${svg.parentElement?.outerHTML.slice(0, 80)}: not hidden from assistive technology`)
          }
        }
        for (const link of document.querySelectorAll(`a[href], button`)) {
          const name = (link.getAttribute(`aria-label`) ?? ``) + (link.textContent ?? ``)
          if (!name.trim()) problems.push(`${link.outerHTML.slice(0, 80)}: no name`)
        }
        return { problems, images: document.querySelectorAll(`img`).length, icons: document.querySelectorAll(`svg`).length }
      })
      expect(report.problems).toEqual([])
      expect(report.images + report.icons).toBeGreaterThan(0)
    } finally {
      await close()
    }
  })
})

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
    const matching = samplePosts().filter(post => post.listed && /actix/i.test(post.title))
    expect(matching.length).toBeGreaterThan(1)
    await page.keyboard.type(`actix`)
    await page.getByRole(`status`).getByText(`${matching.length} posts match.`).waitFor()
    await expect(page.getByRole(`heading`, { level: 2, name: /Actix/i }).count()).resolves.toBe(matching.length)

    await page.keyboard.press(`Shift+Tab`)
    await page.keyboard.press(`/`)
    await expect(search.evaluate(el => el === document.activeElement)).resolves.toBe(true)
    await page.keyboard.press(`Control+A`)
    await page.keyboard.press(`Backspace`)
    await page.getByRole(`status`).getByText(/^Showing \d+ of \d+ posts\.$/).waitFor()
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
