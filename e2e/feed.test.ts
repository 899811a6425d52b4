// The RSS feed, as a feed reader reads it: the listed posts with absolute links,
// dates, descriptions and full bodies, announced in the head of every page.
import type { Page } from "playwright-core"
import { siteConfig } from "../src/site-config"
import { useBuiltSite } from "./support/browser"
import { crawlerOf } from "./support/crawler"
import { realPages } from "./support/routes"
import { PUBLIC_DIR, samplePosts } from "./support/site"
import { readFeed } from "./support/xml"
import { SITE_LANGUAGES, languagePath } from "../src/lib/site-languages"

const SITE = siteConfig.siteUrl
const site = useBuiltSite(PUBLIC_DIR)
const { get, head, local, text } = crawlerOf(site, SITE)
let page: Page

beforeAll(async () => {
  page = await site.browser.newPage()
})

/** The posts as the owner wrote them, with the first sentence of their body. */
const posts = samplePosts().map(post => {
  const paragraph = post.body.split(/\n\s*\n/).find(part => /^[A-Z]/.test(part.trim())) ?? ``
  return { ...post, firstSentence: paragraph.trim().split(/(?<=\.)\s/)[0] }
})

const listedNewestFirst = () => posts.filter(post => post.listed).sort((a, b) => Date.parse(b.date) - Date.parse(a.date))

const readSiteFeed = async () => readFeed(page, await text(`/rss.xml`))

describe(`RSS feed`, () => {
  it(`has the listed posts, newest first, with absolute links, dates, descriptions and full bodies`, async () => {
    const feed = await readSiteFeed()
    const expected = listedNewestFirst()
    expect(expected).toHaveLength(6)
    expect(feed.link).toBe(SITE)
    expect(feed.self).toBe(`${SITE}/rss.xml`)
    expect(feed.items.map(item => item.title)).toEqual(expected.map(post => post.title))

    for (const [i, item] of feed.items.entries()) {
      const post = expected[i]
      expect(item.link).toBe(`${SITE}/post/${post.slug}`)
      expect(item.guid).toBe(item.link)
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(post.date)
      expect(item.description).toBe(post.description)
      expect(item.category).toBe(post.category)
      expect(item.contentText).toContain(post.firstSentence)
      expect(item.content).toMatch(/<h2[\s>]/)
      // Links and images in a body point back to the site, not to the feed reader's host.
      expect(item.content).not.toMatch(/\s(?:href|src)=["']\/(?!\/)/)
      for (const [, url] of item.content.matchAll(/\s(?:href|src)="(https?:\/\/[^"#]+)/g)) {
        if (url.startsWith(SITE)) expect({ url, status: (await get(local(url))).status }).toEqual({ url, status: 200 })
      }
      expect((await get(local(item.link))).status).toBe(200)
    }
  })

  it(`leaves unlisted posts out`, async () => {
    const links = (await readSiteFeed()).items.map(item => item.link)
    const unlisted = posts.filter(post => !post.listed).map(post => post.slug)
    expect(unlisted).toEqual([`whoami`])
    expect(links).not.toContain(`${SITE}/post/whoami`)
  })

  it(`is announced in the head of every page`, async () => {
    for (const pagePath of [...realPages(), `/404.html`]) {
      const { links } = await head(pagePath)
      const feeds = links.filter(link => link.rel === `alternate` && link.type === `application/rss+xml`)
      // A tag's or a category's first page also announces its own (feeds.test.ts); each page its language's blog feed.
      const own = /^(\/[a-z]{2,3})?\/(tags|category)\/[^/]+$/.test(pagePath) ? [`${pagePath}/rss.xml`] : []
      const blog = languagePath(pageLanguage(pagePath), `/rss.xml`)
      expect({ pagePath, feeds: feeds.map(link => link.href).sort() }).toEqual({ pagePath, feeds: [blog, ...own].sort() })
    }
    expect((await get(`/rss.xml`)).headers.get(`content-type`)).toMatch(/xml/)
  })
})

/** The language of the pages a path is among: its prefix's (/sw/tags), a post's own, or the site's. */
function pageLanguage(pagePath: string): string {
  const prefix = SITE_LANGUAGES.find(lang => pagePath === `/${lang}` || pagePath.startsWith(`/${lang}/`))
  const post = samplePosts(`any`).find(candidate => pagePath === `/post/${candidate.slug}`)
  return prefix ?? post?.language ?? siteConfig.lang
}
