// The response headers of public/_headers, applied by the test server as
// Netlify and Cloudflare Pages apply them: every page, with and without the
// splash, runs under the Content-Security-Policy without one violation or
// console error, and hashed files are cached while pages are revalidated.
import type { Page } from "playwright-core"
import { visit, waitForApp, type Visit, type VisitOptions, useBuiltSite } from "./support/browser"
import { PUBLIC_DIR, samplePosts } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)

const IMMUTABLE = `public, max-age=31536000, immutable`
const REVALIDATE = `public, max-age=0, must-revalidate`

// A folder post has body images and a figure; any post shows the cover, code and the copy button.
const post = samplePosts().find(candidate => candidate.file.endsWith(`/index.md`)) ?? samplePosts()[0]

const PAGES = [
  { path: `/`, heading: /^Blog Posts \(\d+\)$/, pagePath: `/` },
  { path: `/projects`, heading: `My Projects`, pagePath: `/projects` },
  { path: `/post/${post.slug}`, heading: post.title, pagePath: `/post/${post.slug}` },
  { path: `/nope`, heading: `404 - page not found`, pagePath: `/404.html` },
  { path: `/post/nope`, heading: `Not Found`, pagePath: `/404.html` },
]

/** A visit that also records every CSP violation the page reports. */
async function watchedVisit(options: VisitOptions = {}): Promise<Visit> {
  const session = await visit(site.browser, options)
  await session.page.addInitScript(() => {
    const recorded: string[] = []
    Object.defineProperty(window, `__cspViolations`, { value: recorded })
    document.addEventListener(`securitypolicyviolation`, event => {
      recorded.push(`${event.effectiveDirective} blocked ${event.blockedURI || `inline`} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  return session
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)

describe.each(PAGES.map(page => [page.path, page] as const))(`%s`, (_path, target) => {
  it.each([
    [`the splash (a first visit)`, false],
    [`no splash`, true],
  ])(`runs under the CSP with %s: no violation, no console error`, async (_name, skipSplash) => {
    const { page, problems, close } = await watchedVisit({ skipSplash })
    try {
      const response = await page.goto(site.server.url + target.path)
      expect(response?.headers()[`content-security-policy`]).toMatch(/script-src 'self' 'sha256-/)
      if (!skipSplash) {
        await page.getByRole(`button`, { name: `Skip`, exact: true }).click()
      }
      await page.getByRole(`heading`, { level: 1, name: target.heading }).waitFor()
      await waitForApp(page)
      // Gatsby learns which page it is on from the one inline script every page shares.
      await expect(page.evaluate(() => (window as unknown as { pagePath: string }).pagePath)).resolves.toBe(target.pagePath)
      await page.waitForLoadState(`networkidle`)
      expect(await violations(page)).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})

it(`switches the theme, searches every post and moves between pages under the CSP`, async () => {
  const { page, problems, close } = await watchedVisit({ theme: `light` })
  try {
    await page.goto(site.server.url + `/`)
    await waitForApp(page)
    await page.getByRole(`button`, { name: `Dark theme` }).click()
    await expect(page.locator(`html`).getAttribute(`data-theme`)).resolves.toBe(`dark`)
    // The search fetches its code and the index's pieces (connect-src) and renders cards with their images.
    const search = page.getByRole(`searchbox`, { name: /search blog posts/i })
    await search.fill(`rust`)
    await page.getByRole(`main`).getByRole(`article`).first().waitFor()
    await page.waitForLoadState(`networkidle`)
    // A navigation inside the app loads the next page's data and code.
    await page.getByRole(`banner`).getByRole(`link`, { name: `projects` }).click()
    await page.getByRole(`heading`, { level: 1, name: `My Projects` }).waitFor()
    await page.waitForLoadState(`networkidle`)
    expect(await violations(page)).toEqual([])
    expect(problems).toEqual([])
  } finally {
    await close()
  }
})

describe(`the headers`, () => {
  const get = (path: string) => fetch(site.server.url + path)

  it(`a page: the security headers, revalidated`, async () => {
    const response = await get(`/post/${post.slug}`)
    const csp = response.headers.get(`content-security-policy`) ?? ``
    expect(csp).toMatch(/^default-src 'self'; /)
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+;/)
    expect(csp).toContain(`frame-ancestors 'none'`)
    expect(csp).toContain(`object-src 'none'`)
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
    expect(response.headers.get(`x-content-type-options`)).toBe(`nosniff`)
    expect(response.headers.get(`referrer-policy`)).toBe(`strict-origin-when-cross-origin`)
    expect(response.headers.get(`permissions-policy`)).toMatch(/camera=\(\)/)
    expect(response.headers.get(`cache-control`)).toBe(REVALIDATE)
    // A production build is open to search engines.
    expect(response.headers.get(`x-robots-tag`)).toBeNull()
  })

  it(`hashed files are kept a year; page-data and the post index are revalidated`, async () => {
    const html = await (await get(`/`)).text()
    const app = /<script src="(\/app-[0-9a-f]{20}\.js)"/.exec(html)?.[1]
    // The app's stylesheet and the page template's, inlined and also served as files for later navigations.
    const styles = [...html.matchAll(/data-href="(\/[\w-]+\.[0-9a-f]{20}\.css)"/g)].map(match => match[1])
    expect(app).toBeDefined()
    expect(styles).toHaveLength(2)
    for (const path of [app, ...styles]) {
      const response = await get(path as string)
      expect([path, response.status, response.headers.get(`cache-control`)]).toEqual([path, 200, IMMUTABLE])
    }
    for (const path of [`/page-data/index/page-data.json`, `/post-index.json`]) {
      const response = await get(path)
      expect([path, response.status, response.headers.get(`cache-control`)]).toEqual([path, 200, REVALIDATE])
    }
  })

  it(`the host's own file is not served`, async () => {
    expect((await get(`/_headers`)).status).toBe(404)
  })
})
