import React from "react"
import { withPrefix } from "gatsby"
import { listingFeeds, type ListingKind } from "../lib/feed-paths"
import * as styles from "./feed-links.module.css"
import { fill, useWords } from "../i18n/words"

export interface ListingFeed {
  kind: ListingKind
  name: string
  /** The listing's first page: /tags/rust. */
  listingPath: string
}

/**
 * The <link rel="alternate"> tags that let a feed reader find a listing's feeds, named `title` (Posts tagged “rust”, as
 * the feeds name themselves); for Seo's children (Helmet takes plain elements only).
 */
export function feedAlternates({ listingPath }: ListingFeed, title: string): React.ReactElement[] {
  const feeds = listingFeeds(listingPath)
  return [
    <link key="feed-rss" rel="alternate" type="application/rss+xml" title={`${title} (RSS)`} href={withPrefix(feeds.rss)} />,
    <link key="feed-atom" rel="alternate" type="application/atom+xml" title={`${title} (Atom)`} href={withPrefix(feeds.atom)} />,
  ]
}

/** The same feeds as visible links, under a listing's heading. */
export function FeedLinks({ kind, name, listingPath }: ListingFeed) {
  const { t } = useWords()
  const feeds = listingFeeds(listingPath)
  return (
    <p className={styles.feeds}>
      {fill(kind === `author` ? t.listing.subscribeAuthor : kind === `tag` ? t.listing.subscribeTag : t.listing.subscribeCategory, {
        name,
      })}
      {` `}
      <a href={withPrefix(feeds.rss)}>{t.listing.rssFeed}</a>
      {` · `}
      <a href={withPrefix(feeds.atom)}>{t.listing.atomFeed}</a>
    </p>
  )
}
