import React from "react"
import type { TocEntry } from "../lib/toc"
import * as styles from "./table-of-contents.module.css"
import { useWords } from "../i18n/words"

function TocList({ entries, current }: { entries: readonly TocEntry[]; current: string | null }) {
  return (
    <ol className={styles.list}>
      {entries.map(entry => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} aria-current={entry.id === current ? `location` : undefined}>
            {entry.text}
          </a>
          {entry.children.length > 0 && <TocList entries={entry.children} current={current} />}
        </li>
      ))}
    </ol>
  )
}

export interface TableOfContentsProps {
  entries: readonly TocEntry[]
  /** "inline": collapsible, above the body (narrow screens); "side": beside the article (wide screens). */
  placement: `inline` | `side`
  /** The section being read (useCurrentSection), marked for the reader. */
  current: string | null
}

/**
 * The post's sections as plain links, which work without JavaScript. The post
 * renders both placements and CSS shows the one that fits the screen.
 */
export function TableOfContents({ entries, placement, current }: TableOfContentsProps) {
  const { t } = useWords()
  const nav = (
    <nav aria-label={t.post.contents}>
      <TocList entries={entries} current={current} />
    </nav>
  )
  if (placement === `side`) {
    return (
      // A plain box, not an <aside>: a labelled aside inside <main> would be a
      // complementary landmark nested in another, which screen readers list oddly.
      <div className={styles.side}>
        <p className={styles.heading} aria-hidden="true">
          {t.post.contents}
        </p>
        {nav}
      </div>
    )
  }
  return (
    <details className={styles.inline}>
      <summary className={styles.summary}>{t.post.contents}</summary>
      {nav}
    </details>
  )
}
