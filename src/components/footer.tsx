import React, { memo, useEffect, useState } from "react"
import { Link } from "gatsby"
import { useProfile } from "../hooks/use-profile"
import { ARCHIVE_PATH } from "../lib/archive-path"
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
      <p className={styles.links}>
        <Link to={ARCHIVE_PATH}>Archive</Link>
      </p>
      <p>
        © {year} @{handle}. All rights reserved.
      </p>
    </footer>
  )
})
