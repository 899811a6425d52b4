import React from "react"
import { Link } from "gatsby"
import type { PageLinks } from "../lib/listing-page"
import type { PostSummary } from "../lib/post-list"
import { AuthorCard, type AuthorCardProps } from "./author-card"
import { FeedLinks, type ListingFeed } from "./feed-links"
import { Pagination } from "./pagination"
import { PostCard } from "./post-card"
import * as styles from "./post-listing.module.css"
import { countWords, fill, fillParts, useWords } from "../i18n/words"

interface PostListingProps {
  /** The heading's words: "Posts tagged", then the name, then the count. */
  title: string
  /** The tag or the category, shown in quotes; none for the blog list. */
  name?: string
  /** Every post of the listing, not only this page's. */
  count: number
  posts: readonly PostSummary[]
  links: PageLinks
  /** Names the pages' navigation landmark, e.g. "Pages of posts tagged rust". */
  pagesLabel: string
  /** The listing one level up (all tags, all posts), above the heading. */
  up?: { to: string; label: string }
  /** The tag's, category's or author's feeds, linked under the heading. */
  feed?: ListingFeed
  /** The name as it is, not in quotes: an author's. */
  plainName?: boolean
  /** An author's listing: who they are, under the heading of its first page. */
  author?: AuthorCardProps
}

/**
 * One prebuilt page of a listing (the blog list's later pages, a category's, a
 * tag's): the same cards as the blog list, with links to the other pages.
 */
export function PostListing({ title, name, count, posts, links, pagesLabel, up, feed, plainName, author }: PostListingProps) {
  const { lang, t } = useWords()
  const words = t.listing
  const named = <span className={styles.name}>{name}</span>
  return (
    <section aria-labelledby="listing-title">
      {up && (
        <p className={styles.up}>
          <Link to={up.to}>{up.label}</Link>
        </p>
      )}
      <h1 id="listing-title" className={styles.heading}>
        {fillParts(name ? (plainName ? words.headingPlain : words.headingNamed) : words.headingAll, { title, name: named, count })}
      </h1>
      {/* Every listing template draws it, so theirs is one stylesheet, which the site's policy names by one hash. */}
      {author && links.page === 1 && <AuthorCard {...author} />}
      <p className={styles.status}>
        {count === 0
          ? words.statusEmpty
          : links.pages > 1
            ? fill(words.statusPage, { shown: posts.length, count, page: links.page, pages: links.pages })
            : countWords(lang, words.statusAll, count)}
      </p>
      {feed && <FeedLinks {...feed} />}
      <ul className={styles.list}>
        {posts.map((post, position) => (
          <li key={post.slug}>
            <PostCard post={post} eager={position < 2} priority={position === 0} />
          </li>
        ))}
      </ul>
      <Pagination links={links} label={pagesLabel} />
    </section>
  )
}
