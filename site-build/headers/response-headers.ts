// Which headers each file of the built site gets: security headers on every
// response, and a cache rule for every top-level file and folder of public/.
// Hashed files never change under their name, so browsers keep them a year;
// everything else (HTML, page-data, post-index.json…) is revalidated on each
// visit. The cache rules never overlap: hosts that join a header set by two
// rules would otherwise send a Cache-Control with two max-ages.
import type { HeaderRule } from "./headers-file"

export const IMMUTABLE = `public, max-age=31536000, immutable`
export const REVALIDATE = `public, max-age=0, must-revalidate`

/** Cloudflare Pages reads at most this many rules. */
export const MAX_RULES = 100

/** What a top-level entry of public/ is. */
export interface PublicEntry {
  name: string
  directory: boolean
  /** A folder with an index.html: a page served at /{name}. */
  page?: boolean
}

/** webpack's content hash in Gatsby's file names: app-0a1b….js, styles.0a1b….css. */
export function isHashedName(name: string): boolean {
  return /[.-][0-9a-f]{20}\.(?:js|css)$/.test(name)
}

/** The host reads these; it does not serve them. */
const HOST_FILES = new Set([`_headers`, `_redirects`])

export function cacheRules(entries: PublicEntry[], pathPrefix = ``): HeaderRule[] {
  const rules: HeaderRule[] = []
  const add = (path: string, value: string) => rules.push({ path: pathPrefix + path, headers: [[`Cache-Control`, value]] })
  for (const entry of [...entries].sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.directory) {
      // Gatsby names everything under /static/ by its content.
      const value = entry.name === `static` ? IMMUTABLE : REVALIDATE
      if (entry.page) add(`/${entry.name}`, value)
      add(`/${entry.name}/*`, value)
    } else if (entry.name === `index.html`) {
      if (pathPrefix) add(``, REVALIDATE)
      add(`/`, REVALIDATE)
    } else if (isHashedName(entry.name)) {
      add(`/${entry.name}`, IMMUTABLE)
    } else if (!HOST_FILES.has(entry.name) && !/\.(?:map|LICENSE\.txt)$/.test(entry.name)) {
      // Source maps and licences are only read by developer tools: the host's default is enough.
      add(`/${entry.name}`, REVALIDATE)
    }
  }
  return rules
}

export interface SecurityOptions {
  contentSecurityPolicy: string
  /** The posts' policy (under /post/), when it allows more than the rest of the site's: a comments frame. */
  postPolicy?: string
  /** A preview deploy: search engines are told not to index any response. */
  preview: boolean
}

export function securityHeaders({ contentSecurityPolicy, preview }: SecurityOptions, withPolicy = true): Array<[string, string]> {
  return [
    ...(withPolicy ? ([[`Content-Security-Policy`, contentSecurityPolicy]] as Array<[string, string]>) : []),
    [`X-Content-Type-Options`, `nosniff`],
    [`Referrer-Policy`, `strict-origin-when-cross-origin`],
    // Features the site never uses, refused to every frame and script.
    [`Permissions-Policy`, `accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()`],
    // frame-ancestors 'none' does the same for browsers that read CSP.
    [`X-Frame-Options`, `DENY`],
    ...(preview ? ([[`X-Robots-Tag`, `noindex`]] as Array<[string, string]>) : []),
  ]
}

/** The folder of public/ that holds the posts' pages (src/lib/urls.ts postPath). */
export const POSTS_FOLDER = `post`

/**
 * Every rule of the site's `_headers`: security headers for every path first, then the cache rules. When the posts'
 * policy differs, each cache rule carries its folder's policy instead: hosts join a header that two matching rules
 * set, and two policies both apply, so the posts' could not widen the site's. An address no file answers is then
 * covered by the policy in its page's <meta> (csp-meta.ts).
 */
export function headerRules(entries: PublicEntry[], security: SecurityOptions, pathPrefix = ``): HeaderRule[] {
  const { postPolicy, contentSecurityPolicy } = security
  const perFolder = postPolicy !== undefined && postPolicy !== contentSecurityPolicy
  const cache = cacheRules(entries, pathPrefix)
  if (!perFolder) return [{ path: `/*`, headers: securityHeaders(security) }, ...cache]
  const posts = `${pathPrefix}/${POSTS_FOLDER}`
  const isPosts = (rulePath: string) => rulePath === posts || rulePath.startsWith(`${posts}/`)
  const withPolicy = cache.map(rule => ({
    ...rule,
    headers: [[`Content-Security-Policy`, isPosts(rule.path) ? postPolicy : contentSecurityPolicy], ...rule.headers] as Array<
      [string, string]
    >,
  }))
  return [{ path: `/*`, headers: securityHeaders(security, false) }, ...withPolicy]
}
