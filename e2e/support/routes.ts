// Every kind of page a visitor can reach on the built site, with the heading
// that shows it has rendered, and the real pages a sitemap lists. Shared by the
// browser tests that cover every route.
import type { Browser, Page } from "playwright-core"
import { ARCHIVE_PATH } from "../../src/lib/archive"
import { categoryPath } from "../../src/lib/categories"
import { seriesPath } from "../../src/lib/series"
import { TAGS_PATH } from "../../src/lib/tags"
import { SITE_LANGUAGES, languagePath } from "../../src/lib/site-languages"
import { visit, waitForApp, type Visit, type VisitOptions } from "./browser"
import { sampleCategoryPaths, samplePosts, sampleTags } from "./site"

export interface Route {
  path: string
  /** The page's level-one heading, once it has rendered. */
  heading: string | RegExp
  /** Answered with 404.html by a strict static host. */
  notFound?: boolean
}

export function allRoutes(): Route[] {
  return [
    { path: `/`, heading: /^Blog Posts \(\d+\)$/ },
    { path: `/projects`, heading: `My Projects` },
    { path: TAGS_PATH, heading: /^Tags \(\d+\)$/ },
    { path: ARCHIVE_PATH, heading: /^Archive \(\d+\)$/ },
    ...sampleSeries().map(name => ({ path: seriesPath(name), heading: name })),
    ...sampleTags()
      .slice(0, 1)
      .map(tag => ({ path: tag.path, heading: `Posts tagged “${tag.name}” (${tag.posts.length})` })),
    ...samplePosts().map(post => ({ path: `/post/${post.slug}`, heading: post.title })),
    categoryRoute(),
    { path: `/post/unknown`, heading: `Not Found`, notFound: true },
    { path: `/unknown`, heading: `404 - page not found`, notFound: true },
  ]
}

/** The page of the sample posts' first category. */
function categoryRoute(): Route {
  const listed = samplePosts().filter(post => post.listed)
  const { category } = listed[0]
  const count = listed.filter(post => post.category === category).length
  return { path: categoryPath(category), heading: `Posts in “${category}” (${count})` }
}

/** Opens `route` and waits for its heading and for React to take over. */
export async function openRoute(page: Page, baseUrl: string, route: Route): Promise<void> {
  await page.goto(baseUrl + route.path)
  await page.getByRole(`heading`, { level: 1, name: route.heading }).waitFor()
  await waitForApp(page)
}

/** A new visit that opens `route` as openRoute does. */
export async function visitRoute(browser: Browser, baseUrl: string, route: Route, options: VisitOptions = {}): Promise<Visit> {
  const session = await visit(browser, options)
  await openRoute(session.page, baseUrl, route)
  return session
}

/** The series of the listed sample posts, by name. */
function sampleSeries(language?: string): string[] {
  return [...new Set(samplePosts(language).flatMap(post => (post.listed && post.series ? [post.series] : [])))]
}

/**
 * The site's real pages, as the sitemap lists them: one page per post file, and in each of the site's languages
 * its home, the projects, the tags and each tag, each category, the archive and each series.
 */
export function realPages(): string[] {
  return [
    ...samplePosts(`any`).map(post => `/post/${post.slug}`),
    ...SITE_LANGUAGES.flatMap(lang =>
      [
        `/`,
        `/projects`,
        TAGS_PATH,
        ARCHIVE_PATH,
        ...sampleSeries(lang).map(seriesPath),
        ...sampleTags(lang).map(tag => tag.path),
        ...sampleCategoryPaths(lang),
      ].map(path => languagePath(lang, path)),
    ),
  ]
}
