// The built site under a strict static host, in Chromium: a quiet console, no
// third-party request, sized images that do not fail, safe new-tab links and no
// layout shift, on every route and while searching.
import type { Page, Request } from "playwright-core"
import { DESKTOP, PHONE, sideBySide, visit, waitForApp, useBuiltSite } from "./support/browser"
import { allRoutes, openRoute } from "./support/routes"
import { PUBLIC_DIR } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)

const routes = allRoutes()

/**
 * Follows the page's requests, so that waiting for the network to settle ends
 * with the requests still open named, rather than with the test's timeout.
 */
function watchRequests(page: Page) {
  // Each wait of a visit fails on its own, naming what it waited for, well within the test's minute.
  page.setDefaultTimeout(20_000)
  const open = new Set<Request>()
  let quietSince = Date.now()
  page.on(`request`, request => {
    open.add(request)
    quietSince = Date.now()
  })
  page.on(`requestfinished`, request => open.delete(request))
  page.on(`requestfailed`, request => open.delete(request))
  return async function settled(timeoutMs = 20_000) {
    const start = Date.now()
    while (open.size > 0 || Date.now() - quietSince < 500) {
      if (open.size > 0) quietSince = Date.now()
      if (Date.now() - start > timeoutMs) {
        throw new Error(`Still loading after ${timeoutMs} ms: ${[...open].map(request => request.url()).join(`, `)}`)
      }
      await new Promise(resolve => setTimeout(resolve, 100))
    }
  }
}

/** Scrolls through the page so lazy images load, then lets the network settle. */
async function scrollThrough(page: Page, settled: () => Promise<void>) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise(resolve => setTimeout(resolve, 50))
    }
  })
  await settled()
}

/** One visit of `route` at one width: a quiet console, no other origin, sized images, safe new-tab links. */
async function checkRoute(route: (typeof routes)[number], width: `phone` | `desktop`): Promise<void> {
  const { page, problems, requests, close } = await visit(site.browser, { viewport: width === `phone` ? PHONE : DESKTOP })
  const settled = watchRequests(page)
  try {
    await openRoute(page, site.server.url, route)
    await scrollThrough(page, settled)

    expect({ width, problems }).toEqual({ width, problems: [] })
    expect({ width, elsewhere: requests.filter(url => new URL(url).origin !== site.server.origin) }).toEqual({ width, elsewhere: [] })

    const images = await page.evaluate(() =>
      [...document.images].map(img => ({
        src: img.getAttribute(`src`),
        width: img.getAttribute(`width`),
        height: img.getAttribute(`height`),
        broken: img.complete && img.naturalWidth === 0,
      })),
    )
    for (const image of images) {
      expect(image).toEqual({
        src: image.src,
        width: expect.stringMatching(/^\d+$/),
        height: expect.stringMatching(/^\d+$/),
        broken: false,
      })
    }

    const unsafe = await page.evaluate(() =>
      [...document.querySelectorAll(`a[target="_blank"]`)]
        .filter(link => !/\bnoopener\b/.test(link.getAttribute(`rel`) ?? ``) || !/\bnoreferrer\b/.test(link.getAttribute(`rel`) ?? ``))
        .map(link => link.outerHTML),
    )
    expect({ width, unsafe }).toEqual({ width, unsafe: [] })
  } finally {
    await close()
  }
}

// Each visit mostly waits for its network to settle: the two widths load side by side.
it.each(routes.map(route => [route.path, route] as const))(
  `%s, on a phone and on a desktop: a quiet console, no other origin, sized images, safe new-tab links`,
  async (_path, route) => {
    await sideBySide([checkRoute(route, `phone`), checkRoute(route, `desktop`)])
  },
)

it(`keeps the console quiet and stays on this origin while searching and filtering`, async () => {
  const { page, problems, requests, close } = await visit(site.browser)
  const settled = watchRequests(page)
  try {
    await page.goto(`${site.server.url}/?q=rust&category=Rust`)
    await waitForApp(page)
    await page
      .getByRole(`status`)
      .getByText(/posts? match/)
      .waitFor()
    await page.getByRole(`searchbox`).fill(`qzxv wqjk`)
    await page.getByText(/No posts match/).waitFor()
    await page.getByRole(`button`, { name: `Show all posts` }).click()
    await page
      .getByRole(`status`)
      .getByText(/^Showing \d+ of \d+ posts\.$/)
      .waitFor()
    await scrollThrough(page, settled)
    expect(problems).toEqual([])
    expect(requests.filter(url => new URL(url).origin !== site.server.origin)).toEqual([])
  } finally {
    await close()
  }
})

it(`does not shift the layout as images and fonts arrive`, async () => {
  // A few routes at a time: each mostly waits for its network to settle.
  const pending = routes.filter(r => !r.notFound)
  const next = async (): Promise<void> => {
    const route = pending.shift()
    if (!route) return
    const { page, close } = await visit(site.browser, { viewport: PHONE })
    const settled = watchRequests(page)
    try {
      await page.addInitScript(() => {
        const w = window as unknown as { layoutShift: number }
        w.layoutShift = 0
        new PerformanceObserver(list => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) w.layoutShift += entry.value
          }
        }).observe({ type: `layout-shift`, buffered: true })
      })
      await openRoute(page, site.server.url, route)
      await settled()
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
      expect({ route: route.path, shift: Number(shift.toFixed(3)) }).toEqual({ route: route.path, shift: 0 })
    } finally {
      await close()
    }
    return next()
  }
  await sideBySide([next(), next(), next()])
})
