// Where each file an imported post uses goes, and how its address in the post
// changes: a link to another imported post goes to that post's page, a file
// beside the post is copied into its folder. Used by the command (cli.ts).
import { promises as fs } from "fs"
import path from "path"
import type { Converted } from "./convert"
import { decodeOrNull, postPath } from "../../src/lib/urls"

/** The files the command imports as posts. */
export const POST_FILE = /\.(md|markdown|mdx)$/i

/** The post's name: its folder's for an index file (hello/index.md → hello). */
export function postName(file: string): string {
  const base = path.basename(file).replace(POST_FILE, ``)
  return /^index$/i.test(base) ? path.basename(path.dirname(file)) : base
}

export interface Planned {
  source: string
  converted: Converted
  /** Address as written → address in the new post. */
  rewrites: Map<string, string>
  /** Files to copy: source path → path inside the post's folder. */
  copies: Map<string, string>
}

/** Where each file the post uses goes, and how its address changes; links to other imported posts go to their pages. */
export async function planFiles(source: string, post: Converted, slugOf: Map<string, string>): Promise<Planned & { missing: string[] }> {
  const plan: Planned & { missing: string[] } = { source, converted: post, rewrites: new Map(), copies: new Map(), missing: [] }
  const dir = path.dirname(source)
  const used = new Set<string>()
  for (const { url: written } of post.references) {
    const [address, hash = ``] = written.split(/(?=[?#])/)
    if (address.startsWith(`/`)) {
      // A path from the old site's root: this site serves static/ at its root.
      const file = path.join(`static`, address)
      if (!(await isFile(file))) plan.missing.push(`"${written}" is a path on the old site (copy its file to ${file}, or change the post, and import again)`)
      continue
    }
    const decoded = decodeOrNull(address)
    if (decoded === null) {
      plan.missing.push(`"${written}" has a malformed %-escape`)
      continue
    }
    const file = path.resolve(dir, decoded)
    // Hugo and Zola read a link from the page's own address, one folder below a post file.
    const fromPage = path.resolve(dir, postName(source), decoded)
    const candidates = [file, fromPage].flatMap(base => [base, path.join(base, `index.md`), `${base}.md`, path.join(base, `index.mdx`), `${base}.mdx`])
    const post = candidates.map(candidate => slugOf.get(candidate)).find(slug => slug !== undefined)
    if (post !== undefined) {
      plan.rewrites.set(written, `${postPath(post)}${hash}`)
      continue
    }
    if (!(await isFile(file))) {
      plan.missing.push(`"${written}" is not there (looked for ${path.relative(process.cwd(), file)}; put it there, or change the post, and import again)`)
      continue
    }
    const planned = plan.copies.get(file)
    if (planned !== undefined) {
      plan.rewrites.set(written, `./${planned}${hash}`)
      continue
    }
    // Beside the post or below it: the same place in the new folder; elsewhere: beside the post.
    const inside = path.relative(dir, file)
    let target = inside.startsWith(`..`) || path.isAbsolute(inside) ? path.basename(file) : inside.split(path.sep).join(`/`)
    while (used.has(target)) target = `copy-${target}`
    used.add(target)
    plan.copies.set(file, target)
    plan.rewrites.set(written, `./${target}${hash}`)
  }
  return plan
}

async function isFile(file: string): Promise<boolean> {
  return fs.stat(file).then(
    stat => stat.isFile(),
    () => false,
  )
}
