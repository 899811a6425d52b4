import React, { memo } from "react"
import { Link, withPrefix } from "gatsby"
import { useProfile } from "../hooks/use-profile"
import { ARCHIVE_PATH } from "../lib/archive-path"
import { TAGS_PATH } from "../lib/tags"
import { postPath, WHOAMI_SLUG } from "../lib/urls"
import { ExternalLink } from "./external-link"
import { ThemeToggle } from "./theme-toggle"
import * as styles from "./site-header.module.css"

// Memoised: it takes no props, so the blog list's re-renders on every keystroke skip it.
export const SiteHeader = memo(function SiteHeader() {
  const { handle } = useProfile()
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        <span aria-hidden="true" className={styles.prompt}>
          ~/
        </span>
        {handle}
      </Link>
      <nav aria-label="Main" className={styles.nav}>
        <ul>
          <li>
            <Link to="/" className={styles.link}>
              blog
            </Link>
          </li>
          <li>
            <ExternalLink href={withPrefix(postPath(WHOAMI_SLUG))} className={styles.link}>
              whoami
            </ExternalLink>
          </li>
          <li>
            <Link to="/projects" className={styles.link}>
              projects
            </Link>
          </li>
          <li>
            <Link to={TAGS_PATH} className={styles.link}>
              tags
            </Link>
          </li>
          <li>
            <Link to={ARCHIVE_PATH} className={styles.link}>
              archive
            </Link>
          </li>
        </ul>
      </nav>
      <ThemeToggle />
    </header>
  )
})
