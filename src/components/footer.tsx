import React, { memo, useEffect, useState } from "react"
import { Link } from "gatsby"
import { useProfile } from "../hooks/use-profile"
import { ARCHIVE_PATH } from "../lib/archive-path"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import * as styles from "./footer.module.css"
import { fillParts, useWords } from "../i18n/words"
import { SEVERAL_LANGUAGES, languagePath } from "../lib/site-languages"
import { SiteLanguages } from "./site-languages"

// Memoised: it takes no props, so the blog list's re-renders on every keystroke skip it.
export const Footer = memo(function Footer() {
  const { handle } = useProfile()
  const { buildYear } = useSiteMetadata()
  const { lang, t } = useWords()
  // The prebuilt HTML carries the build year; the browser then shows today's,
  // so a page built last December neither mismatches nor shows an old year.
  const [year, setYear] = useState(buildYear)
  useEffect(() => setYear(new Date().getFullYear()), [])

  return (
    <footer className={styles.footer}>
      {SEVERAL_LANGUAGES && <SiteLanguages className={styles.links} />}
      <p className={styles.links}>
        <Link to={languagePath(lang, ARCHIVE_PATH)}>{t.site.archive}</Link>
      </p>
      {/* The handle keeps its own direction inside the sentence, in a language written right to left too. */}
      <p>{fillParts(t.site.allRightsReserved, { year, handle: <bdi>@{handle}</bdi> })}</p>
    </footer>
  )
})
