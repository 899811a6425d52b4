// Accessibility of the built site: axe-core on every route in both themes and
// both widths and on the splash, the contrast of highlighted code, and the alt
// text of images and names of icons and links.
import { DESKTOP, PHONE, sideBySide, visit, waitForApp, useBuiltSite } from "./support/browser"
import { axeViolations } from "./support/axe"
import { allRoutes, openRoute } from "./support/routes"
import { PUBLIC_DIR } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)

/**
 * axe on `route` in `theme`, in one load: the page is read on a phone, then widened to a desktop, as a reader resizing
 * a window would see it (the layout is CSS and matchMedia, both of which follow the viewport).
 */
async function axeBothWidths(route: ReturnType<typeof allRoutes>[number], theme: `light` | `dark`): Promise<void> {
  const { page, close } = await visit(site.browser, { theme, viewport: PHONE })
  try {
    await openRoute(page, site.server.url, route)
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(theme)
    const phone = await axeViolations(page)
    await page.setViewportSize(DESKTOP)
    await page.waitForFunction(width => window.innerWidth === width, DESKTOP.width)
    expect({ theme, phone, desktop: await axeViolations(page) }).toEqual({ theme, phone: [], desktop: [] })
  } finally {
    await close()
  }
}

// The two themes load side by side: axe runs in each page's own renderer.
it.each(allRoutes().map(route => [route.path, route] as const))(
  `axe on %s: no violations in the light or the dark theme, on a phone and on a desktop`,
  async (_path, route) => {
    await sideBySide([axeBothWidths(route, `light`), axeBothWidths(route, `dark`)])
  },
)

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
