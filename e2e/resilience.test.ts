// The built site under a strict static host: a quiet console, no broken link or
// asset, no third-party request, images that fail gracefully, and pages that
// still read and link without JavaScript.
import { promises as fs } from "fs"
import path from "path"
import type { Page } from "playwright-core"
import { DESKTOP, PHONE, visit, waitForApp, type Visit, useBuiltSite } from "./support/browser"
import { allRoutes, openRoute, type Route } from "./support/routes"
import { PUBLIC_DIR, siteUrl } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)

const routes = allRoutes()
const NOT_FOUND = `404 - page not found`

/** Scrolls through the page so lazy images load, then lets the network settle. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise(resolve => setTimeout(resolve, 50))
    }
  })
  await page.waitForLoadState(`networkidle`)
}

describe.each(routes.map(route => [route.path, route] as const))(`%s`, (_path, route) => {
  it.each([
    [`phone`, PHONE],
    [`desktop`, DESKTOP],
  ])(`on a %s: a quiet console, no other origin, sized images, safe new-tab links`, async (_name, viewport) => {
    const { page, problems, requests, close } = await visit(site.browser, { viewport })
    try {
      await openRoute(page, site.server.url, route)
      await scrollThrough(page)

      expect(problems).toEqual([])
      expect(requests.filter(url => new URL(url).origin !== site.server.origin)).toEqual([])

      const images = await page.evaluate(() =>
        [...document.images].map(img => ({
          src: img.getAttribute(`src`),
          width: img.getAttribute(`width`),
          height: img.getAttribute(`height`),
          broken: img.complete && img.naturalWidth === 0,
        })),
      )
      for (const image of images) {
        expect(image).toEqual({ src: image.src, width: expect.stringMatching(/^\d+$/), height: expect.stringMatching(/^\d+$/), broken: false })
      }

      const unsafe = await page.evaluate(() =>
        [...document.querySelectorAll(`a[target="_blank"]`)]
          .filter(link => !/\bnoopener\b/.test(link.getAttribute(`rel`) ?? ``) || !/\bnoreferrer\b/.test(link.getAttribute(`rel`) ?? ``))
          .map(link => link.outerHTML),
      )
      expect(unsafe).toEqual([])
    } finally {
      await close()
    }
  })
})

it(`keeps the console quiet and stays on this origin while searching and filtering`, async () => {
  const { page, problems, requests, close } = await visit(site.browser)
  try {
    await page.goto(`${site.server.url}/?q=rust&category=Rust`)
    await waitForApp(page)
    await page.getByRole(`status`).getByText(/posts? match/).waitFor()
    await page.getByRole(`searchbox`).fill(`no such post anywhere`)
    await page.getByText(/No posts match/).waitFor()
    await page.getByRole(`button`, { name: `Show all posts` }).click()
    await page.getByRole(`status`).getByText(/^Showing \d+ of \d+ posts\.$/).waitFor()
    await scrollThrough(page)
    expect(problems).toEqual([])
    expect(requests.filter(url => new URL(url).origin !== site.server.origin)).toEqual([])
  } finally {
    await close()
  }
})

it(`does not shift the layout as images and fonts arrive`, async () => {
  for (const route of routes.filter(r => !r.notFound)) {
    const { page, close } = await visit(site.browser, { viewport: PHONE })
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
      await page.waitForLoadState(`networkidle`)
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
      expect({ route: route.path, shift: Number(shift.toFixed(3)) }).toEqual({ route: route.path, shift: 0 })
    } finally {
      await close()
    }
  }
})

describe(`the built HTML`, () => {
  interface Reference {
    file: string
    tag: string
    url: string
  }

  async function htmlFiles(dir: string): Promise<string[]> {
    const entries = await fs.readdir(dir, { withFileTypes: true })
    const nested = await Promise.all(
      entries.map(entry => {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) return htmlFiles(full)
        return Promise.resolve(entry.name.endsWith(`.html`) ? [full] : [])
      }),
    )
    return nested.flat()
  }

  /** The address a file is served at: post/x/index.html is /post/x. */
  function pagePath(file: string): string {
    const relative = path.relative(PUBLIC_DIR, file).split(path.sep).join(`/`)
    return `/${relative.replace(/(^|\/)index\.html$/, ``)}`
  }

  function attribute(tag: string, name: string): string | null {
    const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, `i`).exec(tag)
    return match ? decode(match[1] ?? match[2]) : null
  }

  function decode(value: string): string {
    return value.replace(/&amp;/g, `&`).replace(/&quot;/g, `"`).replace(/&#x27;|&#39;/g, `'`)
  }

  let files: string[]
  let pages: { file: string; html: string; tags: string[] }[]

  beforeAll(async () => {
    files = await htmlFiles(PUBLIC_DIR)
    pages = await Promise.all(
      files.map(async file => {
        const html = await fs.readFile(file, `utf8`)
        // Real tags only: code in posts is escaped, so it cannot match.
        return { file, html, tags: html.match(/<(a|link|img|script|source|iframe|meta)\b[^>]*>/gi) ?? [] }
      }),
    )
  })

  it(`has every page of the site`, () => {
    const paths = files.map(pagePath)
    for (const route of routes.filter(r => !r.notFound)) expect(paths).toContain(route.path)
    expect(paths).toContain(`/404.html`)
  })

  it(`links only to pages and assets that exist`, async () => {
    const origin = siteUrl()
    const references: Reference[] = []
    const missingTargets: string[] = []
    for (const { file, html, tags } of pages) {
      const base = site.server.origin + pagePath(file)
      const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(match => match[1]))
      for (const tag of tags) {
        const name = /^<(\w+)/.exec(tag)?.[1].toLowerCase() ?? ``
        const values =
          name === `meta`
            ? [/property="og:image"|name="twitter:image"/.test(tag) ? attribute(tag, `content`) : null]
            : [attribute(tag, `href`), attribute(tag, `src`), ...(attribute(tag, `srcset`) ?? ``).split(`,`).map(part => part.trim().split(/\s+/)[0] || null)]
        for (const value of values) {
          if (!value || /^(mailto|tel|javascript|data):/i.test(value)) continue
          if (value.startsWith(`#`)) {
            if (value.length > 1 && !ids.has(decodeURIComponent(value.slice(1)))) missingTargets.push(`${pagePath(file)}: ${value}`)
            continue
          }
          // The site's own absolute URLs (canonical, og:url, og:image) are checked on the local site.server.
          const local = value.startsWith(origin) ? value.slice(origin.length) || `/` : value
          const url = new URL(local, base)
          if (url.origin !== site.server.origin) continue
          references.push({ file: pagePath(file), tag: name, url: url.pathname })
        }
      }
    }
    expect(references.length).toBeGreaterThan(100)

    const statuses = new Map<string, number>()
    for (const url of new Set(references.map(reference => reference.url))) {
      const response = await fetch(site.server.origin + url)
      await response.arrayBuffer()
      statuses.set(url, response.status)
    }
    const broken = references
      .filter(reference => statuses.get(reference.url) !== 200)
      .map(reference => `${reference.file}: <${reference.tag}> ${reference.url} answered ${statuses.get(reference.url)}`)
    expect([...new Set(broken)]).toEqual([])
    expect(missingTargets).toEqual([])
  })

  it(`gives every link that opens a new tab rel="noopener noreferrer"`, () => {
    const unsafe: string[] = []
    let newTabLinks = 0
    for (const { file, tags } of pages) {
      for (const tag of tags.filter(t => /^<a\b/i.test(t) && /\starget="_blank"/i.test(t))) {
        newTabLinks += 1
        const rel = attribute(tag, `rel`) ?? ``
        if (!/\bnoopener\b/.test(rel) || !/\bnoreferrer\b/.test(rel)) unsafe.push(`${pagePath(file)}: ${tag}`)
      }
    }
    expect(newTabLinks).toBeGreaterThan(10)
    expect(unsafe).toEqual([])
  })

  it(`gives every image a width and a height`, () => {
    const unsized: string[] = []
    for (const { file, tags } of pages) {
      for (const tag of tags.filter(t => /^<img\b/i.test(t))) {
        if (!/^\d+$/.test(attribute(tag, `width`) ?? ``) || !/^\d+$/.test(attribute(tag, `height`) ?? ``)) {
          unsized.push(`${pagePath(file)}: ${tag}`)
        }
      }
    }
    expect(unsized).toEqual([])
  })
})

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
    await page.getByRole(`heading`, { level: 1, name: headingOf(route) }).waitFor({ state: `visible`, timeout: 2000 })
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
