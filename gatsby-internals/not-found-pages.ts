// Gatsby internal: page data's { path, matchPath } shape (public/page-data/{path}/page-data.json), and how
// gatsby/cache-dir/production-app.js draws a page: its RouteHandler's path is the address for /404.html alone, and
// for any other page the page data's matchPath, else its path.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by e2e/not-found.test.ts, e2e/languages.test.ts.
//
// Each of the site's other languages has its own 404 page (/sw/404.html, site-build/create-pages.ts), which a host
// answers the language's unknown addresses with. Gatsby's app draws /404.html at any address, but any other page
// only at its own path: at /sw/no/such/page the Swahili 404 page would be hydrated into nothing. Its page data is
// given the matchPath of the language's addresses (/sw/*), so the app draws it there. The page itself is made
// without a matchPath: Gatsby would then list every page under /sw in every page's app script, and send a visit
// in the app to a missing /sw address there (it goes to /404.html).
import { promises as fs } from "fs"
import path from "path"

/** The page data of a language's 404 page: `public/page-data/sw/404.html/page-data.json`. */
function pageDataFile(publicDir: string, pagePath: string): string {
  return path.join(publicDir, `page-data`, ...pagePath.split(`/`).filter(Boolean), `page-data.json`)
}

/**
 * Gives each of `pages` (a language's 404 page at `path`, drawn at every address under `under`) that matchPath in its
 * page data. A page data file that is missing, or names another page, stops the build: Gatsby changed.
 */
export async function drawNotFoundPagesUnder(publicDir: string, pages: ReadonlyArray<{ path: string; under: string }>): Promise<void> {
  for (const { path: pagePath, under } of pages) {
    const file = pageDataFile(publicDir, pagePath)
    const data = JSON.parse(await fs.readFile(file, `utf8`)) as { path?: string; matchPath?: string }
    if (data.path !== pagePath) throw new Error(`${file} is the page data of ${String(data.path)}, not of ${pagePath}`)
    const matchPath = `${under}/*`
    if (data.matchPath === matchPath) continue
    await fs.writeFile(file, JSON.stringify({ ...data, matchPath }))
  }
}
