import React from "react"
import { Link } from "gatsby"
import type { TagCount } from "../lib/tag-counts"
import { tagPath } from "../lib/tags"
import * as styles from "./tag-index.module.css"

/** Every tag, most used first, each a link to its page with its number of posts. */
export function TagIndex({ tags }: { tags: readonly TagCount[] }) {
  return (
    <section aria-labelledby="tags-title">
      <h1 id="tags-title" className={styles.heading}>
        Tags ({tags.length})
      </h1>
      {tags.length === 0 ? (
        <p className={styles.empty}>No post has tags yet.</p>
      ) : (
        <>
          <p className={styles.intro}>Every topic the blog covers, most written about first.</p>
          <ul className={styles.list}>
            {tags.map(tag => (
              <li key={tag.slug}>
                <Link to={tagPath(tag.name)} className={styles.tag}>
                  <span className={styles.name}>
                    <span aria-hidden="true" className={styles.hash}>
                      #
                    </span>
                    {tag.name}
                  </span>
                  <span className={styles.count}>
                    {tag.count}
                    <span className="visually-hidden"> {tag.count === 1 ? `post` : `posts`}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
