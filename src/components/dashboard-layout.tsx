import React from "react"
import { CategoriesPanel } from "./categories-panel"
import { Footer } from "./footer"
import { HydrateLater } from "./hydrate-later"
import { ProfileDetails, ProfileSummary } from "./profile-card"
import { SiteHeader } from "./site-header"
import { SkipLink } from "./skip-link"
import { SocialsPanel } from "./socials-panel"
import { WorkHistory } from "./work-history"
import { PAINT_AFTER_ID } from "../lib/first-paint"
import * as styles from "./dashboard-layout.module.css"

interface DashboardLayoutProps {
  children: React.ReactNode
  /**
   * The Categories panel as the page wants it: the blog list filters in place,
   * a listing marks its category. Without it, a plain panel of links.
   */
  categories?: React.ReactNode
}

// The panels that take no props, hydrated after the rest of the page. Made once,
// so that a page's re-render (a search, a category) never reaches them: an update
// to a boundary not yet hydrated would make React throw its HTML away.
const PROFILE_DETAILS = (
  <HydrateLater>
    <ProfileDetails />
  </HydrateLater>
)
// The same goes for the parts that are hydrated at once: made once, a keystroke's render skips them.
const HEADER = (
  <>
    <SkipLink />
    <SiteHeader />
  </>
)
const PROFILE_SUMMARY = <ProfileSummary />
const FOOTER = <Footer />
const SIDE_PANELS = (
  <HydrateLater>
    <SocialsPanel />
    <WorkHistory />
  </HydrateLater>
)

/**
 * Header, then profile and categories | the page | socials and work history
 * (two columns on tablets). The source order is a phone's reading order, so
 * keyboards and screen readers meet the page early everywhere: the compact
 * profile, the categories, the page, then the rest of the profile and the side
 * panels. Wider screens place the parts in their columns with grid areas. The
 * page and the side panels are hydrated after the header, the profile summary and
 * the categories, in short passes of their own (HydrateLater).
 */
export function DashboardLayout({ children, categories = <CategoriesPanel /> }: DashboardLayoutProps) {
  return (
    <>
      {HEADER}
      <div className={styles.columns}>
        <aside className={styles.author} aria-label="About the author">
          {PROFILE_SUMMARY}
        </aside>
        <div className={styles.categories}>{categories}</div>
        <main id="main" tabIndex={-1} className={styles.main}>
          <HydrateLater>{children}</HydrateLater>
        </main>
        <aside className={styles.details} aria-label="More about the author">
          {PROFILE_DETAILS}
        </aside>
        <aside id={PAINT_AFTER_ID} className={styles.right} aria-label="Socials and work history">
          {SIDE_PANELS}
        </aside>
      </div>
      {FOOTER}
    </>
  )
}
