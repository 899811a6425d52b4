// A post as the feeds carry it (feeds.ts queries the posts, feed-formats.ts writes each format).
import type { FeedEntry } from "./feed-formats"
import { postDescription } from "../../src/lib/post-description"
import { absoluteUrl, postPath, siteUrlFor, type SiteOrigin } from "../../src/lib/urls"

/** A post as the feeds' query returns it. */
export interface FeedPost {
  html: string | null
  excerpt: string | null
  listed: boolean
  /** Its date, with the time of day as an instant when the post gives one (MarkdownRemark.publishedAt). */
  publishedAt: string
  fields: { slug: string }
  frontmatter: {
    title: string
    date: string
    /** The day of the last real change, when the post says so. */
    updated?: string | null
    category: string
    tags?: readonly string[] | null
    /** Each author by name. */
    authors: readonly string[]
    description: string | null
  }
}

/** A post as every feed carries it: its address, text and dates; its links absolute. */
export function feedEntry(post: FeedPost, site: SiteOrigin): FeedEntry {
  const { frontmatter } = post
  return {
    url: siteUrlFor(site, postPath(post.fields.slug)),
    title: frontmatter.title,
    summary: postDescription(frontmatter.description, post.excerpt) ?? ``,
    html: absoluteLinks(post.html ?? ``, site),
    // With its time when the post gives one: readers order a feed's entries by it.
    date: post.publishedAt,
    updated: frontmatter.updated ?? null,
    authors: frontmatter.authors,
    categories: [...new Set([frontmatter.category, ...(frontmatter.tags ?? [])])],
  }
}

/** Plain text for a place that is read as HTML: "<div> & co" shows as written. */
export function escapeText(text: string): string {
  return text.replace(/&/g, `&amp;`).replace(/</g, `&lt;`).replace(/>/g, `&gt;`)
}

/**
 * Makes the site's own links and images in a post body absolute: a feed reader
 * shows the body away from the site, where "/post/…" would point nowhere.
 * Under a path prefix, gatsby-transformer-remark has already prefixed the
 * links (not the images), so a path that starts with the prefix keeps it once.
 */
export function absoluteLinks(html: string, site: SiteOrigin): string {
  const { siteUrl, pathPrefix } = site
  const hasPrefix = (path: string) => pathPrefix !== `` && (path === pathPrefix || path.startsWith(`${pathPrefix}/`))
  const absolute = (path: string) =>
    path.startsWith(`/`) && !path.startsWith(`//`) ? (hasPrefix(path) ? absoluteUrl(siteUrl, path) : siteUrlFor(site, path)) : path
  return html
    .replace(
      /(\s(?:href|src)=)(["'])(\/(?!\/)[^"']*)\2/gi,
      (_match, attribute: string, quote: string, path: string) => `${attribute}${quote}${absolute(path)}${quote}`,
    )
    .replace(/(\ssrcset=)(["'])([^"']*)\2/gi, (_match, attribute: string, quote: string, candidates: string) => {
      // "url 224w, url 448w": each candidate's URL, not its width.
      const list = candidates.split(`,`).map(candidate => candidate.trim().replace(/^\S+/, url => absolute(url)))
      return `${attribute}${quote}${list.join(`, `)}${quote}`
    })
}
