// The feeds' formats: RSS 2.0, Atom (RFC 4287) and JSON Feed 1.1, each written
// from the same document and entries (feeds.ts makes them).
import { escapeText } from "./feed"

/** One post in a feed; every URL absolute, the body's links too (absoluteLinks). */
export interface FeedEntry {
  url: string
  title: string
  /** Plain text. */
  summary: string
  /** The full body. */
  html: string
  /** A day (2025-03-23) or a date-time. */
  date: string
  updated: string | null
  authors: readonly string[]
  categories: readonly string[]
}

export interface FeedDocument {
  title: string
  description: string
  language: string
  /** The page the feed follows (the blog, a tag's listing). */
  homeUrl: string
  /** The feed's own address, in the format being written. */
  feedUrl: string
  /** Who writes the blog: Atom needs an author for entries that name none. */
  owner: string
  /** Newest first. */
  entries: readonly FeedEntry[]
}

/** An RFC 3339 date-time: a plain day is midnight UTC. */
export function isoDate(date: string): string {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date).toISOString()
}

/** When the feed last changed: its newest date or update. */
export function feedUpdated(entries: readonly FeedEntry[]): string {
  const times = entries.map(entry => Date.parse(isoDate(entry.updated ?? entry.date)))
  return new Date(times.length > 0 ? Math.max(...times) : 0).toISOString()
}

/** Text or an attribute value in XML. */
function xml(text: string): string {
  return escapeText(text).replace(/"/g, `&quot;`)
}

export function rssFeed(feed: FeedDocument): string {
  const items = feed.entries.map(entry =>
    [
      `<item>`,
      // RSS readers read the title and description as HTML; they are plain text.
      `<title>${xml(escapeText(entry.title))}</title>`,
      `<link>${xml(entry.url)}</link>`,
      `<guid isPermaLink="true">${xml(entry.url)}</guid>`,
      `<pubDate>${new Date(isoDate(entry.date)).toUTCString()}</pubDate>`,
      ...entry.authors.map(name => `<dc:creator>${xml(name)}</dc:creator>`),
      ...entry.categories.map(name => `<category>${xml(name)}</category>`),
      entry.updated ? `<atom:updated>${isoDate(entry.updated)}</atom:updated>` : ``,
      `<description>${xml(escapeText(entry.summary))}</description>`,
      `<content:encoded>${xml(entry.html)}</content:encoded>`,
      `</item>`,
    ].join(``),
  )
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" ` +
      `xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    `<channel>`,
    `<title>${xml(feed.title)}</title>`,
    `<link>${xml(feed.homeUrl)}</link>`,
    `<description>${xml(feed.description)}</description>`,
    `<language>${xml(feed.language)}</language>`,
    `<lastBuildDate>${new Date(feedUpdated(feed.entries)).toUTCString()}</lastBuildDate>`,
    `<atom:link href="${xml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    `</channel>`,
    `</rss>`,
    ``,
  ].join(`\n`)
}

export function atomFeed(feed: FeedDocument): string {
  const entries = feed.entries.map(entry =>
    [
      `<entry>`,
      `<title type="text">${xml(entry.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${xml(entry.url)}"/>`,
      `<id>${xml(entry.url)}</id>`,
      `<published>${isoDate(entry.date)}</published>`,
      `<updated>${isoDate(entry.updated ?? entry.date)}</updated>`,
      ...entry.authors.map(name => `<author><name>${xml(name)}</name></author>`),
      ...entry.categories.map(name => `<category term="${xml(name)}"/>`),
      `<summary type="text">${xml(entry.summary)}</summary>`,
      `<content type="html">${xml(entry.html)}</content>`,
      `</entry>`,
    ].join(``),
  )
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(feed.language)}">`,
    `<title type="text">${xml(feed.title)}</title>`,
    `<subtitle type="text">${xml(feed.description)}</subtitle>`,
    `<link rel="self" type="application/atom+xml" href="${xml(feed.feedUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${xml(feed.homeUrl)}"/>`,
    `<id>${xml(feed.feedUrl)}</id>`,
    `<updated>${feedUpdated(feed.entries)}</updated>`,
    `<author><name>${xml(feed.owner)}</name></author>`,
    ...entries,
    `</feed>`,
    ``,
  ].join(`\n`)
}

export const JSON_FEED_VERSION = `https://jsonfeed.org/version/1.1`

export function jsonFeed(feed: FeedDocument): string {
  return `${JSON.stringify(
    {
      version: JSON_FEED_VERSION,
      title: feed.title,
      home_page_url: feed.homeUrl,
      feed_url: feed.feedUrl,
      description: feed.description,
      language: feed.language,
      authors: [{ name: feed.owner }],
      items: feed.entries.map(entry => ({
        id: entry.url,
        url: entry.url,
        title: entry.title,
        content_html: entry.html,
        summary: entry.summary,
        date_published: isoDate(entry.date),
        ...(entry.updated ? { date_modified: isoDate(entry.updated) } : {}),
        authors: entry.authors.map(name => ({ name })),
        tags: entry.categories,
      })),
    },
    null,
    2,
  )}\n`
}
