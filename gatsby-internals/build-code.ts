// Gatsby internal: gatsby/dist/utils/parcel/compile-gatsby-files.js bundles gatsby-node.ts
// with everything it imports into .cache/compiled/gatsby-node.js (COMPILED_CACHE_DIR), and
// gatsby/dist/bootstrap/load-plugins/load-internal-plugins.js versions the site by its root
// gatsby-* files alone.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by gatsby-internals/__tests__/build-code.test.ts.
//
// The build's own code as one digest. Gatsby clears its cache when a gatsby-*
// file at the root changes, not when a module under site-build/ or src/ that
// gatsby-node.ts imports does. What the build keeps in that cache (each post's
// content check, card and search sections, the feeds written, the pages'
// scans) carries this digest in its key, so that a build never reuses a
// result its code made before a change.
import { createHash, randomUUID } from "crypto"
import { readFileSync } from "fs"
import path from "path"

/** Where Gatsby writes the compiled gatsby-node.ts, from the site's root. */
export const COMPILED_GATSBY_NODE = path.join(`.cache`, `compiled`, `gatsby-node.js`)

const digests = new Map<string, string>()

/**
 * The digest of the compiled gatsby-node.js under `root`, read once per
 * process. Without one (a test, a script), a value of this process alone:
 * nothing another process kept is reused.
 */
export function buildCodeDigest(root = process.cwd()): string {
  let digest = digests.get(root)
  if (digest === undefined) {
    try {
      digest = createHash(`sha1`)
        .update(readFileSync(path.join(root, COMPILED_GATSBY_NODE)))
        .digest(`base64url`)
    } catch {
      digest = `not compiled ${randomUUID()}`
    }
    digests.set(root, digest)
  }
  return digest
}
