import React from "react"
import { withPrefix } from "gatsby"
import { listingFeedName, listingFeeds, type ListingKind } from "../lib/feed-paths"
import * as styles from "./feed-links.module.css"

export interface ListingFeed {
  kind: ListingKind
  name: string
  /** The listing's first page: /tags/rust. */
  listingPath: string
}

/** The <link rel="alternate"> tags that let a feed reader find a listing's feeds; for Seo's children (Helmet takes plain elements only). */
export function feedAlternates({ kind, name, listingPath }: ListingFeed): React.ReactElement[] {
  const feeds = listingFeeds(listingPath)
  const title = listingFeedName(kind, name)
  return [
    <link key="feed-rss" rel="alternate" type="application/rss+xml" title={`${title} (RSS)`} href={withPrefix(feeds.rss)} />,
    <link key="feed-atom" rel="alternate" type="application/atom+xml" title={`${title} (Atom)`} href={withPrefix(feeds.atom)} />,
  ]
}

/** The same feeds as visible links, under a listing's heading. */
export function FeedLinks({ kind, name, listingPath }: ListingFeed) {
  const feeds = listingFeeds(listingPath)
  return (
    <p className={styles.feeds}>
      Subscribe to {kind === `author` ? `posts by ${name}` : `${kind === `tag` ? `posts tagged` : `posts in`} “${name}”`}:{` `}
      <a href={withPrefix(feeds.rss)}>RSS feed</a>
      {` · `}
      <a href={withPrefix(feeds.atom)}>Atom feed</a>
    </p>
  )
}
