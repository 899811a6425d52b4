/** The post the header's "whoami" link opens: the owner's own page, kept off the blog list. */
export const WHOAMI_SLUG = `whoami`

/** The page path of a post. */
export function postPath(slug: string): string {
  return `/post/${slug}`
}

/** True for an http(s) URL on another host, as opposed to a path on this site. */
export function isExternalUrl(value: string): boolean {
  return /^https?:\/\//i.test(value)
}

/** Where the site is published: its origin and the path prefix it is served under ("" for none). */
export interface SiteOrigin {
  siteUrl: string
  pathPrefix: string
}

/**
 * An absolute URL for a path on this site. `path` should already carry the
 * path prefix (Gatsby's withPrefix); URLs on other hosts are returned unchanged.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (isExternalUrl(path)) return path
  const origin = siteUrl.replace(/\/+$/, ``)
  const rest = path.replace(/^\/+/, ``)
  return rest ? `${origin}/${rest}` : origin
}

/** An absolute URL for a path on this site, under its path prefix; URLs on other hosts are returned unchanged. */
export function siteUrlFor(site: SiteOrigin, path: string): string {
  return absoluteUrl(site.siteUrl, path.startsWith(`/`) ? `${site.pathPrefix}${path}` : path)
}

/**
 * decodeURIComponent that never throws: null for a malformed %-escape (`%`,
 * `%E0%A4%A`). Every place that decodes an address or a path uses this one.
 */
export function decodeOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/** An address for display or comparison: decoded when it can be, else as written. */
export function decodeForDisplay(value: string): string {
  return decodeOrNull(value) ?? value
}
