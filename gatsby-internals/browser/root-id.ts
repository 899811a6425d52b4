// Gatsby internal: gatsby/cache-dir/default-html.js renders the app into <div id="___gatsby">.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// No test guards it: check it by hand on a Gatsby upgrade.
/** The id of the element Gatsby renders the site into. */
export const GATSBY_ROOT_ID = `___gatsby`
