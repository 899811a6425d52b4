// Each sample post on the built site: its sharing tags in the prebuilt HTML, its
// page as a phone and a desktop show it, copying a code block, and the two
// not-found pages.
import en from "../src/i18n/en.json"
import type { Page } from "playwright-core"
import { DESKTOP, PHONE, visit, useBuiltSite, waitForApp } from "./support/browser"
import { metaTags } from "./support/html"
import { previewUrlPattern, profile, PUBLIC_DIR, samplePosts, siteUrl } from "./support/site"
import { formatDate } from "../src/i18n/words"
import { readingTime } from "../src/lib/reading-time"
import { countWords } from "../site-build/content-model/word-count"

const posts = samplePosts()
const { handle } = profile()
const site = useBuiltSite(PUBLIC_DIR)

it(`has the seven sample posts`, () => {
  expect(posts).toHaveLength(7)
})

describe.each(posts.map(post => [post.slug, post] as const))(`/post/%s`, (slug, post) => {
  it(`puts every sharing tag in the prebuilt HTML`, async () => {
    const response = await fetch(`${site.server.url}/post/${slug}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    const meta = metaTags(html)
    const url = `${siteUrl()}/post/${slug}`
    const image = expect.stringMatching(previewUrlPattern(siteUrl(), post))
    const description = post.description ?? post.title

    expect(html).toContain(`<title data-react-helmet="true">${handle} | ${slug}</title>`)
    expect(meta.get(`description`)).toBe(description)
    expect(meta.get(`og:title`)).toBe(post.title)
    expect(meta.get(`og:description`)).toBe(description)
    expect(meta.get(`og:image`)).toEqual(image)
    expect(meta.get(`og:url`)).toBe(url)
    expect(meta.get(`og:type`)).toBe(`article`)
    expect(meta.get(`twitter:card`)).toBe(`summary_large_image`)
    expect(meta.get(`twitter:title`)).toBe(post.title)
    expect(meta.get(`twitter:description`)).toBe(description)
    expect(meta.get(`twitter:image`)).toEqual(image)
    expect(html).toMatch(new RegExp(`<link[^>]*rel="canonical"[^>]*href="${url}"`))
    // Highlighted at build time: the tokens are in the HTML, no highlighter is shipped.
    expect(html).toMatch(/<span class="token [a-z-]+">/)
  })

  it.each([
    [`phone`, PHONE],
    [`desktop`, DESKTOP],
  ])(`renders for a visitor on a %s`, async (_name, viewport) => {
    const { page, problems, close } = await visit(site.browser, { viewport })
    await page.goto(`${site.server.url}/post/${slug}`)

    await expect(page.title()).resolves.toBe(`${handle} | ${slug}`)
    await page.getByRole(`heading`, { level: 1, name: post.title }).waitFor()
    const article = page.getByRole(`article`)
    await article.getByText(post.category, { exact: true }).waitFor()
    await article.getByText(formatDate(`en`, post.date), { exact: true }).waitFor()
    await article.getByText(readingTime(countWords(post.body), `en`, en.post.readingTime), { exact: true }).waitFor()

    const cover = article.getByRole(`img`, { name: new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, `\\$&`)) })
    await expect(cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).resolves.toBeGreaterThan(0)
    const box = await cover.boundingBox()
    const articleBox = await article.boundingBox()
    expect(Math.round(box?.width ?? 0)).toBe(Math.round(articleBox?.width ?? -1))
    await expect(cover.evaluate(img => getComputedStyle(img).marginBottom)).resolves.toBe(`10px`)

    // Code blocks: highlighted, labelled, copyable, and scrolling inside themselves.
    const copyButtons = page.getByRole(`button`, { name: /^Copy .*code$/ })
    await copyButtons.first().waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)

    await page.getByRole(`contentinfo`).getByText(`© ${new Date().getFullYear()} @${handle}. All rights reserved.`).waitFor()
    await page.getByRole(`link`, { name: /All posts/ }).waitFor()
    expect(problems).toEqual([])
    await close()
  })
})

it(`copies a code block`, async () => {
  const { context, page, close } = await visit(site.browser)
  await context.grantPermissions([`clipboard-read`, `clipboard-write`], { origin: site.server.origin })
  await page.goto(`${site.server.url}/post/rust-module-system-explained`)
  const button = page.getByRole(`button`, { name: /^Copy .*code$/ }).first()
  await button.click()
  await page.getByRole(`button`, { name: /Copy/ }).filter({ hasText: `Copied` }).first().waitFor()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  const firstBlock = await page.locator(`pre`).first().textContent()
  expect(copied).toBe(firstBlock)
  await close()
})

it(`colours the code of a post reached in the app as in one loaded directly (its template brings the code colours)`, async () => {
  const post = posts.find(candidate => candidate.listed && candidate.slug === `simple-rest-api-with-actix-web`)!
  // Each highlighted block and every token in it, with the colours and frame code.css gives them.
  const codeStyles = (page: Page) =>
    page.locator(`main`).evaluate(main =>
      [...main.querySelectorAll(`.gatsby-highlight, .gatsby-highlight *`)].map(element => {
        const style = getComputedStyle(element)
        return (
          `${element.tagName}.${element.className} ${style.color} ${style.backgroundColor} ` +
          `${style.borderTopWidth} ${style.padding} ${style.fontSize}`
        )
      }),
    )
  const direct = await visit(site.browser)
  await direct.page.goto(`${site.server.url}/post/${post.slug}`)
  await waitForApp(direct.page)
  const expected = await codeStyles(direct.page)
  await direct.close()

  const { page, problems, close } = await visit(site.browser)
  await page.goto(site.server.url)
  await waitForApp(page)
  // The home page's own CSS has no code colours: they come with the post.
  expect(
    await page.evaluate(() => [...document.querySelectorAll(`style`)].some(style => style.textContent?.includes(`.gatsby-highlight`))),
  ).toBe(false)
  await page.evaluate(path => (window as unknown as { ___navigate(to: string): void }).___navigate(path), `/post/${post.slug}`)
  await page.getByRole(`heading`, { level: 1, name: post.title }).waitFor()
  await page.locator(`.gatsby-highlight`).first().waitFor()
  expect(await codeStyles(page)).toEqual(expected)
  expect(expected.length).toBeGreaterThan(50)
  expect(problems).toEqual([])
  await close()
})

it(`shows "Not Found" in the post layout for an unknown slug, on a strict static host`, async () => {
  const response = await fetch(`${site.server.url}/post/no-such-post`)
  expect(response.status).toBe(404)

  const { page, problems, close } = await visit(site.browser)
  await page.goto(`${site.server.url}/post/no-such-post`)
  await page.getByRole(`heading`, { level: 1, name: `Not Found` }).waitFor()
  // The 404 page renders the unknown post in the browser and sets its title a frame later.
  await page.waitForFunction(title => document.title === title, `${handle} | no-such-post`)
  await page.getByRole(`link`, { name: /All posts/ }).waitFor()
  await page
    .getByRole(`contentinfo`)
    .getByText(/All rights reserved/)
    .waitFor()
  await page.waitForTimeout(500)
  expect(problems).toEqual([])
  await close()
})

it(`shows '404 - page not found' with a way home for any other path`, async () => {
  const { page, problems, close } = await visit(site.browser)
  const response = await page.goto(`${site.server.url}/no/such/page`)
  expect(response?.status()).toBe(404)
  await page.getByText(`404 - page not found`, { exact: true }).waitFor()
  await page.getByRole(`link`, { name: /home page/i }).click()
  await page.getByRole(`heading`, { level: 1, name: /Blog Posts/ }).waitFor()
  expect(problems).toEqual([])
  await close()
})
