import React from "react"
import { Link } from "gatsby"
import { Icon } from "../icons/icon"
import { useProfile } from "../hooks/use-profile"
import { Footer } from "./footer"
import { SkipLink } from "./skip-link"
import { ThemeToggle } from "./theme-toggle"
import * as styles from "./post-layout.module.css"
import { useWords } from "../i18n/words"
import { languagePath } from "../lib/site-languages"

/** The post page's own frame: a slim bar home, the post, the footer. No columns. */
export function PostLayout({ children }: { children: React.ReactNode }) {
  const { handle } = useProfile()
  const { lang, t } = useWords()
  return (
    <div className={styles.frame}>
      <SkipLink />
      <header className={styles.bar}>
        <nav aria-label={t.site.siteNavigation}>
          <Link to={languagePath(lang, `/`)} className={styles.home}>
            <Icon name="arrow-left" />
            <span>
              <span className={styles.brand}>@{handle}</span>
              <span className={styles.homeText}> · {t.site.allPosts}</span>
            </span>
          </Link>
        </nav>
        <ThemeToggle />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  )
}
