import React, { useRef } from "react"
import { Icon } from "../icons/icon"
import { useCodeCopyButtons } from "../hooks/use-code-copy-buttons"
import { useCurrentSection } from "../hooks/use-current-section"
import { useVideoEmbeds } from "../hooks/use-video-embeds"
import { useImageDialog } from "../hooks/use-image-dialog"
import { focusableCodeBlocks } from "../lib/code-blocks"
import { namedFootnoteBackLinks } from "../lib/footnotes"
import { SIZES } from "../lib/image-sizes"
import type { CardImage } from "../lib/post-list"
import { textDirection } from "../lib/languages"
import { fill, fillParts, useWords } from "../i18n/words"
import { tocIds, type TocEntry } from "../lib/toc"
import { Bylines } from "./bylines"
import { SiteImage } from "./site-image"
import { TableOfContents } from "./table-of-contents"
import * as styles from "./post-article.module.css"
// Code colours are needed only where a post body is: the post template inlines them, other pages do not.
import "../styles/code.css"

export interface PostArticleProps {
  title: string
  category: string
  /** Each author, those of authors.json linked to their page. */
  bylines: ReadonlyArray<{ name: string; id: string | null }>
  /** ISO date for machines, display date for people. */
  dateTime: string
  displayDate: string
  /** The day of the last update, when the post has one. */
  updated?: { dateTime: string; displayDate: string } | null
  readingTime: string
  image: CardImage | null
  html: string
  /** The stylesheets of the rich markdown the body has (plugins/gatsby-remark-rich-markdown/styles.js). */
  richStyles?: readonly string[]
  /** Only gatsby develop shows a draft or a scheduled post; production builds leave them out. */
  notice?: { kind: `draft` } | { kind: `scheduled`; displayDate: string } | null
  /** The sections, when the post is long enough to list them (src/lib/toc.ts). */
  toc?: readonly TocEntry[]
  /**
   * The post's language when it is not the page's: on the article; its title and body take its writing direction,
   * the site's own words keep the page's language.
   */
  lang?: string | null
  /** Under the title: the language switch, when the post has translations. */
  languages?: React.ReactNode
  /** What follows the body in the reading column: sharing, what to read next. */
  children?: React.ReactNode
}

export function PostArticle(props: PostArticleProps) {
  const {
    title,
    category,
    bylines,
    dateTime,
    displayDate,
    updated = null,
    readingTime,
    image,
    html,
    richStyles = [],
    notice = null,
    toc = [],
    lang,
    languages,
    children,
  } = props
  const body = useRef<HTMLDivElement>(null)
  const { lang: pageLang, t } = useWords()
  useCodeCopyButtons(body, html, t.body)
  useVideoEmbeds(body, html, t.body.video)
  useImageDialog(body, html, t.body)
  const current = useCurrentSection(tocIds(toc))
  const hasToc = toc.length > 0
  const written = lang ? { dir: textDirection(lang) } : {}
  const siteWords = lang ? { lang: pageLang, dir: textDirection(pageLang) } : {}

  return (
    <article className={styles.article} lang={lang || undefined}>
      <header>
        {notice && (
          <p className={styles.notice} role="note">
            <strong>{notice.kind === `draft` ? t.post.draft : t.post.scheduled}</strong>
            {notice.kind === `draft` ? t.post.draftNote : fill(t.post.scheduledNote, { date: notice.displayDate })}
          </p>
        )}
        <p className={styles.category}>{category}</p>
        <h1 className={styles.title} {...written}>
          {title}
        </h1>
        {languages}
        {image && (
          <SiteImage
            data={image.data}
            src={image.src}
            alt={image.alt}
            width={1200}
            height={630}
            sizes={SIZES.cover}
            priority
            className={styles.cover}
          />
        )}
        <ul className={styles.meta} aria-label={t.post.details} {...siteWords}>
          <li>
            <Icon name="user" />
            <span className="visually-hidden">{bylines.length > 1 ? t.post.authors : t.post.author}</span>
            <Bylines bylines={bylines} />
          </li>
          <li>
            <Icon name="calendar" />
            <span className="visually-hidden">{t.post.published}</span>
            <time dateTime={dateTime}>{displayDate}</time>
          </li>
          {updated && (
            <li>
              <span>{fillParts(t.post.updated, { date: <time dateTime={updated.dateTime}>{updated.displayDate}</time> })}</span>
            </li>
          )}
          <li>
            <Icon name="clock" />
            {readingTime}
          </li>
        </ul>
      </header>
      {/* The side contents come first, so the keyboard reaches them before the body. */}
      <div className={hasToc ? styles.columns : undefined}>
        {hasToc && (
          <div className={styles.sideColumn}>
            <TableOfContents entries={toc} placement="side" current={current} />
          </div>
        )}
        <div className={styles.readingColumn}>
          {hasToc && <TableOfContents entries={toc} placement="inline" current={current} />}
          {richStyles.map(css => (
            <style key={css} dangerouslySetInnerHTML={{ __html: css }} />
          ))}
          <div
            ref={body}
            className={styles.body}
            {...written}
            dangerouslySetInnerHTML={{ __html: namedFootnoteBackLinks(focusableCodeBlocks(html), t.body.footnoteBack) }}
          />
          {lang ? <div {...siteWords}>{children}</div> : children}
        </div>
      </div>
    </article>
  )
}
