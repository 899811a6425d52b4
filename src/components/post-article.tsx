import React, { useRef } from "react"
import { Icon } from "./icon"
import { useCodeCopyButtons } from "../hooks/use-code-copy-buttons"
import { focusableCodeBlocks } from "../lib/code-blocks"
import { SIZES } from "../lib/image-sizes"
import type { CardImage } from "../lib/post-list"
import { SiteImage } from "./site-image"
import * as styles from "./post-article.module.css"

export interface PostArticleProps {
  title: string
  category: string
  author: string
  /** ISO date for machines, display date for people. */
  dateTime: string
  displayDate: string
  readingTime: string
  image: CardImage | null
  html: string
  /** Only gatsby develop shows a draft or a scheduled post; production builds leave them out. */
  notice?: { kind: `draft` } | { kind: `scheduled`; displayDate: string } | null
}

export function PostArticle({ title, category, author, dateTime, displayDate, readingTime, image, html, notice = null }: PostArticleProps) {
  const body = useRef<HTMLDivElement>(null)
  useCodeCopyButtons(body, html)

  return (
    <article className={styles.article}>
      <header>
        {notice && (
          <p className={styles.notice} role="note">
            <strong>{notice.kind === `draft` ? `Draft` : `Scheduled`}</strong>
            {notice.kind === `draft`
              ? ` — shown only in development; a production build leaves it out.`
              : ` for ${notice.displayDate} — shown only in development until a build on or after that date.`}
          </p>
        )}
        <p className={styles.category}>{category}</p>
        <h1 className={styles.title}>{title}</h1>
        {image && (
          <SiteImage data={image.data} src={image.src} alt={image.alt} width={1200} height={630} sizes={SIZES.cover} priority className={styles.cover} />
        )}
        <ul className={styles.meta} aria-label="Post details">
          <li>
            <Icon name="user" />
            <span className="visually-hidden">Author: </span>
            {author}
          </li>
          <li>
            <Icon name="calendar" />
            <span className="visually-hidden">Published: </span>
            <time dateTime={dateTime}>{displayDate}</time>
          </li>
          <li>
            <Icon name="clock" />
            {readingTime}
          </li>
        </ul>
      </header>
      <div ref={body} className={styles.body} dangerouslySetInnerHTML={{ __html: focusableCodeBlocks(html) }} />
    </article>
  )
}
