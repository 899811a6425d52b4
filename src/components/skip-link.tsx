import React from "react"
import * as styles from "./skip-link.module.css"
import { useWords } from "../i18n/words"

/** The first stop for keyboard users: jumps past the header to the page's main content. */
export function SkipLink() {
  const { t } = useWords()
  return (
    <a className={styles.skip} href="#main">
      {t.site.skipToContent}
    </a>
  )
}
