import React from "react"
import { CategoriesPanel } from "./categories-panel"
import { Footer } from "./footer"
import { ProfileDetails, ProfileSummary } from "./profile-card"
import { SiteHeader } from "./site-header"
import { SkipLink } from "./skip-link"
import { SocialsPanel } from "./socials-panel"
import { WorkHistory } from "./work-history"
import * as styles from "./dashboard-layout.module.css"

interface DashboardLayoutProps {
  children: React.ReactNode
  /**
   * The Categories panel as the page wants it: the blog list filters in place,
   * a listing marks its category. Without it, a plain panel of links.
   */
  categories?: React.ReactNode
}

/**
 * Header, then profile and categories | the page | socials and work history
 * (two columns on tablets). The source order is a phone's reading order, so
 * keyboards and screen readers meet the page early everywhere: the compact
 * profile, the categories, the page, then the rest of the profile and the side
 * panels. Wider screens place the parts in their columns with grid areas.
 */
export function DashboardLayout({ children, categories = <CategoriesPanel /> }: DashboardLayoutProps) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <div className={styles.columns}>
        <aside className={styles.author} aria-label="About the author">
          <ProfileSummary />
        </aside>
        <div className={styles.categories}>{categories}</div>
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <aside className={styles.details} aria-label="More about the author">
          <ProfileDetails />
        </aside>
        <aside className={styles.right} aria-label="Socials and work history">
          <SocialsPanel />
          <WorkHistory />
        </aside>
      </div>
      <Footer />
    </>
  )
}
