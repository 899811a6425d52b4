// What an owner turns on for readers, in the prefixed fixture site
// (e2e/fixtures/reader-features.ts): a pinned post leads the home page, every
// post but one ends with comments by giscus, asked for by the reader, a
// visitor counter counts the pages of readers who do not ask not to be
// tracked, and a newsletter form sits under the list and the posts. The hosts
// are answered by stand-ins (giscus's frame reports its height and theme as
// giscus does); every request the page makes is recorded, and so is every
// Content-Security-Policy violation, on the host that applies _headers and on
// one that does not.
import type { BrowserContext, Page } from "playwright-core"
import { samplePosts } from "./support/site"
import { visit, waitForApp } from "./support/browser"
import { useFixtureSite } from "./support/fixture-sites"
import { startStaticServer, type StaticServer } from "./support/static-server"
import {
  ANALYTICS,
  CHANGED,
  COMMENTS,
  COUNTED,
  OWN_UPDATE,
  FEATURE_HOSTS,
  NEWSLETTER,
  NO_COMMENTS,
  PINNED,
  routeFeatureHosts,
} from "./fixtures/reader-features"
import { FIXTURE_SITES } from "./fixtures"
import { GISCUS_ORIGIN } from "../src/lib/comments"
import { axeViolations } from "./support/axe"

const PREFIX = FIXTURE_SITES.prefixed.pathPrefix ?? ``
const listed = samplePosts()
  .filter(post => post.listed)
  .sort((a, b) => b.date.localeCompare(a.date))
const pinned = listed.find(post => post.slug === PINNED)!
const commented = listed.find(post => post.slug !== NO_COMMENTS && post.slug !== PINNED)!
/** giscus and GitHub: nothing goes there before the reader asks for the comments. */
const COMMENT_HOSTS = /^https:\/\/(giscus\.app|github\.com)\//

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
    await routeFeatureHosts(opened.context)
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
      expect(requests.filter(url => COMMENT_HOSTS.test(url))).toEqual([])

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
      expect(await axeViolations(page)).toEqual([])
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
    expect(requests.filter(url => COMMENT_HOSTS.test(url))).toEqual([])
    await close()
  })

  it(`counts a page once it is drawn, on either host, and not for a reader who asks not to be tracked`, async () => {
    const prebuilt = await (await fetch(`${site.server.url}/post/${commented.slug}`)).text()
    expect(prebuilt).not.toMatch(/<script[^>]*plausible\.example/)
    expect(prebuilt).toMatch(/script-src [^;]* https:\/\/plausible\.example;/)
    for (const base of [site.server.url, metaOnly.url]) {
      const { page, problems, requests, close } = await reader()
      await page.goto(`${base}/post/${commented.slug}`)
      await waitForApp(page)
      await page.waitForFunction(sent => performance.getEntriesByType(`resource`).some(entry => entry.name === sent), COUNTED)
      expect(requests.filter(url => FEATURE_HOSTS.test(url))).toEqual([ANALYTICS.script, COUNTED])
      expect(await violations(page)).toEqual([])
      expect(problems).toEqual([])
      await close()
    }
    for (const asks of [`doNotTrack`, `globalPrivacyControl`] as const) {
      const { page, context, requests, close } = await reader()
      await context.addInitScript(
        name => Object.defineProperty(Navigator.prototype, name, { get: () => (name === `doNotTrack` ? `1` : true) }),
        asks,
      )
      await page.goto(`${site.server.url}/`)
      await waitForApp(page)
      await page.waitForTimeout(1000)
      expect({ asks, counted: requests.filter(url => FEATURE_HOSTS.test(url)) }).toEqual({ asks, counted: [] })
      await close()
    }
  })

  it(`signs a reader up to the newsletter from / and from a post, with and without JavaScript`, async () => {
    for (const javaScriptEnabled of [false, true]) {
      const { page, context, close } = await reader({ javaScriptEnabled })
      for (const pagePath of [`/`, `/post/${commented.slug}`]) {
        await page.goto(`${site.server.url}${pagePath}`)
        if (javaScriptEnabled) await waitForApp(page)
        const form = page.getByRole(`region`, { name: `Newsletter` })
        await form.getByLabel(`E-mail address`).fill(`reader@example.org`)
        const [sent, tab] = await Promise.all([
          context.waitForEvent(`request`, request => request.url() === NEWSLETTER.action),
          context.waitForEvent(`page`),
          form.getByRole(`button`, { name: /Subscribe/ }).click(),
        ])
        expect({ pagePath, method: sent.method(), body: sent.postData() }).toEqual({
          pagePath,
          method: `POST`,
          body: `email=reader%40example.org`,
        })
        // The provider answers in a tab of its own; the page stays, its policy unbroken.
        await tab.close()
        if (javaScriptEnabled) expect(await violations(page)).toEqual([])
      }
      await close()
    }
  })

  it(`dates a post's update by its file's last commit, where its front matter gives none`, async () => {
    const html = async (slug: string) => (await fetch(`${site.server.url}/post/${slug}`)).text()
    const changed = await html(CHANGED.slug)
    expect(changed).toMatch(new RegExp(`Updated (<!-- -->)?<time datetime="${CHANGED.day}">June 15, 2025</time>`, `i`))
    expect(changed).toContain(`"dateModified":"${CHANGED.day}"`)
    // Its own updated wins over the later commit; a post untouched since its date has none.
    const own = await html(NO_COMMENTS)
    expect(own).toMatch(new RegExp(`<time datetime="${OWN_UPDATE.updated}"`, `i`))
    expect(own).not.toContain(CHANGED.day)
    expect(await html(pinned.slug)).not.toMatch(/Updated (<!-- -->)?<time/)
    const sitemap = await (await fetch(`${site.server.url}/sitemap-0.xml`)).text()
    expect(sitemap).toMatch(new RegExp(`/post/${CHANGED.slug}</loc><lastmod>${CHANGED.day}`))
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
