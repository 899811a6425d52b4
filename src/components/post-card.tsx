import React, { memo } from "react"
import { graphql, withPrefix } from "gatsby"
import { Icon } from "../icons/icon"
import { SIZES } from "../lib/image-sizes"
import type { PostSummary } from "../lib/post-list"
import { postPath } from "../lib/urls"
import { ExternalLink } from "./external-link"
import { PostTags } from "./post-tags"
import { SiteImage } from "./site-image"
import { markedText } from "./marked-text"
import type { SearchHit } from "../search/results"
import type { Part, Snippet } from "../search/snippet"
import * as styles from "./post-card.module.css"
import { formatDate, useWords } from "../i18n/words"

interface PostCardProps {
  post: PostSummary
  /** The card is on the first screen: its image is not lazy. */
  eager?: boolean
  /** The first card: its image is the largest of the first screen, fetched first. */
  priority?: boolean
  /** A search result: the title with its matched words marked, and the snippet shown instead of the excerpt. */
  match?: Pick<SearchHit, `title` | `snippet`>
  /** Shown first on the home page (front matter pinned: true), and labelled so. */
  pinned?: boolean
}

/**
 * Memoised: while a search narrows the list, a card that stays is not rendered
 * again unless its marked title or snippet reads differently (typing on in a
 * word mostly marks the same words).
 */
export const PostCard = memo(function PostCard({ post, eager = false, priority = false, match, pinned = false }: PostCardProps) {
  const { t } = useWords()
  const snippet = match?.snippet
  const section = snippet?.section
  return (
    <article className={styles.card}>
      {post.image && (
        <SiteImage
          data={post.image.data}
          src={post.image.src}
          alt={post.image.alt}
          width={1200}
          height={630}
          sizes={SIZES.card}
          eager={eager}
          priority={priority}
          className={styles.thumbnail}
        />
      )}
      <div className={styles.content}>
        <p className={styles.category}>
          {pinned && (
            <span className={styles.pinned}>
              <Icon name="pin" />
              {t.list.pinned}
            </span>
          )}
          {post.category}
        </p>
        {match ? (
          <h2 className={styles.title} dangerouslySetInnerHTML={markedText(match.title)} />
        ) : (
          <h2 className={styles.title}>{post.title}</h2>
        )}
        <CardMeta post={post} />
        {/* The same elements with a snippet as with the excerpt, so a keystroke that brings one or the other fills them in. */}
        {snippet ? (
          <p className={section ? styles.snippet : styles.excerpt} dangerouslySetInnerHTML={markedText(snippet.parts)} />
        ) : (
          <p className={styles.excerpt}>{post.excerpt}</p>
        )}
        {section && (
          <p className={styles.section}>
            {t.list.inSection}
            {` `}
            <ExternalLink href={`${withPrefix(postPath(post.slug))}#${encodeURIComponent(section.id)}`}>{section.heading}</ExternalLink>
          </p>
        )}
        <CardLinks post={post} />
      </div>
    </article>
  )
}, sameCard)

// The parts a search does not mark, drawn once per post.
const CardMeta = memo(function CardMeta({ post }: { post: PostSummary }) {
  const { lang, t } = useWords()
  return (
    <p className={styles.meta}>
      <span>
        <Icon name="user" />
        <span className="visually-hidden">{t.post.author}</span>
        {post.author}
      </span>
      <span>
        <Icon name="calendar" />
        <span className="visually-hidden">{t.post.published}</span>
        <time dateTime={post.date}>{formatDate(lang, post.date)}</time>
      </span>
    </p>
  )
})

const CardLinks = memo(function CardLinks({ post }: { post: PostSummary }) {
  const { t } = useWords()
  return (
    <>
      <PostTags tags={post.tags} placement="card" />
      <ExternalLink href={withPrefix(postPath(post.slug))} className={styles.more}>
        {t.list.readMore}
        <span className="visually-hidden">: {post.title}</span>
      </ExternalLink>
    </>
  )
})

/** The same props, a search match compared by what it reads rather than by identity. */
function sameCard({ match: was, ...before }: PostCardProps, { match: is, ...after }: PostCardProps): boolean {
  const keys = Object.keys({ ...before, ...after }) as (keyof typeof before)[]
  return sameMatch(was, is) && keys.every(key => before[key] === after[key])
}

/** Two search matches that read the same: the same marked title and snippet (or no match, both). */
export function sameMatch(was: PostCardProps[`match`], is: PostCardProps[`match`]): boolean {
  return was === is || (!!was && !!is && sameParts(was.title, is.title) && sameSnippet(was.snippet, is.snippet))
}

const sameParts = (a: readonly Part[], b: readonly Part[]) =>
  a.length === b.length && a.every((part, i) => part.text === b[i].text && part.mark === b[i].mark)

const sameSnippet = (a: Snippet | null, b: Snippet | null) =>
  a === b || (!!a && !!b && a.section?.id === b.section?.id && sameParts(a.parts, b.parts))

export const query = graphql`
  fragment PostSummary on MarkdownRemark {
    excerpt(pruneLength: 160)
    fields {
      slug
    }
    frontmatter {
      title
      category
      date
      author
      tags
      description
      image
      imageAlt
    }
    cover {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH)
      }
    }
    coverUrl
  }
`
