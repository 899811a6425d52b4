import React from "react"
import { CategoriesPanel } from "./categories-panel"
import { Footer } from "./footer"
import { ProfileDetails, ProfileSummary } from "./profile-card"
import { SiteHeader } from "./site-header"
import { SkipLink } from "./skip-link"
import { SocialsPanel } from "./socials-panel"
import { WorkHistory } from "./work-history"
import { PAINT_AFTER_ID } from "../lib/first-paint"
import * as styles from "./dashboard-layout.module.css"
import { useWords } from "../i18n/words"

interface DashboardLayoutProps {
  children: React.ReactNode
  /**
   * The Categories panel as the page wants it: the blog list filters in place,
   * a listing marks its category. Without it, a plain panel of links.
   */
  categories?: React.ReactNode
}

// The parts that take no props, made once: a page's re-render (a keystroke, a category) skips them.
const PROFILE_DETAILS = <ProfileDetails />
const HEADER = (
  <>
    <SkipLink />
    <SiteHeader />
  </>
)
const PROFILE_SUMMARY = <ProfileSummary />
const FOOTER = <Footer />
const SIDE_PANELS = (
  <>
    <SocialsPanel />
    <WorkHistory />
  </>
)

/**
 * Header, then profile and categories | the page | socials and work history
 * (two columns on tablets). The source order is a phone's reading order, so
 * keyboards and screen readers meet the page early everywhere: the compact
 * profile, the categories, the page, then the rest of the profile and the side
 * panels. Wider screens place the parts in their columns with grid areas.
 */
export function DashboardLayout({ children, categories = <CategoriesPanel /> }: DashboardLayoutProps) {
  const { t } = useWords()
  return (
    <>
      {HEADER}
      <div className={styles.columns}>
        <aside className={styles.author} aria-label={t.profile.aboutAuthor}>
          {PROFILE_SUMMARY}
        </aside>
        <div className={styles.categories}>{categories}</div>
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <aside className={styles.details} aria-label={t.profile.moreAboutAuthor}>
          {PROFILE_DETAILS}
        </aside>
        <aside id={PAINT_AFTER_ID} className={styles.right} aria-label={t.profile.socialsAndWork}>
          {SIDE_PANELS}
        </aside>
      </div>
      {FOOTER}
    </>
  )
}
