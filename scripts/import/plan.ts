// Where each file an imported post uses goes, and how its address in the post changes: a link to another imported
// post (its file, its old address, or that address on the --old-site host) goes to that post's page, a file beside
// the post or under the old site's static root is copied into its folder, and a page of the old site that is not a
// post becomes a link to the old site (--old-site), or its text alone. Used by the command (cli.ts).
import { promises as fs } from "fs"
import path from "path"
import type { Converted } from "./convert"
import { climbsAboveRoot, firstBytes, lookInside, within, type Inside } from "./inside"
import type { OldSite } from "./site"
import { decodeOrNull, postPath } from "../../src/lib/urls"
import { POST_FILE } from "./post-names"
import { oldSiteRewrites } from "./references"
import { SNIFFED_IMAGE, trueImageExtension } from "../../site-build/content-check/image-bytes"
import { addressKey } from "./old-addresses"

export interface Planned {
  /** Address as written → address in the new post. */
  rewrites: Map<string, string>
  /** Links to pages of the old site that become their text alone. */
  unlinked: Set<string>
  /** Files to copy: source's real path (inside the old site's folder) → path inside the post's folder. */
  copies: Map<string, string>
  /** Why the post cannot be written. */
  missing: string[]
  /** Links to old pages, for the report. */
  oldPages: string[]
  /** Images copied under the extension of the format their bytes hold (a JPEG saved as .png), for the report. */
  renamed: string[]
}

export interface PlanContext {
  site: OldSite
  /** Source file → slug, of every post imported. */
  slugOf: ReadonlyMap<string, string>
  /** Old address (no trailing slash) → slug. */
  slugOfAddress: ReadonlyMap<string, string>
  /** The old site's address, for links to its other pages. */
  oldSite?: string
}

const PAGE_NAME = /\.(md|markdown|mdx|html?)$/i

export async function planFiles(source: string, post: Converted, context: PlanContext): Promise<Planned> {
  const plan: Planned = { rewrites: new Map(), unlinked: new Set(), copies: new Map(), missing: [], oldPages: [], renamed: [] }
  const dir = path.dirname(source)
  const { root, realRoot } = context.site
  const used = new Set<string>()
  const copy = async ({ file, real }: Inside, written: string, hash: string) => {
    const planned = plan.copies.get(real)
    if (planned !== undefined) return plan.rewrites.set(written, `./${planned}${hash}`)
    // Beside the post or below it: the same place in the new folder; elsewhere: beside the post.
    const inside = path.relative(dir, file)
    let target = inside.startsWith(`..`) || path.isAbsolute(inside) ? path.basename(file) : inside.split(path.sep).join(`/`)
    // An image named as another format than its bytes hold (a JPEG saved as .png) gets its format's extension.
    const extension = SNIFFED_IMAGE.test(target) ? trueImageExtension(target, await firstBytes(real)) : null
    if (extension) {
      plan.renamed.push(`${path.basename(file)} (as ${extension}, the format its bytes hold)`)
      target = target.replace(/\.[a-z]+$/i, extension)
    }
    while (used.has(target)) target = `copy-${target}`
    used.add(target)
    plan.copies.set(real, target)
    plan.rewrites.set(written, `./${target}${hash}`)
  }
  // The page's address on the old site, with the query and #fragment the link had.
  const oldPage = (written: string, address: string, hash: string) => {
    plan.oldPages.push(written)
    if (context.oldSite)
      plan.rewrites.set(written, new URL(address.replace(/^\/+/, ``) + hash, `${context.oldSite.replace(/\/+$/, ``)}/`).href)
    else plan.unlinked.add(written)
  }
  // Refused like a missing file: the post waits until the owner puts the file in the old site's folder.
  const leaves = (written: string) =>
    plan.missing.push(
      `"${written}" leads outside the old site's folder (nothing outside ${label(root)} is read: ` +
        `copy the file into it, or change the post, and import again)`,
    )
  const linkedOut = (written: string, file: string) =>
    plan.missing.push(
      `"${written}" is a symlink to outside the old site's folder (${label(file)}; nothing outside ${label(root)} is read: ` +
        `put the file itself there, or change the post, and import again)`,
    )
  const firstFile = (files: string[]) => firstInside(files, file => lookInside(root, realRoot, file))
  for (const { url: written, image } of post.references) {
    // The query and #fragment, whole ("?q=a#b"), follow the address wherever it is rewritten to.
    const at = written.search(/[?#]/)
    const [address, hash] = at === -1 ? [written, ``] : [written.slice(0, at), written.slice(at)]
    const decoded = decodeOrNull(address)
    if (decoded === null) {
      plan.missing.push(`"${written}" has a malformed %-escape`)
      continue
    }
    if (decoded.startsWith(`/`)) {
      // A path from the old site's root never climbs above it (/../../etc/hostname).
      if (climbsAboveRoot(decoded)) {
        leaves(written)
        continue
      }
      const slug = context.slugOfAddress.get(addressKey(decoded))
      if (slug !== undefined && !image) {
        plan.rewrites.set(written, `${postPath(slug)}${hash}`)
        continue
      }
      // A path from the old site's root: its static folder, or this site's static/, which it serves at its root.
      const found = await firstFile(context.site.staticRoots.map(staticRoot => path.join(staticRoot, decoded)))
      if (found.linkedOut) linkedOut(written, found.linkedOut)
      else if (found.file) await copy(found.file, written, hash)
      else if (await isFile(path.join(`static`, decoded))) continue
      else if (image)
        plan.missing.push(
          `"${written}" is in none of the old site's static folders (${context.site.staticRoots.map(label).join(`, `) || `none found`}) ` +
            `(copy its file to ${path.join(`static`, decoded)}, or change the post, and import again)`,
        )
      else oldPage(written, decoded, hash)
      continue
    }
    const file = path.resolve(dir, decoded)
    // Hugo, Jekyll and Zola read a link from the page's own address, one folder below a post file.
    const fromPage = path.resolve(dir, path.basename(source).replace(POST_FILE, ``), decoded)
    // Eleventy's input paths (`blog/other.md`) are read from its input folder or the site's root too: only posts are looked for there.
    const fromInput = [context.site.contentRoot, root].map(base => path.resolve(base, decoded))
    const candidates = [file, fromPage, ...fromInput].flatMap(base => [
      base,
      path.join(base, `index.md`),
      `${base}.md`,
      path.join(base, `index.mdx`),
      `${base}.mdx`,
    ])
    const slug = candidates.map(candidate => context.slugOf.get(candidate)).find(found => found !== undefined) ?? bySlug(decoded, context)
    if (slug !== undefined) {
      plan.rewrites.set(written, `${postPath(slug)}${hash}`)
      continue
    }
    // `../../images/a.png` from a dated page's address (/2016/04/19/a.html) is a path from the old site's root.
    const fromRoot = decoded.replace(/^(\.\.?\/)+/, `/`)
    const beside = await firstFile([file, ...(image ? [] : [fromPage])])
    const found =
      beside.file || beside.linkedOut
        ? beside
        : await firstFile(context.site.staticRoots.map(staticRoot => path.join(staticRoot, fromRoot)))
    // Outside by every reading the post's own folder gives it: the page's address as well, for a link.
    const outside = !within(root, file) && (image || !within(root, fromPage))
    if (found.linkedOut) linkedOut(written, found.linkedOut)
    else if (found.file && !PAGE_NAME.test(found.file.file)) await copy(found.file, written, hash)
    else if (outside && !found.file) leaves(written)
    else if (!image && (found.file || !path.extname(decoded) || PAGE_NAME.test(decoded)))
      oldPage(written, oldAddress(found.file?.file ?? fromPage, context.site), hash)
    else plan.missing.push(`"${written}" is not there (looked for ${label(file)}; put it there, or change the post, and import again)`)
  }
  if (context.oldSite)
    for (const [from, to] of oldSiteRewrites(post.body, context.oldSite, context.slugOfAddress)) plan.rewrites.set(from, to)
  return plan
}

/** `../other-post/` from a post file: the imported post of that name, whatever its date prefix. */
function bySlug(address: string, context: PlanContext): string | undefined {
  if (!/^\.\.?\//.test(address)) return undefined
  const name = path
    .basename(address.replace(/\/+$/, ``))
    .replace(PAGE_NAME, ``)
    .replace(/^\d{4}-\d{2}-\d{2}-+/, ``)
  return [...context.slugOf.values()].find(slug => slug === name)
}

/** The old site's address of one of its pages: docs/setup/index.md → /setup/. */
function oldAddress(file: string, site: OldSite): string {
  const relative = path.relative(site.contentRoot, file).split(path.sep).join(`/`)
  if (relative.startsWith(`..`)) return `/${path.basename(file).replace(PAGE_NAME, ``)}/`
  const page = relative.replace(PAGE_NAME, ``).replace(/(^|\/)(_?index|readme)$/i, ``)
  return `/${page}${page ? `/` : ``}`
}

const label = (file: string): string => path.relative(process.cwd(), file) || `.`

/** The first of `files` there is in the old site's folder, or the symlink that stopped the search by leading out of it. */
async function firstInside(
  files: string[],
  look: (file: string) => ReturnType<typeof lookInside>,
): Promise<{ file?: Inside; linkedOut?: string }> {
  for (const file of files) {
    const found = await look(file)
    if (found === `linked out`) return { linkedOut: file }
    if (typeof found === `object`) return { file: found }
  }
  return {}
}

async function isFile(file: string): Promise<boolean> {
  return fs.stat(file).then(
    stat => stat.isFile(),
    () => false,
  )
}
