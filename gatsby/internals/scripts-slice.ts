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
