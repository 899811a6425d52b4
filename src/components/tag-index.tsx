import React from "react"
import { Link } from "gatsby"
import { tagPath } from "../lib/tags"
import * as styles from "./tag-index.module.css"
import { countWords, fill, useWords } from "../i18n/words"
import { languagePath } from "../lib/site-languages"

/**
 * Every tag, most used first, each a link to its page with its number of posts: as the page's query gives them,
 * counted and ordered when the site is built (site-build/listing-counts.ts).
 */
export function TagIndex({ tags }: { tags: Queries.TagsQuery[`tagCounts`] }) {
  const { lang, t } = useWords()
  return (
    <section aria-labelledby="tags-title">
      <h1 id="tags-title" className={styles.heading}>
        {fill(t.listing.tagsHeading, { count: tags.length })}
      </h1>
      {tags.length === 0 ? (
        <p className={styles.empty}>{t.listing.noTags}</p>
      ) : (
        <>
          <p className={styles.intro}>{t.listing.tagsIntro}</p>
          <ul className={styles.list}>
            {tags.map(tag => (
              <li key={tag.slug}>
                <Link to={languagePath(lang, tagPath(tag.name))} className={styles.tag} dir="auto">
                  <span className={styles.name}>
                    <span aria-hidden="true" className={styles.hash}>
                      #
                    </span>
                    {tag.name}
                  </span>
                  <span className={styles.count}>
                    {tag.count}
                    <span className="visually-hidden"> {countWords(lang, t.list.posts, tag.count)}</span>
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
