// Gatsby internal: Gatsby writes its chunk map, compilation hash and script tags once per build as the
// _gatsby-scripts slice, in public/_gatsby/slices/.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by e2e/security-headers.test.ts, e2e/script-start.test.ts.
import { promises as fs } from "fs"
import path from "path"

/** The slice Gatsby renders its scripts into. */
export const SCRIPTS_SLICE_ID = `_gatsby-scripts`

/** The HTML of each file Gatsby wrote for the scripts slice (none outside a build). */
export async function scriptsSliceFiles(publicDir: string): Promise<string[]> {
  const slices = path.join(publicDir, `_gatsby`, `slices`)
  const names = await fs.readdir(slices).catch(() => [] as string[])
  return Promise.all(names.filter(name => name.startsWith(SCRIPTS_SLICE_ID)).map(name => fs.readFile(path.join(slices, name), `utf8`)))
}
