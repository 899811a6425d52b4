import React from "react"
import type { ListFilter } from "../lib/post-list"
import { CategoriesPanel } from "./categories-panel"
import { Footer } from "./footer"
import { ProfileCard } from "./profile-card"
import { SiteHeader } from "./site-header"
import { SkipLink } from "./skip-link"
import { SocialsPanel } from "./socials-panel"
import { WorkHistory } from "./work-history"
import * as styles from "./dashboard-layout.module.css"

interface DashboardLayoutProps {
  children: React.ReactNode
  /** The blog list's current filter: the Categories panel marks its category and keeps its search. */
  filter?: ListFilter
  /** Given on the blog list, so a category applies in place instead of loading /?category=…. */
  onCategoryChange?: (category: string) => void
}

/** Header, then profile and categories | the page | socials and work history. One column on phones. */
export function DashboardLayout({ children, filter, onCategoryChange }: DashboardLayoutProps) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <div className={styles.columns}>
        <aside className={styles.left} aria-label="About the author">
          <ProfileCard />
          <CategoriesPanel filter={filter} onChange={onCategoryChange} />
        </aside>
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <aside className={styles.right} aria-label="Socials and work history">
          <SocialsPanel />
          <WorkHistory />
        </aside>
      </div>
      <Footer />
    </>
  )
}
