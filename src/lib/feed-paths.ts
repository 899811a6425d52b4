// Where the feeds are: the blog's at the root, each tag's, category's and
// author's beside its listing (/tags/rust/rss.xml, /authors/ada/atom.xml). Pages load this module: keep it small.

/** The blog's RSS feed; every feed is written by site-build/feeds/feeds.ts. */
export const FEED_PATH = `/rss.xml`
export const ATOM_PATH = `/atom.xml`
export const JSON_FEED_PATH = `/feed.json`

export interface ListingFeeds {
  rss: string
  atom: string
}

/** The feeds of a tag's or category's listing, from the listing's first page's path. */
export function listingFeeds(listingPath: string): ListingFeeds {
  return { rss: `${listingPath}/rss.xml`, atom: `${listingPath}/atom.xml` }
}

/** The listings with feeds of their own: a tag's, a category's, an author's. */
export type ListingKind = `tag` | `category` | `author`

/** The words of a listing's feeds, in a language (src/i18n/en.json's listing). */
export interface FeedWords {
  feedAuthor: string
  feedTag: string
  feedCategory: string
}

/** What a listing's feeds carry, as its title and links say: Posts tagged “rust”, Posts in “Rust”, Posts by Ada Lovelace. */
export function listingFeedName(kind: ListingKind, name: string, words: FeedWords): string {
  const template = kind === `author` ? words.feedAuthor : kind === `tag` ? words.feedTag : words.feedCategory
  return template.replace(`{name}`, name)
}
