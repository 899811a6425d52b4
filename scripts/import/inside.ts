// The old site's folder is the only place the import reads from: a path is
// checked as written (once decoded, so `../` and `%2e%2e/` are the same) and
// again with its symlinks followed, against the folder's own real path.
import { promises as fs } from "fs"
import { within } from "../../site-build/within"

export { within }

/** A file of the folder: its path as named, and its real path, which is what is read. */
export interface Inside {
  file: string
  real: string
}

/**
 * What `file` is, seen from the folder (`root`, whose real path is `realRoot`):
 * a file in it, missing, a path that `leaves` it (not looked at), or a
 * symlink that leads out of it (`linked out`). A folder counts as missing.
 */
export async function lookInside(root: string, realRoot: string, file: string): Promise<Inside | `missing` | `leaves` | `linked out`> {
  if (!within(root, file)) return `leaves`
  const real = await fs.realpath(file).catch(() => null)
  if (real === null) return `missing`
  if (!within(realRoot, real)) return `linked out`
  const stat = await fs.stat(real).catch(() => null)
  return stat?.isFile() ? { file, real } : `missing`
}

/** The text of a file of the folder, or null when it is missing or not in it. */
export async function readInside(root: string, realRoot: string, file: string): Promise<string | null> {
  const found = await lookInside(root, realRoot, file)
  return typeof found === `object` ? fs.readFile(found.real, `utf8`) : null
}

/** `/../x` and `/a/../../x`: a path from a site's root that names something above it. */
export function climbsAboveRoot(address: string): boolean {
  let depth = 0
  for (const part of address.split(/[/\\]+/)) {
    if (part === `..`) depth--
    else if (part !== `` && part !== `.`) depth++
    if (depth < 0) return true
  }
  return false
}

/** A file's first 64 bytes, which say its image format. */
export async function firstBytes(file: string): Promise<Uint8Array> {
  const handle = await fs.open(file, `r`)
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(64), 0, 64, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}
