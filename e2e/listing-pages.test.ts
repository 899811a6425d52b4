// The blog list's later pages and each category's pages, in a temporary copy
// with three pages of posts: every listed post is a plain link away from the
// home page in the prebuilt HTML; without JavaScript "Show more posts" and the
// Categories panel lead to those pages; with it, both still apply in place.
import { promises as fs } from "fs"
import path from "path"
import type { Page } from "playwright-core"
import { axeViolations } from "./support/axe"
import { useServedSite, visit, waitForApp } from "./support/browser"
import { readHead } from "./support/html"
import { samplePosts, siteUrl } from "./support/site"
import { createTempSite, markdownPost, type TempSite } from "./support/temp-site"

const ADDED = 23
const LISTED = samplePosts().filter(post => post.listed).length + ADDED
const served = useServedSite()
let temp: TempSite

const cardTitles = (page: Page) => page.getByRole(`main`).getByRole(`article`).getByRole(`heading`).allTextContents()
const categories = (page: Page) => page.getByRole(`navigation`, { name: `Categories` })
const html = (pagePath: string) => fs.readFile(path.join(temp.publicDir, pagePath, `index.html`), `utf8`)

beforeAll(async () => {
  temp = await createTempSite(`listings`)
  for (let i = 1; i <= ADDED; i++) {
    const day = String(i).padStart(2, `0`)
    // Older than every sample post, so they fill the later pages; odd days in one category, even in another.
    const front = { title: `Listed post ${day}`, date: `2019-03-${day}`, category: i % 2 ? `Paging` : `Other Things` }
    await temp.write(`content/posts/listed-${day}.md`, markdownPost(front, `Post ${i} of ${ADDED}.`))
  }
  const result = await temp.build({ timeoutMs: 600_000 })
  if (result.code !== 0) throw new Error(`the build failed:\n${result.lines.slice(-30).join(`\n`)}`)
  await served.start(temp.publicDir)
}, 700_000)
afterAll(() => temp?.remove())

describe(`without JavaScript`, () => {
  it(`every listed post is reachable from / by links in the prebuilt HTML`, async () => {
    const index: Array<{ slug: string }> = JSON.parse(await fs.readFile(path.join(temp.publicDir, `post-index.json`), `utf8`))
    expect(index).toHaveLength(LISTED)
    const origin = `http://localhost`
    const seen = new Set([`/`])
    const queue = [`/`]
    while (queue.length > 0) {
      const pagePath = queue.shift() ?? `/`
      const { references } = readHead(await html(pagePath).catch(() => ``), origin + pagePath)
      for (const { tag, url } of references) {
        const { origin: host, pathname } = new URL(url)
        const target = pathname.replace(/(.)\/$/, `$1`)
        if (tag !== `a` || host !== origin || seen.has(target) || /\.\w+$/.test(target)) continue
        seen.add(target)
        queue.push(target)
      }
    }
    const unreachable = index.filter(({ slug }) => !seen.has(`/post/${slug}`)).map(({ slug }) => slug)
    expect(unreachable).toEqual([])
    for (const listing of [`/page/2`, `/page/3`, `/category/paging`, `/category/paging/page/2`, `/category/other-things`])
      expect(seen).toContain(listing)
  })

  it(`prebuilds the listing pages with their own titles and addresses, and lists them in the sitemap`, async () => {
    const second = await html(`/page/2`)
    expect(second).toContain(`Blog posts by Juma Kiprono, page 2 of 3`)
    expect(readHead(second, `${siteUrl()}/page/2`).canonical).toEqual([`${siteUrl()}/page/2`])
    expect((second.match(/<article/g) ?? []).length).toBe(10)
    expect(((await html(`/page/3`)).match(/<article/g) ?? []).length).toBe(LISTED - 20)
    await expect(fs.stat(path.join(temp.publicDir, `page/4`))).rejects.toThrow()
    await expect(fs.stat(path.join(temp.publicDir, `page/1`))).rejects.toThrow()
    expect(await html(`/category/paging`)).toContain(`Paging: posts by Juma Kiprono, page 1 of 2`)

    const sitemap = await fs.readFile(path.join(temp.publicDir, `sitemap-0.xml`), `utf8`)
    for (const listing of [`/page/2`, `/page/3`, `/category/paging`, `/category/paging/page/2`, `/category/other-things`]) {
      expect(sitemap).toContain(`<loc>${siteUrl()}${listing}</loc>`)
    }
  })

  it(`"Show more posts" opens the next page, and a category its own pages`, async () => {
    const { page, close } = await visit(served.browser, { javaScriptEnabled: false })
    await page.goto(`${served.server.url}/`)
    await page.getByRole(`link`, { name: `Show more posts` }).click()
    await page.getByText(`Page 2 of 3`, { exact: true }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/page/2`)
    expect(await cardTitles(page)).toHaveLength(10)
    await expect(categories(page).getByRole(`link`, { name: /^All/ }).getAttribute(`aria-current`)).resolves.toBe(`true`)

    await categories(page)
      .getByRole(`link`, { name: /^Paging/ })
      .click()
    await page.getByRole(`heading`, { level: 1, name: `Posts in “Paging” (12)` }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/category/paging`)
    await expect(
      categories(page)
        .getByRole(`link`, { name: /^Paging/ })
        .getAttribute(`aria-current`),
    ).resolves.toBe(`true`)
    await page.getByRole(`link`, { name: `Next page` }).click()
    await page.getByText(`Page 2 of 2`, { exact: true }).waitFor()
    expect(await cardTitles(page)).toEqual([`Listed post 03`, `Listed post 01`])
    await close()
  })
})

describe(`with JavaScript`, () => {
  it(`"Show more posts" and a category apply in place on the blog list`, async () => {
    const { page, problems, close } = await visit(served.browser)
    await page.goto(`${served.server.url}/`)
    await waitForApp(page)
    const more = page.getByRole(`link`, { name: `Show more posts` })
    await expect(more.getAttribute(`href`)).resolves.toBe(`/page/2`)
    await more.click()
    await page.getByText(`Showing 20 of ${LISTED} posts.`).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/`)

    await categories(page)
      .getByRole(`link`, { name: /^Other Things/ })
      .click()
    await page.getByText(`11 posts match in Other Things.`).waitFor()
    expect(new URL(page.url()).search).toBe(`?category=Other+Things`)
    await expect(more.getAttribute(`href`)).resolves.toBe(`/category/other-things/page/2`)
    expect(problems).toEqual([])
    await close()
  })

  it.each([
    [`/page/3`, `/page/2`, `Page 2 of 3`],
    [`/category/paging/page/2`, `/category/paging`, `Page 1 of 2`],
  ])(`%s works, with no accessibility violations, and leads back to %s`, async (pagePath, previous, position) => {
    const { page, problems, close } = await visit(served.browser, { colorScheme: `dark` })
    await page.goto(served.server.url + pagePath)
    await waitForApp(page)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole(`link`, { name: `Previous page` }).click()
    await page.getByText(position, { exact: true }).waitFor()
    expect(new URL(page.url()).pathname).toBe(previous)
    expect(await cardTitles(page)).toHaveLength(10)
    expect(problems).toEqual([])
    await close()
  })
})
