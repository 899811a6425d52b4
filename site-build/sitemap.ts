// The sitemap's entries: every real page, and for a post the day it last changed.
import { postPath } from "../src/lib/urls"

export interface SitemapPage {
  path: string
  matchPath: string | null
}

/** A post as the sitemap's query returns it. */
export interface SitemapPost {
  fields: { slug: string }
  frontmatter: { date: string; updated: string | null }
}

export interface SitemapEntry {
  path: string
  /** YYYY-MM-DD: the post's update, else its date. Other pages have none. */
  lastmod?: string
}

/**
 * The pages the sitemap lists. A page with a matchPath is a client-only shell,
 * not a document (none today); gatsby-plugin-sitemap leaves out /404 itself.
 */
export function sitemapEntries(pages: readonly SitemapPage[], posts: readonly SitemapPost[]): SitemapEntry[] {
  const changed = new Map(posts.map(({ fields, frontmatter }) => [postPath(fields.slug), frontmatter.updated || frontmatter.date]))
  return pages
    .filter(page => !page.matchPath)
    .map(({ path }) => {
      const lastmod = changed.get(path)
      return lastmod ? { path, lastmod } : { path }
    })
}
