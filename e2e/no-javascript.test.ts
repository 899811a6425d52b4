// Every route without JavaScript: the page shows after the splash's six seconds,
// and its links work, with nothing asked of another origin.
import { visit, useBuiltSite, type Visit } from "./support/browser"
import { allRoutes, type Route } from "./support/routes"
import { PUBLIC_DIR } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)

const routes = allRoutes()
const NOT_FOUND = `404 - page not found`

describe(`without JavaScript`, () => {
  const visits = new Map<string, Visit>()

  /** Without scripts the 404 page cannot tell an unknown post from any other address: it shows the 404 text. */
  const headingOf = (route: Route) => (route.notFound ? NOT_FOUND : route.heading)

  beforeAll(async () => {
    // Every route at once, each in its own window (a background tab would not
    // run the splash's CSS timer), so the six seconds pass only once.
    await Promise.all(
      routes.map(async route => {
        const session = await visit(site.browser, { javaScriptEnabled: false, skipSplash: false })
        await session.page.goto(site.server.url + route.path)
        visits.set(route.path, session)
      }),
    )
  })

  afterAll(() => Promise.all([...visits.values()].map(session => session.close())))

  it.each(routes.map(route => [route.path, route] as const))(`shows %s after the splash, and its links work`, async (path, route) => {
    const { page, problems, requests } = visits.get(path)!
    // 6.5 s from the first paint (the splash's first frame), by the page's own clock.
    const waitMs = await page.evaluate(() => {
      const paint = performance.getEntriesByName(`first-paint`)[0]
      return (paint?.startTime ?? 0) + 6500 - performance.now()
    })
    await page.waitForTimeout(Math.max(0, waitMs))

    // The CSS animation's clock can lag the page's on a loaded machine: allow it a moment past the mark.
    await page.getByRole(`heading`, { level: 1, name: headingOf(route) }).waitFor({ state: `visible`, timeout: 5000 })
    await expect(page.getByRole(`main`).isVisible()).resolves.toBe(true)
    await expect(page.getByRole(`progressbar`).isVisible()).resolves.toBe(false)
    expect((await page.getByRole(`main`).innerText()).length).toBeGreaterThan(10)

    const link =
      path === `/`
        ? page.getByRole(`link`, { name: `projects`, exact: true })
        : page.getByRole(`link`, { name: /^(blog|.*All posts|Go to the home page)$/ }).first()
    const target = path === `/` ? `/projects` : `/`
    await link.click()
    await page.waitForURL(site.server.url + target)
    // The next page is there at once, under its own splash.
    const next = page.getByRole(`heading`, { level: 1, name: target === `/` ? /^Blog Posts/ : `My Projects`, includeHidden: true })
    await expect(next.count()).resolves.toBe(1)

    expect(problems).toEqual([])
    expect(requests.filter(url => new URL(url).origin !== site.server.origin)).toEqual([])
  })
})
