// What each feed is called and where it is written, in its language: the
// blog's RSS, Atom and JSON Feed at /rss.xml (/sw/rss.xml for Swahili), a
// category's, tag's or author's RSS and Atom beside its page, each titled with
// the language's words (src/i18n).
import { fill, type Strings } from "../../src/i18n/words"
import { ATOM_PATH, FEED_PATH, JSON_FEED_PATH, listingFeedName, listingFeeds, type ListingKind } from "../../src/lib/feed-paths"
import { languagePath } from "../../src/lib/site-languages"
import { languageStrings } from "../languages"
import type { FeedGroup } from "./feed-groups"
import { atomFeed, jsonFeed, rssFeed, type FeedDocument } from "./feed-formats"

/** The feeds' words in `language` (src/i18n): the default language's file for the site's own. */
export function feedWords(language: string): Strings[`listing`] {
  return languageStrings(language).listing
}

/** The blog's RSS, Atom and JSON Feed (in each language); RSS and Atom for a category or tag. */
export function feedOutputs(group: FeedGroup & { language: string }): Array<[string, (feed: FeedDocument) => string]> {
  if (group.kind === `blog`)
    return [
      [languagePath(group.language, FEED_PATH), rssFeed],
      [languagePath(group.language, ATOM_PATH), atomFeed],
      [languagePath(group.language, JSON_FEED_PATH), jsonFeed],
    ]
  const { rss, atom } = listingFeeds(group.listingPath)
  return [
    [rss, rssFeed],
    [atom, atomFeed],
  ]
}

/** The title a reader's list shows: "Posts tagged “rust”: Juma's blog". */
export function feedTitle(group: FeedGroup, owner: string, words: Strings[`listing`]): string {
  return group.name
    ? fill(words.feedListingTitle, { name: listingFeedName(listingKind(group), group.name, words), owner })
    : fill(words.feedSiteTitle, { owner })
}

export const listingKind = (group: FeedGroup): ListingKind => (group.kind === `blog` ? `category` : group.kind)
