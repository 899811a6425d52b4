// Tags: the links on cards and posts, /tags, each tag's prebuilt pages, their
// head tags and the sitemap; and, in the odd fixture site with many tagged posts,
// numbered pages, odd tag names, and an app script that does not grow with them.
import { promises as fs } from "fs"
import path from "path"
import type { Page } from "playwright-core"
import { TAGS_PATH, tagPath } from "../src/lib/tags"
import { postPath } from "../src/lib/urls"
import { DESKTOP, PHONE, useBuiltSite, visit, waitForApp, type VisitOptions } from "./support/browser"
import { decodeEntities, metaTags, readHead } from "./support/html"
import { visitRoute } from "./support/routes"
import { PUBLIC_DIR, samplePosts, sampleTags, siteUrl } from "./support/site"
import { useFixtureSite } from "./support/fixture-sites"
import { PAGED_TAG, TAGGED_POSTS } from "./fixtures/odd-site"

const site = useBuiltSite(PUBLIC_DIR)
const tags = sampleTags()
const listed = samplePosts()
  .filter(post => post.listed)
  .sort((a, b) => b.date.localeCompare(a.date))

const cardTitles = (page: Page) => page.getByRole(`main`).getByRole(`article`).getByRole(`heading`).allTextContents()
const html = (pagePath: string, root = PUBLIC_DIR) => fs.readFile(path.join(root, pagePath, `index.html`), `utf8`)
const canonical = (page: string) => readHead(page, siteUrl()).canonical[0] ?? ``

const open = (pagePath: string, heading: string | RegExp, options: VisitOptions = {}) =>
  visitRoute(site.browser, site.server.url, { path: pagePath, heading }, options)

describe(`tag links`, () => {
  it.each([
    [`phone`, PHONE],
    [`desktop`, DESKTOP],
  ] as const)(`each card on / links its tags, outside the card's other links (%s)`, async (_name, viewport) => {
    const { page, problems, close } = await open(`/`, /^Blog Posts/, { viewport })
    for (const post of listed) {
      const card = page.getByRole(`article`).filter({ has: page.getByRole(`heading`, { name: post.title }) })
      const links = card.getByRole(`list`, { name: `Tags` }).getByRole(`link`)
      expect(await links.allTextContents()).toEqual(post.tags.map(tag => `#${tag}`))
      for (const [index, tag] of post.tags.entries()) await expect(links.nth(index).getAttribute(`href`)).resolves.toBe(tagPath(tag))
    }
    // No link inside a link (an icon's <use href> points at its symbol, not anywhere).
    await expect(page.locator(`a a, a [href]:not(use)`).count()).resolves.toBe(0)
    expect(problems).toEqual([])
    await close()
  })

  it(`a card's tag opens the tag's page in place`, async () => {
    const [tag] = tags
    const { page, problems, close } = await open(`/`, /^Blog Posts/)
    await page.getByRole(`article`).first().getByRole(`link`, { name: tag.name, exact: true }).click()
    await page.getByRole(`heading`, { level: 1, name: `Posts tagged “${tag.name}” (${tag.posts.length})` }).waitFor()
    expect(new URL(page.url()).pathname).toBe(tag.path)
    expect(problems).toEqual([])
    await close()
  })

  it(`a listed post links its tags; a post kept off the list links none, as no tag page lists it`, async () => {
    const post = listed.find(candidate => candidate.tags.length > 2)
    if (!post) throw new Error(`no sample post has three tags`)
    const { page, close } = await open(`/post/${post.slug}`, post.title)
    const links = page.getByRole(`main`).getByRole(`list`, { name: `Tags` }).getByRole(`link`)
    expect(await links.evaluateAll(anchors => anchors.map(a => a.getAttribute(`href`)))).toEqual(post.tags.map(tagPath))
    await close()

    const hidden = samplePosts().find(candidate => !candidate.listed && candidate.tags.length > 0)
    if (!hidden) throw new Error(`no unlisted sample post has tags`)
    expect(await html(`/post/${hidden.slug}`)).not.toContain(`href="/tags/`)
  })
})

describe(`/tags`, () => {
  it(`lists every tag of the listed posts with its count, most used first, then by name`, async () => {
    const { page, problems, close } = await open(TAGS_PATH, `Tags (${tags.length})`, { viewport: PHONE, colorScheme: `dark` })
    const expected = [...tags].sort((a, b) => b.posts.length - a.posts.length || a.name.localeCompare(b.name))
    const links = page.getByRole(`main`).getByRole(`listitem`).getByRole(`link`)
    const names = await links.evaluateAll(anchors =>
      anchors.map(a => [a.getAttribute(`href`), (a.textContent ?? ``).replace(/\s+/g, ` `).trim()]),
    )
    expect(names).toEqual(expected.map(tag => [tag.path, `#${tag.name}${tag.posts.length} ${tag.posts.length === 1 ? `post` : `posts`}`]))
    expect(problems).toEqual([])
    await close()
  })
})

describe(`/tags/{tag}`, () => {
  it.each(tags.map(tag => [tag.path, tag] as const))(
    `%s lists the tag's posts, newest first, with its own head tags`,
    async (_path, tag) => {
      const page = await html(tag.path)
      const meta = metaTags(page)
      expect(/<title[^>]*>([^<]*)</.exec(page)?.[1]).toBe(`Posts tagged “${tag.name}” by Juma Kiprono`)
      expect(meta.get(`description`)).toMatch(new RegExp(`^${tag.posts.length} posts? by Juma Kiprono tagged “${tag.name}”: `))
      expect(canonical(page)).toBe(`${siteUrl()}${tag.path}`)
      expect(meta.get(`og:url`)).toBe(`${siteUrl()}${tag.path}`)
      // The cards are in the prebuilt page, for crawlers and visitors without JavaScript.
      const titles = [...page.matchAll(/<article[\s\S]*?<h2[^>]*>([\s\S]*?)<\/h2>/g)].map(match =>
        decodeEntities(match[1].replace(/<!-- -->/g, ``)),
      )
      expect(titles).toEqual(tag.posts.map(post => post.title))
      expect(page).not.toContain(`Next page`)
    },
  )

  it(`shows the same cards in the browser, with a way back to every tag`, async () => {
    const [tag] = tags
    const { page, problems, close } = await open(tag.path, `Posts tagged “${tag.name}” (${tag.posts.length})`, { viewport: PHONE })
    expect(await cardTitles(page)).toEqual(tag.posts.map(post => post.title))
    await page.getByRole(`link`, { name: `All tags` }).click()
    await page.getByRole(`heading`, { level: 1, name: /^Tags \(/ }).waitFor()
    expect(problems).toEqual([])
    await close()
  })

  it(`styles a page reached in the app as one loaded directly (each template's CSS follows the navigation)`, async () => {
    const [tag] = tags
    // Every element of the main region, with the styles its template's CSS sets.
    const styleOf = (page: Page) =>
      page.locator(`main`).evaluate(main =>
        [...main.querySelectorAll(`*`)].map(element => {
          const style = getComputedStyle(element)
          return (
            `${element.tagName} ${style.display} ${style.fontSize} ${style.color} ${style.backgroundColor} ` +
            `${style.padding} ${style.margin} ${style.gridTemplateColumns} ${style.borderRadius}`
          )
        }),
      )
    const direct = await visit(site.browser)
    await direct.page.goto(site.server.url + tag.path)
    await waitForApp(direct.page)
    const expected = await styleOf(direct.page)
    await direct.close()

    const { page, problems, requests, close } = await visit(site.browser)
    await page.goto(site.server.url)
    await waitForApp(page)
    await page.locator(`main a[href="${tag.path}"]`).first().click()
    await page.waitForURL(`**${tag.path}`)
    await page.getByRole(`heading`, { level: 1, name: new RegExp(tag.name) }).waitFor()
    // Away from the link that was clicked, which the pointer would otherwise hover.
    await page.mouse.move(0, 0)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    expect(requests.some(url => /component---src-templates-tag-tsx\.[0-9a-f]+\.css$/.test(url))).toBe(true)
    expect(await styleOf(page)).toEqual(expected)
    expect(expected.length).toBeGreaterThan(20)
    expect(problems).toEqual([])
    await close()
  })

  it(`puts /tags and every tag page in the sitemap`, async () => {
    const sitemap = await fs.readFile(path.join(PUBLIC_DIR, `sitemap-0.xml`), `utf8`)
    for (const pagePath of [TAGS_PATH, ...tags.map(tag => tag.path)]) expect(sitemap).toContain(`<loc>${siteUrl()}${pagePath}</loc>`)
  })
})

describe(`many tagged posts, in the odd fixture site`, () => {
  const PAGED = TAGGED_POSTS.length
  const served = useFixtureSite(`odd`)

  it(`prebuilds each page of a long tag, ten posts a page, with previous and next links in the HTML`, async () => {
    const base = tagPath(PAGED_TAG)
    expect(base).toBe(`/tags/paging-test`)
    const pages = await Promise.all([base, `${base}/page/2`, `${base}/page/3`].map(pagePath => html(pagePath, served.publicDir)))
    expect(pages.map(page => (page.match(/<article/g) ?? []).length)).toEqual([10, 10, 3])
    expect(pages[0]).not.toMatch(/rel="prev"/)
    expect(pages[1]).toMatch(new RegExp(`<a[^>]*rel="prev"[^>]*href="${base}"`))
    expect(pages[1]).toMatch(new RegExp(`<a[^>]*rel="next"[^>]*href="${base}/page/3"`))
    expect(pages[2]).not.toMatch(/rel="next"/)
    expect(canonical(pages[1])).toBe(`${siteUrl()}${base}/page/2`)
    expect(pages[1]).toContain(`Posts tagged “Paging Test” by Juma Kiprono, page 2 of 3`)
    await expect(fs.stat(path.join(served.publicDir, base, `page/4`))).rejects.toThrow()
  })

  it(`walks the pages with the next and previous links`, async () => {
    const { page, problems, close } = await visit(served.browser, { viewport: PHONE, colorScheme: `dark` })
    await page.goto(`${served.server.url}/tags/paging-test`)
    await waitForApp(page)
    const pager = page.getByRole(`navigation`, { name: `Pages of posts tagged Paging Test` })
    await pager.getByText(`Page 1 of 3`).waitFor()
    await pager.getByRole(`link`, { name: `Next page` }).click()
    await pager.getByText(`Page 2 of 3`).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/tags/paging-test/page/2`)
    expect(await cardTitles(page)).toEqual(Array.from({ length: 10 }, (_, i) => `Paged post ${String(13 - i).padStart(2, `0`)}`))
    await pager.getByRole(`link`, { name: `Previous page` }).click()
    await pager.getByText(`Page 1 of 3`).waitFor()
    expect(problems).toEqual([])
    await close()
  })

  it(`gives tags with symbols and other scripts safe, lower-case addresses`, async () => {
    const { page, close } = await visit(served.browser)
    await page.goto(`${served.server.url}/post/odd-tags`)
    await waitForApp(page)
    const hrefs = await page
      .getByRole(`list`, { name: `Tags` })
      .getByRole(`link`)
      .evaluateAll(a => a.map(link => link.getAttribute(`href`)))
    expect(hrefs).toEqual([`/tags/c-sharp`, `/tags/tag-65e5-672c`, `/tags/node-js`])
    for (const href of hrefs) {
      expect(href).toMatch(/^\/tags\/[a-z0-9-]+$/)
      await expect(fs.stat(path.join(served.publicDir, href ?? ``, `index.html`))).resolves.toBeTruthy()
    }
    await page.goto(`${served.server.url}/tags/tag-65e5-672c`)
    await page.getByRole(`heading`, { level: 1, name: `Posts tagged “日本” (1)` }).waitFor()
    await close()
  })

  it(`sends no list of its pages in the app script, with ${PAGED} posts more in one tag, and dozens more tags and posts`, async () => {
    const appScript = async (root: string) => {
      // The app script the home page loads (public/ may still hold an older build's).
      const [name] = /\/(app-[0-9a-f]+\.js)"/.exec(await fs.readFile(path.join(root, `index.html`), `utf8`))?.slice(1) ?? []
      const text = await fs.readFile(path.join(root, name), `utf8`)
      // Webpack numbers modules by their paths, which differ between two copies of the project:
      // every number counts as one digit, so the size says what code the script holds.
      return { size: text.replace(/\d+/g, `0`).length, text }
    }
    const [sample, many] = await Promise.all([appScript(PUBLIC_DIR), appScript(served.publicDir)])
    // No list of pages in the app: 23 posts' addresses alone would be hundreds of bytes. The odd site is of one
    // language, so its script is the sample's less the code of several languages, not more.
    expect(many.size).toBeLessThan(sample.size + 64)
    const addresses = [
      ...served.notes.added.map(added => postPath(added.slug)),
      tagPath(PAGED_TAG),
      ...TAGGED_POSTS.map((_, i) => tagPath(`topic ${i + 1}`)),
    ]
    expect(addresses.filter(address => many.text.includes(address))).toEqual([])
  })
})
