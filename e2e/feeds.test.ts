// The feeds beside /rss.xml, read by a maintained feed parser (feedsmith: RSS
// 2.0, Atom 1.0 and JSON Feed 1.1 by their specifications): the blog's Atom
// feed and JSON Feed, and each tag's and category's RSS and Atom feeds, with
// the right posts newest first, absolute links and full bodies; each listing
// announces its feeds in its head and links them where a reader sees them.
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from "feedsmith"
import { categoryPath } from "../src/lib/categories"
import { siteConfig } from "../src/site-config"
import { useBuiltSite, visit } from "./support/browser"
import { crawlerOf } from "./support/crawler"
import { PUBLIC_DIR, samplePosts, sampleTags, type SamplePost } from "./support/site"

const SITE = siteConfig.siteUrl
const site = useBuiltSite(PUBLIC_DIR)
const { get, head, local, text } = crawlerOf(site, SITE)

const newestFirst = (posts: SamplePost[]) => posts.filter(post => post.listed).sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
const firstSentence = (post: SamplePost) =>
  (post.body.split(/\n\s*\n/).find(part => /^[A-Z]/.test(part.trim())) ?? ``).trim().split(/(?<=\.)\s/)[0]
const postUrl = (post: SamplePost) => `${SITE}/post/${post.slug}`

/** A body as a feed reader gets it: the post's own text, and no link relative to the site. */
async function expectFullBody(html: string, post: SamplePost) {
  expect(
    html
      .replace(/&#x27;|&#39;/g, `'`)
      .replace(/&quot;/g, `"`)
      .replace(/&amp;/g, `&`),
  ).toContain(firstSentence(post).replace(/[`*_]/g, ``).slice(0, 40))
  expect(html).not.toMatch(/\s(?:href|src)=["']\/(?!\/)/)
  for (const [, url] of html.matchAll(/\s(?:href|src)="(https?:\/\/[^"#]+)/g)) {
    if (url.startsWith(SITE)) expect({ url, status: (await get(local(url))).status }).toEqual({ url, status: 200 })
  }
}

describe(`the blog's feeds`, () => {
  const expected = newestFirst(samplePosts())

  it(`Atom: every listed post, newest first, with ids, dates, authors, summaries and full text`, async () => {
    const feed = parseAtomFeed(await text(`/atom.xml`))
    expect(feed.id).toBe(`${SITE}/atom.xml`)
    expect(feed.links?.find(link => link.rel === `self`)?.href).toBe(`${SITE}/atom.xml`)
    expect(feed.entries?.map(entry => entry.title?.value)).toEqual(expected.map(post => post.title))
    for (const [i, entry] of (feed.entries ?? []).entries()) {
      const post = expected[i]
      expect(entry.id).toBe(postUrl(post))
      expect(entry.links?.[0].href).toBe(postUrl(post))
      expect(entry.published?.slice(0, 10)).toBe(post.date)
      expect(entry.authors?.length).toBeGreaterThan(0)
      expect(entry.summary?.value).toBe(post.description)
      await expectFullBody(entry.content?.value ?? ``, post)
    }
  })

  it(`JSON Feed 1.1: the same posts`, async () => {
    // Parsed in the test's own realm: the parser checks for a plain object.
    const json = JSON.parse(await text(`/feed.json`))
    expect(json.version).toBe(`https://jsonfeed.org/version/1.1`)
    const feed = parseJsonFeed(json)
    expect(feed.feed_url).toBe(`${SITE}/feed.json`)
    expect(feed.home_page_url).toBe(SITE)
    expect(feed.items?.map(item => item.url)).toEqual(expected.map(postUrl))
    for (const [i, item] of (feed.items ?? []).entries()) {
      expect(item.date_published?.slice(0, 10)).toBe(expected[i].date)
      expect(item.tags).toEqual(expect.arrayContaining([expected[i].category, ...expected[i].tags]))
      await expectFullBody(item.content_html ?? ``, expected[i])
    }
  })

  it(`are announced in every page's head`, async () => {
    const { links } = await head(`/post/${expected[0].slug}`)
    expect(links.filter(link => link.rel === `alternate`).map(link => [link.type, link.href])).toEqual(
      expect.arrayContaining([
        [`application/atom+xml`, `/atom.xml`],
        [`application/feed+json`, `/feed.json`],
      ]),
    )
  })
})

const tags = sampleTags()
const categories = [...new Set(newestFirst(samplePosts()).map(post => post.category))].map(name => ({
  kind: `category`,
  name,
  path: categoryPath(name),
  posts: newestFirst(samplePosts()).filter(post => post.category === name),
  words: `Posts in “${name}”`,
}))
const listings = [...tags.map(tag => ({ kind: `tag`, ...tag, words: `Posts tagged “${tag.name}”` })), ...categories]

it(`has feeds for every tag and category, and for nothing else`, () => {
  expect(tags.length).toBeGreaterThan(5)
  expect(categories.length).toBeGreaterThan(1)
})

describe.each(listings.map(listing => [listing.path, listing] as const))(`%s`, (path, listing) => {
  it(`has RSS and Atom feeds of its posts, newest first, with full text`, async () => {
    const rss = parseRssFeed(await text(`${path}/rss.xml`))
    const atom = parseAtomFeed(await text(`${path}/atom.xml`))
    expect(rss.title).toMatch(new RegExp(`^${listing.words}`))
    expect(rss.link).toBe(SITE + path)
    expect(rss.items?.map(item => item.link)).toEqual(listing.posts.map(postUrl))
    expect(atom.entries?.map(entry => entry.id)).toEqual(listing.posts.map(postUrl))
    await expectFullBody(rss.items?.[0].content?.encoded ?? ``, listing.posts[0])
    await expectFullBody(atom.entries?.[0].content?.value ?? ``, listing.posts[0])
  })

  it(`announces them in its head`, async () => {
    const { links } = await head(path)
    const alternates = links.filter(link => link.rel === `alternate`).map(link => [link.type, link.href])
    expect(alternates).toEqual(
      expect.arrayContaining([
        [`application/rss+xml`, `${path}/rss.xml`],
        [`application/atom+xml`, `${path}/atom.xml`],
      ]),
    )
  })
})

// One tag and one category in the browser: the same component draws every listing's links.
describe.each([listings[0], categories[0]].map(listing => [listing.path, listing] as const))(`%s`, (path, listing) => {
  it(`links its feeds under its heading, without JavaScript`, async () => {
    const { page, close } = await visit(site.browser, { javaScriptEnabled: false })
    try {
      await page.goto(site.server.url + path)
      const subscribe = page.getByText(`Subscribe to ${listing.words.charAt(0).toLowerCase()}${listing.words.slice(1)}`)
      await expect(subscribe.getByRole(`link`, { name: `RSS feed` }).getAttribute(`href`)).resolves.toBe(`${path}/rss.xml`)
      await subscribe.getByRole(`link`, { name: `Atom feed` }).click()
      expect(page.url()).toBe(`${site.server.url}${path}/atom.xml`)
    } finally {
      await close()
    }
  })
})
