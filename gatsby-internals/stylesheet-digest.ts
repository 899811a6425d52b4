// Gatsby internal: a warm build renders a page again only for a new HTML renderer, not a new browser
// bundle (SET_WEBPACK_COMPILATION_HASH in gatsby/dist/redux/reducers/html.js).
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by e2e/warm-build.test.ts.
//
// Every page's HTML inlines the CSS (gatsby-internals/webpack.ts), but a warm build
// renders a page again only when its data or the HTML renderer changed: since
// Gatsby 5's slices, a new browser bundle no longer marks the pages
// (SET_WEBPACK_COMPILATION_HASH in gatsby/dist/redux/reducers/html.js, checked
// with Gatsby 5.16). After a change to a stylesheet alone, every page kept its
// old CSS, and a deploy that keeps Gatsby's cache (.github/workflows/deploy.yml)
// would have shipped it. So the renderer's hashes are salted with a digest of
// everything the CSS is made from: when it changes, Gatsby sees a new renderer
// and renders every page. Guarded by e2e/warm-build.test.ts.
import { createHash } from "crypto"
import { existsSync, readdirSync, readFileSync } from "fs"
import path from "path"

/** The stylesheets under src/, the browser entry that imports the global ones, and the locked packages (cssnano, the icons). */
export function stylesheetDigest(root = process.cwd()): string {
  return filesDigest(root, [
    ...stylesheets(path.join(root, `src`)),
    path.join(root, `gatsby-browser.tsx`),
    path.join(root, `package-lock.json`),
  ])
}

/** A short digest of the files that exist among `files` (absolute): each one's path from `root` and its content. */
export function filesDigest(root: string, files: readonly string[]): string {
  const hash = createHash(`sha256`)
  for (const file of files.filter(existsSync).sort()) {
    hash.update(path.relative(root, file)).update(`\0`).update(readFileSync(file)).update(`\0`)
  }
  return hash.digest(`hex`).slice(0, 16)
}

function stylesheets(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(entry => entry.isFile() && entry.name.endsWith(`.css`))
    .map(entry => path.join(entry.parentPath ?? entry.path, entry.name))
}
