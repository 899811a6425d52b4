import React from "react"
import * as styles from "./skip-link.module.css"

/** The first stop for keyboard users: jumps past the header to the page's main content. */
export function SkipLink() {
  return (
    <a className={styles.skip} href="#main">
      Skip to content
    </a>
  )
}
