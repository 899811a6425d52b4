// Gatsby internal: gatsby/cache-dir/static-entry.js passes loadPageDataSync to onRenderBody in a
// build; page data's { result: { data } } shape.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by e2e/site-import.test.ts.
//
// The language of a prebuilt page: a post's lang, read from the page data its
// query wrote (src/templates/post.tsx asks for frontmatter.lang). Gatsby 5
// hands onRenderBody loadPageDataSync in a build (gatsby/cache-dir/static-entry.js);
// gatsby develop's HTML goes without, and takes the site's language.
interface PageData {
  result?: { data?: { post?: { frontmatter?: { lang?: unknown } | null } | null } | null }
}

export function pageLanguage(loadPageDataSync: ((pathname: string) => unknown) | undefined, pathname: string): string | null {
  if (typeof loadPageDataSync !== `function`) return null
  let pageData: PageData | null
  try {
    pageData = loadPageDataSync(pathname) as PageData | null
  } catch {
    // A page without page data (develop's 404): the site's language.
    return null
  }
  const lang = pageData?.result?.data?.post?.frontmatter?.lang
  return typeof lang === `string` && lang ? lang : null
}
