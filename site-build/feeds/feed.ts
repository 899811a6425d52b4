// The RSS feed's channel and items, from what the feed queries in gatsby-config.ts return.
import { postDescription } from "../../src/lib/post-description"
import { FEED_PATH } from "../../src/lib/feed-paths"
import { absoluteUrl, postPath, siteUrlFor, type SiteOrigin } from "../../src/lib/urls"

export { FEED_PATH } from "../../src/lib/feed-paths"

/** A post as the feed query returns it. */
export interface FeedPost {
  html: string | null
  excerpt: string | null
  listed: boolean
  fields: { slug: string }
  frontmatter: {
    title: string
    date: string
    /** The day of the last real change, when the post says so. */
    updated?: string | null
    category: string
    /** Each author by name. */
    authors: readonly string[]
    description: string | null
  }
}

/** An item in the shape the `rss` package (used by gatsby-plugin-feed) takes. */
export interface FeedItem {
  title: string
  description: string
  /** Also the item's permalink guid. */
  url: string
  date: string
  categories: string[]
  custom_elements: Array<Record<string, string>>
}

export interface FeedChannel {
  title: string
  description: string
  site_url: string
  feed_url: string
  language: string
  generator: string
}

export function feedChannel(site: SiteOrigin, text: { title: string; description: string; language: string }): FeedChannel {
  return {
    title: text.title,
    description: text.description,
    site_url: siteUrlFor(site, `/`),
    feed_url: siteUrlFor(site, FEED_PATH),
    language: text.language,
    generator: `GatsbyJS`,
  }
}

/** The newest `limit` listed posts, newest first, each with its full body. Unlisted posts (whoami) stay out. */
export function feedItems(posts: readonly FeedPost[], site: SiteOrigin, limit = Infinity): FeedItem[] {
  return posts
    .filter(post => post.listed)
    .sort((a, b) => Date.parse(b.frontmatter.date) - Date.parse(a.frontmatter.date))
    .slice(0, limit)
    .map(({ html, excerpt, fields, frontmatter }) => ({
      // Feed readers read the title and description as HTML; they are plain text.
      title: escapeText(frontmatter.title),
      description: escapeText(postDescription(frontmatter.description, excerpt) ?? ``),
      url: siteUrlFor(site, postPath(fields.slug)),
      date: frontmatter.date,
      categories: [frontmatter.category],
      // One dc:creator per author (the rss package's author field holds one).
      // RSS has no updated date; the rss package declares Atom's namespace, whose
      // atom:updated feed readers know (an RFC 3339 date-time, hence midnight UTC).
      custom_elements: [
        ...frontmatter.authors.map(name => ({ "dc:creator": name })),
        ...(frontmatter.updated ? [{ "atom:updated": `${frontmatter.updated}T00:00:00Z` } as Record<string, string>] : []),
        { "content:encoded": absoluteLinks(html ?? ``, site) },
      ],
    }))
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
