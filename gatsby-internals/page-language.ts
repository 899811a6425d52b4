// Gatsby internal: gatsby/cache-dir/static-entry.js passes loadPageDataSync to onRenderBody in a
// build; page data's { result: { data } } shape.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by e2e/site-import.test.ts, e2e/languages.test.ts, gatsby-internals/__tests__/page-language.test.ts.
//
// The language of a prebuilt page: the page context's, for a page in one of the
// site's other languages (site-build/languages.ts), or else a post's lang, read
// from the page data its query wrote (src/templates/post.tsx asks for frontmatter.lang). Gatsby 5
// hands onRenderBody loadPageDataSync in a build (gatsby/cache-dir/static-entry.js);
// gatsby develop's HTML goes without, and takes the site's language.
interface PageData {
  result?: {
    data?: { post?: { frontmatter?: { lang?: unknown } | null } | null } | null
    pageContext?: { lang?: unknown } | null
  }
}

/**
 * The page's language (`lang`: a post's own, else the page's) and the language of the page around it (`page`: its
 * context's, a page of one of the site's languages; null for a page made without one, which is the site's).
 */
export function pageLanguage(
  loadPageDataSync: ((pathname: string) => unknown) | undefined,
  pathname: string,
): { lang: string; page: string | null } | null {
  if (typeof loadPageDataSync !== `function`) return null
  let pageData: PageData | null
  try {
    pageData = loadPageDataSync(pathname) as PageData | null
  } catch {
    // A page without page data (develop's 404): the site's language.
    return null
  }
  const context = pageData?.result?.pageContext
  const page = typeof context?.lang === `string` && context.lang ? context.lang : null
  // A post in a language the site does not have is on a page of the site's language: the post's own names the page.
  const lang = pageData?.result?.data?.post?.frontmatter?.lang
  if (typeof lang === `string` && lang && lang !== page) return { lang, page }
  return page ? { lang: page, page } : null
}
