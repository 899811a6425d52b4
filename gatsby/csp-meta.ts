// Writes the Content-Security-Policy into every page's head as a <meta
// http-equiv>, for hosts that ignore _headers (GitHub Pages). It is the same
// policy headers.ts sends, less what a meta element may not carry
// (src/lib/csp-meta.ts), so the two cannot differ.
import { promises as fs } from "fs"
import { metaPolicy, withMetaPolicy } from "../src/lib/csp-meta"

/** Adds the policy to each page among `files`; returns how many pages carry it. */
export async function writeMetaPolicy(files: string[], headerPolicy: string): Promise<number> {
  const policy = metaPolicy(headerPolicy)
  let pages = 0
  for (const file of files) {
    const html = await fs.readFile(file, `utf8`)
    const updated = withMetaPolicy(html, policy)
    if (updated === null) continue
    pages++
    if (updated !== html) await fs.writeFile(file, updated)
  }
  return pages
}
