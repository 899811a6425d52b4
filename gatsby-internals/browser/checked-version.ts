// What the modules of gatsby-internals/browser/ rely on in Gatsby's browser code, as ../checked-version.ts lists the
// rest (its GATSBY_INTERNALS takes these in, and the type checker holds them to its GatsbyInternal).

export const BROWSER_INTERNALS = [
  {
    module: `gatsby-internals/browser/address.ts`,
    dependsOn:
      `@gatsbyjs/reach-router decodes the path with decodeURI as it loads, .cache/find-path.js decodes it twice, ` +
      `gatsby-react-router-scroll decodes the hash`,
    guardedBy: [`e2e/addresses.test.ts`, `gatsby-internals/browser/__tests__/address.test.ts`],
  },
  {
    module: `gatsby-internals/browser/not-found-route.ts`,
    dependsOn:
      `gatsby/cache-dir/production-app.js hands $virtual/match-paths.json to the loader, ` +
      `whose setMatchPaths (cache-dir/find-path.js) keeps that same array; ` +
      `it renders the 404 page's HTML (pagePath /404.html) at the browser's address without navigating; ` +
      `window.___loader is the object whose loadPage and loadPageSync the router calls, and a missing page is its /404.html page`,
    guardedBy: [`e2e/addresses.test.ts`, `e2e/not-found.test.ts`, `gatsby-internals/browser/__tests__/not-found-route.test.ts`],
  },
  {
    module: `gatsby-internals/browser/page-path-script.ts`,
    dependsOn: `Gatsby's app reads window.pagePath, set by the per-page inline script of gatsby/cache-dir/static-entry.js`,
    guardedBy: [`e2e/security-headers.test.ts`],
  },
  {
    module: `gatsby-internals/browser/root-id.ts`,
    dependsOn: `gatsby/cache-dir/default-html.js renders the app into <div id="___gatsby">`,
    guardedBy: [],
  },
  {
    module: `gatsby-internals/browser/script-start.ts`,
    dependsOn:
      `Gatsby's script tags (the _gatsby-scripts slice) still work when re-created from a <template> in document order: ` +
      `the inline chunk map, then the async files`,
    guardedBy: [`e2e/script-start.test.ts`, `gatsby-internals/browser/__tests__/script-start.test.ts`],
  },
]
