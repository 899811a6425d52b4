/** @jest-environment node */
// Each format as a maintained feed parser reads it (feedsmith, which parses
// RSS 2.0, Atom 1.0 and JSON Feed 1.1 by their specifications).
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from "feedsmith"
import { atomFeed, feedUpdated, isoDate, jsonFeed, rssFeed, type FeedDocument } from "../feed-formats"

const feed: FeedDocument = {
  title: `Posts tagged “rust”: Ada's blog`,
  description: `Rust & <friends>`,
  language: `en`,
  homeUrl: `https://example.org/tags/rust`,
  feedUrl: `https://example.org/tags/rust/atom.xml`,
  owner: `Ada`,
  entries: [
    {
      url: `https://example.org/post/b`,
      title: `Why <script> & onerror= still run`,
      summary: `A "quoted" summary`,
      html: `<p>Body <a href="https://example.org/post/a">a</a> ]]&gt;</p>`,
      date: `2025-03-23`,
      updated: `2025-04-01`,
      authors: [`Ada`, `Grace`],
      categories: [`Rust`, `rust`],
    },
    {
      url: `https://example.org/post/a`,
      title: `A`,
      summary: `a`,
      html: `<p>a</p>`,
      date: `2024-01-02T10:00:00+02:00`,
      updated: null,
      authors: [`Ada`],
      categories: [`Rust`],
    },
  ],
}

it(`dates a plain day at midnight UTC, and a feed by its newest change`, () => {
  expect(isoDate(`2025-03-23`)).toBe(`2025-03-23T00:00:00.000Z`)
  expect(isoDate(`2024-01-02T10:00:00+02:00`)).toBe(`2024-01-02T08:00:00.000Z`)
  expect(feedUpdated(feed.entries)).toBe(`2025-04-01T00:00:00.000Z`)
})

it(`writes RSS 2.0 with each post's link, guid, date, authors, categories and full text`, () => {
  const rss = parseRssFeed(rssFeed({ ...feed, feedUrl: `https://example.org/tags/rust/rss.xml` }))
  expect(rss.title).toBe(feed.title)
  expect(rss.link).toBe(feed.homeUrl)
  expect(rss.items).toHaveLength(2)
  const [item] = rss.items ?? []
  expect(item.link).toBe(`https://example.org/post/b`)
  expect(item.guid?.value).toBe(`https://example.org/post/b`)
  // Read as HTML by readers, so the plain title's brackets arrive escaped once more.
  expect(item.title).toBe(`Why &lt;script&gt; &amp; onerror= still run`)
  expect(item.pubDate).toBe(`Sun, 23 Mar 2025 00:00:00 GMT`)
  expect(item.dc?.creators).toEqual([`Ada`, `Grace`])
  expect(item.atom?.updated).toBe(`2025-04-01T00:00:00.000Z`)
  expect(item.categories?.map(category => category.name)).toEqual([`Rust`, `rust`])
  expect(item.content?.encoded).toBe(feed.entries[0].html)
})

it(`writes Atom (RFC 4287): ids, links, published and updated dates, authors, summary and content`, () => {
  const atom = parseAtomFeed(atomFeed(feed))
  expect(atom.title).toEqual({ type: `text`, value: feed.title })
  expect(atom.id).toBe(feed.feedUrl)
  expect(atom.updated).toBe(`2025-04-01T00:00:00.000Z`)
  expect(atom.links?.map(link => [link.rel, link.href])).toEqual([
    [`self`, feed.feedUrl],
    [`alternate`, feed.homeUrl],
  ])
  const [entry, older] = atom.entries ?? []
  expect(entry.title).toEqual({ type: `text`, value: feed.entries[0].title })
  expect(entry.categories?.map(category => category.term)).toEqual([`Rust`, `rust`])
  expect(entry.id).toBe(`https://example.org/post/b`)
  expect(entry.published).toBe(`2025-03-23T00:00:00.000Z`)
  expect(entry.updated).toBe(`2025-04-01T00:00:00.000Z`)
  expect(older.updated).toBe(older.published)
  expect(entry.authors?.map(author => author.name)).toEqual([`Ada`, `Grace`])
  expect(entry.summary).toEqual({ type: `text`, value: `A "quoted" summary` })
  expect(entry.content).toEqual({ type: `html`, value: feed.entries[0].html })
})

it(`writes JSON Feed 1.1`, () => {
  const text = jsonFeed({ ...feed, feedUrl: `https://example.org/feed.json` })
  expect(JSON.parse(text).version).toBe(`https://jsonfeed.org/version/1.1`)
  const json = parseJsonFeed(JSON.parse(text))
  expect(json.title).toBe(feed.title)
  expect(json.feed_url).toBe(`https://example.org/feed.json`)
  const [item, older] = json.items ?? []
  expect(item.id).toBe(`https://example.org/post/b`)
  expect(item.content_html).toBe(feed.entries[0].html)
  expect(item.date_modified).toBe(`2025-04-01T00:00:00.000Z`)
  expect(older.date_modified).toBeUndefined()
  expect(item.authors?.map(author => author.name)).toEqual([`Ada`, `Grace`])
  expect(item.tags).toEqual([`Rust`, `rust`])
})
