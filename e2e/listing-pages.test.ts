// The blog list's later pages and each category's pages, in the odd fixture
// site, with many pages of posts: every listed post is a plain link away from the
// home page in the prebuilt HTML; without JavaScript "Show more posts" and the
// Categories panel lead to those pages; with it, both still apply in place.
import { promises as fs } from "fs"
import path from "path"
import type { Page } from "playwright-core"
import { axeViolations } from "./support/axe"
import { visit, waitForApp } from "./support/browser"
import { readHead } from "./support/html"
import { siteUrl } from "./support/site"
import { useFixtureSite } from "./support/fixture-sites"
import { LISTING_POSTS, inCategory, listedPosts } from "./fixtures/odd-site"

const served = useFixtureSite(`odd`)
const listed = () => listedPosts(served.notes.added).length
/** The blog list's pages, ten posts each. */
const pages = () => Math.ceil(listed() / 10)
const paging = () => inCategory(served.notes.added, `Paging`)

const cardTitles = (page: Page) => page.getByRole(`main`).getByRole(`article`).getByRole(`heading`).allTextContents()
const categories = (page: Page) => page.getByRole(`navigation`, { name: `Categories` })
const html = (pagePath: string) => fs.readFile(path.join(served.publicDir, pagePath, `index.html`), `utf8`)

describe(`without JavaScript`, () => {
  it(`every listed post is reachable from / by links in the prebuilt HTML`, async () => {
    const index: Array<{ slug: string }> = JSON.parse(await fs.readFile(path.join(served.publicDir, `post-index.json`), `utf8`))
    expect(index).toHaveLength(listed())
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
    expect(second).toContain(`Blog posts by Juma Kiprono, page 2 of ${pages()}`)
    expect(readHead(second, `${siteUrl()}/page/2`).canonical).toEqual([`${siteUrl()}/page/2`])
    expect((second.match(/<article/g) ?? []).length).toBe(10)
    expect(((await html(`/page/${pages()}`)).match(/<article/g) ?? []).length).toBe(listed() - 10 * (pages() - 1))
    await expect(fs.stat(path.join(served.publicDir, `page/${pages() + 1}`))).rejects.toThrow()
    await expect(fs.stat(path.join(served.publicDir, `page/1`))).rejects.toThrow()
    expect(await html(`/category/paging`)).toContain(`Paging: posts by Juma Kiprono, page 1 of 2`)

    const sitemap = await fs.readFile(path.join(served.publicDir, `sitemap-0.xml`), `utf8`)
    for (const listing of [`/page/2`, `/page/3`, `/category/paging`, `/category/paging/page/2`, `/category/other-things`]) {
      expect(sitemap).toContain(`<loc>${siteUrl()}${listing}</loc>`)
    }
  })

  it(`"Show more posts" opens the next page, and a category its own pages`, async () => {
    const { page, close } = await visit(served.browser, { javaScriptEnabled: false })
    await page.goto(`${served.server.url}/`)
    await page.getByRole(`link`, { name: `Show more posts` }).click()
    await page.getByText(`Page 2 of ${pages()}`, { exact: true }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/page/2`)
    expect(await cardTitles(page)).toHaveLength(10)
    await expect(categories(page).getByRole(`link`, { name: /^All/ }).getAttribute(`aria-current`)).resolves.toBe(`true`)

    await categories(page)
      .getByRole(`link`, { name: /^Paging/ })
      .click()
    await page.getByRole(`heading`, { level: 1, name: `Posts in “Paging” (${paging()})` }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/category/paging`)
    await expect(
      categories(page)
        .getByRole(`link`, { name: /^Paging/ })
        .getAttribute(`aria-current`),
    ).resolves.toBe(`true`)
    await page.getByRole(`link`, { name: `Next page` }).click()
    await page.getByText(`Page 2 of 2`, { exact: true }).waitFor()
    // The oldest two of the category's twelve: the listing's posts are the site's oldest.
    expect(paging()).toBe(12)
    expect(await cardTitles(page)).toEqual([LISTING_POSTS[2].title, LISTING_POSTS[0].title])
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
    await page.getByText(`Showing 20 of ${listed()} posts.`).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/`)

    await categories(page)
      .getByRole(`link`, { name: /^Other Things/ })
      .click()
    await page.getByText(`${inCategory(served.notes.added, `Other Things`)} posts match in Other Things.`).waitFor()
    expect(new URL(page.url()).search).toBe(`?category=Other+Things`)
    await expect(more.getAttribute(`href`)).resolves.toBe(`/category/other-things/page/2`)
    expect(problems).toEqual([])
    await close()
  })

  it.each([
    [`/page/3`, `/page/2`, `Page 2 of `],
    [`/category/paging/page/2`, `/category/paging`, `Page 1 of 2`],
  ])(`%s works, with no accessibility violations, and leads back to %s`, async (pagePath, previous, start) => {
    const position = start.endsWith(` `) ? `${start}${pages()}` : start
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
