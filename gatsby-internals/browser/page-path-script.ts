// Gatsby internal: Gatsby's app reads window.pagePath, which its per-page inline script sets
// (gatsby/cache-dir/static-entry.js); gatsby-internals/page-path-script.tsx puts this one in its place.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by e2e/security-headers.test.ts.
//
// Gatsby writes an inline script into each page that names the page it was
// rendered for (window.pagePath="/post/x"), so every page's script had its
// own hash. This one text, the same on every page, reads the path from an
// attribute of its own element instead, so a single CSP hash allows it.

/** The attribute of the script element that carries the page's path (data-page-path). */
export const PAGE_PATH_ATTRIBUTE = `data-page-path`

export const PAGE_PATH_SCRIPT = `window.pagePath=document.currentScript.getAttribute(${JSON.stringify(PAGE_PATH_ATTRIBUTE)});`
