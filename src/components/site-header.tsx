import React, { memo } from "react"
import { Link, withPrefix } from "gatsby"
import { useProfile } from "../hooks/use-profile"
import { ARCHIVE_PATH } from "../lib/archive-path"
import { TAGS_PATH } from "../lib/tags"
import { postPath, WHOAMI_SLUG } from "../lib/urls"
import { ExternalLink } from "./external-link"
import { ThemeToggle } from "./theme-toggle"
import * as styles from "./site-header.module.css"
import { useWords } from "../i18n/words"
import { languagePath } from "../lib/site-languages"

// Memoised: it takes no props, so the blog list's re-renders on every keystroke skip it.
export const SiteHeader = memo(function SiteHeader() {
  const { handle } = useProfile()
  const { lang, t } = useWords()
  const home = languagePath(lang, `/`)
  return (
    <header className={styles.header}>
      <Link to={home} className={styles.brand}>
        <span aria-hidden="true" className={styles.prompt}>
          ~/
        </span>
        {handle}
      </Link>
      <nav aria-label={t.nav.main} className={styles.nav}>
        <ul>
          <li>
            <Link to={home} className={styles.link}>
              {t.nav.blog}
            </Link>
          </li>
          <li>
            <ExternalLink href={withPrefix(postPath(WHOAMI_SLUG))} className={styles.link}>
              {t.nav.whoami}
            </ExternalLink>
          </li>
          <li>
            <Link to={languagePath(lang, `/projects`)} className={styles.link}>
              {t.nav.projects}
            </Link>
          </li>
          <li>
            <Link to={languagePath(lang, TAGS_PATH)} className={styles.link}>
              {t.nav.tags}
            </Link>
          </li>
          <li>
            <Link to={languagePath(lang, ARCHIVE_PATH)} className={styles.link}>
              {t.nav.archive}
            </Link>
          </li>
        </ul>
      </nav>
      <ThemeToggle />
    </header>
  )
})
