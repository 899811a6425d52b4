import React from "react"
import { Link } from "gatsby"
import { Icon } from "../icons/icon"
import type { PageLinks } from "../lib/listing-page"
import * as styles from "./pagination.module.css"
import { fill, useWords } from "../i18n/words"

interface PaginationProps {
  links: PageLinks
  /** Names the navigation landmark, e.g. "Pages of posts tagged rust". */
  label: string
}

/** Previous and next links between prebuilt pages of a listing: plain links, so they work without JavaScript. */
export function Pagination({ links, label }: PaginationProps) {
  const { page, pages, previous, next } = links
  const { t } = useWords()
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className={styles.pagination}>
      {previous ? (
        <Link to={previous} rel="prev" className={`${styles.link} ${styles.previous}`}>
          <Icon name="arrow-left" />
          {t.listing.previousPage}
        </Link>
      ) : (
        <span />
      )}
      <p className={styles.position}>{fill(t.listing.pageOf, { page, pages })}</p>
      {next ? (
        <Link to={next} rel="next" className={`${styles.link} ${styles.next}`}>
          {t.listing.nextPage}
          <Icon name="arrow-left" className={styles.forward} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
