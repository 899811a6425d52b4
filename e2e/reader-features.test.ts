// What an owner turns on for readers, in the prefixed fixture site
// (e2e/fixtures/reader-features.ts): a pinned post leads the home page, and
// every post but one ends with comments by giscus, asked for by the reader.
// giscus's frame is answered here by a stand-in page (no test leaves this
// machine) that reports its height and theme as giscus does; every request
// the page makes is recorded, and so is every Content-Security-Policy
// violation, on the host that applies _headers and on one that does not.
import type { BrowserContext, Page } from "playwright-core"
import { samplePosts } from "./support/site"
import { visit, waitForApp } from "./support/browser"
import { useFixtureSite } from "./support/fixture-sites"
import { startStaticServer, type StaticServer } from "./support/static-server"
import { COMMENTS, NO_COMMENTS, PINNED } from "./fixtures/reader-features"
import { FIXTURE_SITES } from "./fixtures"
import { GISCUS_ORIGIN } from "../src/lib/comments"

const PREFIX = FIXTURE_SITES.prefixed.pathPrefix ?? ``
const listed = samplePosts()
  .filter(post => post.listed)
  .sort((a, b) => b.date.localeCompare(a.date))
const pinned = listed.find(post => post.slug === PINNED)!
const commented = listed.find(post => post.slug !== NO_COMMENTS && post.slug !== PINNED)!
/** giscus's stand-in: shows the theme it was given, takes new ones by message, and says how tall it is. */
const FRAME = `<!doctype html><title>giscus</title><p id="theme"></p><script>
  const theme = document.getElementById("theme")
  theme.textContent = new URLSearchParams(location.search).get("theme")
  addEventListener("message", event => { const set = event.data.giscus?.setConfig; if (set) theme.textContent = set.theme })
  parent.postMessage({ giscus: { resizeHeight: 321 } }, "*")
</script>`
const OUTSIDE = /^https:\/\/(giscus\.app|github\.com|api\.github\.com)\//

describe(`features an owner turns on`, () => {
  const site = useFixtureSite(`prefixed`)
  let metaOnly: StaticServer

  beforeAll(async () => {
    metaOnly = await startStaticServer(site.publicDir, PREFIX, { headers: false })
  })
  afterAll(() => metaOnly?.close())

  /** A visit whose giscus requests reach the stand-in, and whose policy violations are kept in window.__violations. */
  async function reader(options: Parameters<typeof visit>[1] = {}) {
    const opened = await visit(site.browser, options)
    await opened.context.route(OUTSIDE, route => route.fulfill({ contentType: `text/html`, body: FRAME }))
    await opened.context.addInitScript(() => {
      const seen: string[] = []
      Object.defineProperty(window, `__violations`, { value: seen })
      document.addEventListener(`securitypolicyviolation`, event => seen.push(`${event.effectiveDirective} ${event.blockedURI}`))
    })
    return opened
  }
  const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
  const giscusFrame = (page: Page) => page.frameLocator(`iframe[title="Comments"]`)

  it(`lists the pinned post first on the home page, labelled, the others newest first`, async () => {
    for (const javaScriptEnabled of [false, true]) {
      const { page, close } = await reader({ javaScriptEnabled })
      await page.goto(`${site.server.url}/`)
      if (javaScriptEnabled) await waitForApp(page)
      const titles = await page.locator(`#blog-title ~ ul article h2`).allTextContents()
      expect(titles).toEqual([pinned.title, ...listed.filter(post => post !== pinned).map(post => post.title)])
      const labels = page.locator(`article`, { hasText: `Pinned` })
      expect(await labels.count()).toBe(1)
      expect(await labels.locator(`h2`).textContent()).toBe(pinned.title)
      await close()
    }
  })

  for (const host of [`the _headers host`, `the meta-only host`]) {
    it(`loads a post's comments only when asked (${host}), in the site's theme`, async () => {
      const base = host === `the _headers host` ? site.server.url : metaOnly.url
      const { page, problems, requests, close } = await reader({ theme: `light` })
      await page.goto(`${base}/post/${commented.slug}`)
      await waitForApp(page)
      await page.getByRole(`heading`, { name: `Comments` }).scrollIntoViewIfNeeded()
      await page.waitForTimeout(300)
      expect(requests.filter(url => OUTSIDE.test(url))).toEqual([])

      await page.getByRole(`button`, { name: `Show comments` }).click()
      await giscusFrame(page).getByText(`light`).waitFor()
      const src = new URL((await page.locator(`iframe[title="Comments"]`).getAttribute(`src`)) ?? ``)
      expect(src.origin).toBe(GISCUS_ORIGIN)
      expect(src.searchParams.get(`term`)).toBe(`${PREFIX}/post/${commented.slug}`.slice(1))
      expect(src.searchParams.get(`repo`)).toBe(COMMENTS.repo)
      await page.waitForFunction(() => document.querySelector(`iframe[title="Comments"]`)?.getBoundingClientRect().height === 321)

      // The theme toggle reaches the frame.
      await page.getByRole(`button`, { name: `Dark theme` }).click()
      await giscusFrame(page).getByText(`dark`).waitFor()
      expect(await violations(page)).toEqual([])
      expect(problems).toEqual([])
      await close()
    })
  }

  it(`remembers for the visit that the reader asked, and leaves out the post that says comments: false`, async () => {
    const { page, context, close } = await reader()
    await page.goto(`${site.server.url}/post/${commented.slug}`)
    await waitForApp(page)
    await page.getByRole(`button`, { name: `Show comments` }).click()
    await giscusFrame(page).getByText(`light`).waitFor()

    await page.goto(`${site.server.url}/post/${pinned.slug}`)
    await page.getByRole(`heading`, { name: `Comments` }).scrollIntoViewIfNeeded()
    await giscusFrame(page).getByText(`light`).waitFor()
    await expectNoComments(context, `${site.server.url}/post/${NO_COMMENTS}`)
    await close()
  })

  it(`links to the discussion on GitHub without JavaScript`, async () => {
    const { page, requests, close } = await reader({ javaScriptEnabled: false })
    await page.goto(`${site.server.url}/post/${commented.slug}`)
    const link = page.getByRole(`link`, { name: `read and write comments there` })
    const href = new URL((await link.getAttribute(`href`)) ?? ``)
    expect(href.origin + href.pathname).toBe(`https://github.com/${COMMENTS.repo}/discussions`)
    expect(href.searchParams.get(`discussions_q`)).toBe(`"${PREFIX.slice(1)}/post/${commented.slug}" in:title`)
    expect(await page.getByRole(`button`, { name: `Show comments` }).isVisible()).toBe(false)
    expect(requests.filter(url => OUTSIDE.test(url))).toEqual([])
    await close()
  })

  it(`lets the posts alone frame giscus, in their headers and their meta`, async () => {
    const policy = async (pagePath: string) => {
      const response = await fetch(`${site.server.url}${pagePath}`)
      const html = await response.text()
      return {
        header: response.headers.get(`content-security-policy`) ?? ``,
        meta: /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? ``,
      }
    }
    const post = await policy(`/post/${commented.slug}`)
    expect(post.header).toContain(`frame-src ${GISCUS_ORIGIN}`)
    expect(post.meta).toContain(`frame-src ${GISCUS_ORIGIN}`)
    for (const other of [`/`, `/projects`, `/tags`]) {
      const { header, meta } = await policy(other)
      expect({
        other,
        header: header.includes(`default-src 'self'`),
        frames: header.includes(`giscus`) || meta.includes(`giscus`),
      }).toEqual({
        other,
        header: true,
        frames: false,
      })
    }
  })
})

async function expectNoComments(context: BrowserContext, url: string) {
  const page = await context.newPage()
  await page.goto(url)
  await waitForApp(page)
  expect(await page.getByRole(`heading`, { name: `Share this post` }).count()).toBe(1)
  expect(await page.getByRole(`heading`, { name: `Comments` }).count()).toBe(0)
  expect(await page.locator(`iframe`).count()).toBe(0)
}
