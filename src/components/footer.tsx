import React, { memo, useEffect, useState } from "react"
import { Link, withPrefix } from "gatsby"
import { useProfile } from "../hooks/use-profile"
import { ARCHIVE_PATH } from "../lib/archive"
import { ATOM_PATH, FEED_PATH, JSON_FEED_PATH } from "../lib/feed-paths"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import * as styles from "./footer.module.css"

// Memoised: it takes no props, so the blog list's re-renders on every keystroke skip it.
export const Footer = memo(function Footer() {
  const { handle } = useProfile()
  const { buildYear } = useSiteMetadata()
  // The prebuilt HTML carries the build year; the browser then shows today's,
  // so a page built last December neither mismatches nor shows an old year.
  const [year, setYear] = useState(buildYear)
  useEffect(() => setYear(new Date().getFullYear()), [])

  return (
    <footer className={styles.footer}>
      <nav aria-label="Archive and feeds" className={styles.links}>
        <Link to={ARCHIVE_PATH}>Archive</Link>
        {/* Files, not pages: plain links, which Gatsby's router leaves alone. */}
        <a href={withPrefix(FEED_PATH)}>RSS feed</a>
        <a href={withPrefix(ATOM_PATH)}>Atom feed</a>
        <a href={withPrefix(JSON_FEED_PATH)}>JSON Feed</a>
      </nav>
      <p>
        © {year} @{handle}. All rights reserved.
      </p>
    </footer>
  )
})
