// The sitemap's entries: every real page, for a post the day it last changed,
// and for a page that exists in several languages (a home, the tags, a post and
// its translations) each language's version and the default one (x-default).
import { translationKey } from "../src/lib/languages"
import { SITE_LANGUAGES, languagePath } from "../src/lib/site-languages"
import { postPath } from "../src/lib/urls"
import { languageNotFoundPages } from "./language-not-found"
import { siteConfig } from "../src/site-config"

export interface SitemapPage {
  path: string
  matchPath: string | null
}

/** A post as the sitemap's query returns it. */
export interface SitemapPost {
  fields: { slug: string }
  frontmatter: { date: string; updated: string | null; lang?: string | null; translationOf?: string | null }
}

export interface SitemapEntry {
  path: string
  /** YYYY-MM-DD: the post's update, else its date. Other pages have none. */
  lastmod?: string
  /** The page in each of its languages, itself included, and x-default: none for a page in one language. */
  alternates?: Array<{ lang: string; path: string }>
}

/**
 * The pages the sitemap lists. A page with a matchPath is a client-only shell,
 * not a document (none today); gatsby-plugin-sitemap leaves out /404 itself, and
 * this the 404 pages of the other languages (/sw/404.html).
 */
export function sitemapEntries(pages: readonly SitemapPage[], posts: readonly SitemapPost[]): SitemapEntry[] {
  const changed = new Map(posts.map(({ fields, frontmatter }) => [postPath(fields.slug), frontmatter.updated || frontmatter.date]))
  const notFound = new Set(languageNotFoundPages().map(page => page.path))
  const real = pages.filter(page => !page.matchPath && !notFound.has(page.path))
  const alternates = languageVersions(
    real.map(page => page.path),
    posts,
  )
  return real.map(({ path }) => {
    const lastmod = changed.get(path)
    const versions = alternates.get(path)
    return { path, ...(lastmod ? { lastmod } : {}), ...(versions ? { alternates: versions } : {}) }
  })
}

/** Each page in more than one language, with its versions: a listing under each language's path, a post and its translations. */
function languageVersions(paths: readonly string[], posts: readonly SitemapPost[]): Map<string, Array<{ lang: string; path: string }>> {
  const groups = new Map<string, Array<{ lang: string; path: string }>>()
  const join = (key: string, lang: string, path: string) => groups.set(key, [...(groups.get(key) ?? []), { lang, path }])
  const present = new Set(paths)
  for (const path of paths) {
    if (path.startsWith(`/post/`)) continue
    const lang = SITE_LANGUAGES.find(code => code !== siteConfig.lang && (path === `/${code}` || path.startsWith(`/${code}/`)))
    const base = lang ? path.slice(lang.length + 1) || `/` : path
    if (languagePath(lang ?? siteConfig.lang, base) === path) join(`page ${base}`, lang ?? siteConfig.lang, path)
  }
  for (const { fields, frontmatter } of posts) {
    const path = postPath(fields.slug)
    if (present.has(path)) join(`post ${translationKey(fields.slug, frontmatter.translationOf)}`, frontmatter.lang || siteConfig.lang, path)
  }
  const versions = new Map<string, Array<{ lang: string; path: string }>>()
  for (const group of groups.values()) {
    if (new Set(group.map(version => version.lang)).size < 2) continue
    // In the order of the site's languages, whatever order the pages were made in.
    const rank = (lang: string) => (SITE_LANGUAGES.includes(lang) ? SITE_LANGUAGES.indexOf(lang) : SITE_LANGUAGES.length)
    group.sort((a, b) => rank(a.lang) - rank(b.lang))
    const fallback = group.find(version => version.lang === siteConfig.lang) ?? group[0]
    const all = [...group, { lang: `x-default`, path: fallback.path }]
    for (const { path } of group) versions.set(path, all)
  }
  return versions
}
