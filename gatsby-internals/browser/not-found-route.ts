// Gatsby internal: gatsby/cache-dir/production-app.js hands $virtual/match-paths.json to the loader,
// whose setMatchPaths (cache-dir/find-path.js) keeps that same array; it renders the 404 page's
// HTML (window.pagePath /404.html) at the browser's address without navigating.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Also: production-app.js sets window.___loader to the loader's public object, whose loadPage and loadPageSync
// navigation.js, ensure-resources.js and public-page-renderer-prod.js call through that same object; a page the
// loader did not find is its /404.html page (loader.js fetchPageDataJson).
// Guarded by e2e/addresses.test.ts, e2e/not-found.test.ts, gatsby-internals/browser/__tests__/not-found-route.test.ts.
//
// A static host answers an unknown address with 404.html (or a language's own,
// /sw/404.html: gatsby-internals/not-found-pages.ts). This tells Gatsby's
// loader that the one address being shown is the 404 page, so that it does not
// first ask for that address's page data, which cannot exist (a 404, logged as
// a console error). A catch-all matchPath on the 404 page would do that for
// every address, but Gatsby then lists every page of the site in the app script.
// (The head script has already made the address one the router can decode:
// gatsby-internals/browser/address.ts.)
//
// Depends on Gatsby internals, checked against gatsby 5.16.1: its
// cache-dir/production-app.js imports `$virtual/match-paths.json` and hands that
// array to the loader (cache-dir/loader.js), whose setMatchPaths
// (cache-dir/find-path.js) keeps the same array, not a copy; so an entry pushed
// here in onClientEntry, before the first page is looked up, is one findPath sees.
// Guarded by e2e/addresses.test.ts: /post/{malformed address} shows "Not Found"
// without an error.
import matchPaths from "$virtual/match-paths.json"

/**
 * True for the paths Gatsby builds the 404 page at (/404.html, /404/), and the site's own 404 page of another
 * language (/sw/404.html: site-build/create-pages.ts). Gatsby's app shows that page's HTML at any address, keeping
 * the address and handing it to the page as its location (production-app.js's pagePath check and its RouteHandler's
 * path), so the page can be hydrated there: src/pages/404.tsx draws what it was built with until it is.
 */
export function isNotFoundPagePath(path: string): boolean {
  return /^(\/[a-z]{2,3}(-[A-Za-z0-9]{2,8})*)?\/404(\.html|\/)?$/.test(path)
}

/**
 * Called from onClientEntry, before Gatsby's loader looks up the first page. `decode` turns the address into the
 * path the router matches (the site's own decoder, which leaves what cannot be decoded as it is).
 */
export function routeServedNotFoundPage(decode: (address: string) => string): void {
  const served = (window as Window & { pagePath?: string }).pagePath
  if (!served || !isNotFoundPagePath(served)) return
  const address = window.location.pathname.slice(__PATH_PREFIX__.length) || `/`
  matchPaths.push({ path: served, matchPath: decode(address) })
}

/** Gatsby's loader, as its app and router call it (gatsby/cache-dir/loader.js publicLoader). */
interface PublicLoader {
  loadPage(rawPath: string): Promise<PageResources | undefined>
  loadPageSync(rawPath: string, options?: object): PageResources | undefined
}
interface PageResources {
  page?: { path?: string }
}

/**
 * For a move inside the app: an address under one of `languageRoots` (/sw) that the loader did not find gets that
 * language's 404 page (/sw/404.html, drawn at any address under /sw: gatsby-internals/not-found-pages.ts) instead
 * of the site language's, as a host answers it on a first visit. Called once the first page is drawn, so that page
 * stays the one the host served.
 */
export function routeMissingPagesUnder(languageRoots: readonly string[]): void {
  const loader = (window as Window & { ___loader?: PublicLoader }).___loader
  if (!loader || languageRoots.length === 0) return
  const { loadPage, loadPageSync } = loader
  /** The language's 404 page for `rawPath`, when the loader found no page there. */
  const languageNotFoundPage = (rawPath: string, found: PageResources | undefined): string | undefined => {
    if (found?.page?.path !== `/404.html`) return undefined
    const path = rawPath.split(/[?#]/)[0].slice(rawPath.startsWith(`${__PATH_PREFIX__}/`) ? __PATH_PREFIX__.length : 0)
    const root = languageRoots.find(root => path === root || path.startsWith(`${root}/`))
    return root && `${root}/404.html`
  }
  loader.loadPage = rawPath =>
    loadPage(rawPath).then(found => {
      const page = languageNotFoundPage(rawPath, found)
      return page ? loadPage(page).then(own => (own?.page ? own : found)) : found
    })
  loader.loadPageSync = (rawPath, options) => {
    const found = loadPageSync(rawPath, options)
    const page = languageNotFoundPage(rawPath, found)
    const own = page ? loadPageSync(page, options) : undefined
    return own?.page ? own : found
  }
}
