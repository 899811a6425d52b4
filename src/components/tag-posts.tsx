import React from "react"
import { Link } from "gatsby"
import type { PageLinks } from "../lib/pagination"
import type { PostSummary } from "../lib/post-list"
import { TAGS_PATH } from "../lib/tags"
import { Pagination } from "./pagination"
import { PostCard } from "./post-card"
import * as styles from "./tag-posts.module.css"

interface TagPostsProps {
  name: string
  /** Every listed post with the tag, not only this page's. */
  count: number
  posts: readonly PostSummary[]
  links: PageLinks
}

/** One page of a tag's posts: the same cards as the blog list, with links to the other pages. */
export function TagPosts({ name, count, posts, links }: TagPostsProps) {
  return (
    <section aria-labelledby="tag-title">
      <p className={styles.up}>
        <Link to={TAGS_PATH}>All tags</Link>
      </p>
      <h1 id="tag-title" className={styles.heading}>
        Posts tagged <span className={styles.name}>“{name}”</span> ({count})
      </h1>
      <p className={styles.status}>
        {links.pages > 1
          ? `Showing ${posts.length} of ${count} posts, page ${links.page} of ${links.pages}.`
          : `${count} ${count === 1 ? `post` : `posts`}, newest first.`}
      </p>
      <ul className={styles.list}>
        {posts.map((post, position) => (
          <li key={post.slug}>
            <PostCard post={post} eager={position < 2} priority={position === 0} />
          </li>
        ))}
      </ul>
      <Pagination links={links} label={`Pages of posts tagged ${name}`} />
    </section>
  )
}
