import React from "react"
import { graphql, Link } from "gatsby"
import { postPath } from "../lib/urls"
import { Icon } from "../icons/icon"
import { formatDate, useWords } from "../i18n/words"
import * as styles from "./read-next.module.css"

export interface PostLink {
  slug: string
  title: string
}

export interface RelatedPost extends PostLink {
  /** YYYY-MM-DD. */
  date: string
  category: string
}

export interface ReadNextProps {
  previous: PostLink | null
  next: PostLink | null
  related: readonly RelatedPost[]
}

/** The end of a post: where to go from here. Renders nothing for a post outside the blog's order. */
export function ReadNext({ previous, next, related }: ReadNextProps) {
  const { lang, t } = useWords()
  if (!previous && !next && related.length === 0) return null
  return (
    <div className={styles.readNext}>
      {related.length > 0 && (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading" className={styles.heading}>
            {t.post.related}
          </h2>
          <ul className={styles.related}>
            {related.map(post => (
              <li key={post.slug} className={styles.card}>
                <p className={styles.category}>{post.category}</p>
                <Link to={postPath(post.slug)} className={styles.cardLink}>
                  {post.title}
                </Link>
                <time className={styles.date} dateTime={post.date}>
                  {formatDate(lang, post.date)}
                </time>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(previous || next) && (
        <nav aria-label={t.post.previousAndNext} className={styles.pager}>
          {previous && (
            <Link to={postPath(previous.slug)} rel="prev" className={styles.step}>
              <span className={styles.direction}>
                <Icon name="arrow-left" /> {t.post.previous}
              </span>
              <span className={styles.stepTitle}>{previous.title}</span>
            </Link>
          )}
          {next && (
            <Link to={postPath(next.slug)} rel="next" className={`${styles.step} ${styles.next}`}>
              <span className={styles.direction}>
                {t.post.next} <Icon name="arrow-right" />
              </span>
              <span className={styles.stepTitle}>{next.title}</span>
            </Link>
          )}
        </nav>
      )}
    </div>
  )
}

/** What a link to another post needs of it: the post template queries its neighbours with it, and related posts with RelatedPost. */
export const query = graphql`
  fragment PostLink on MarkdownRemark {
    fields {
      slug
    }
    frontmatter {
      title
    }
  }
  fragment RelatedPost on MarkdownRemark {
    ...PostLink
    frontmatter {
      date
      category
    }
  }
`
