// What an address written in the owner's content points to: another host, a
// file of this site (under static/ or beside the post), or nothing the build
// can check. Node's path module only: the build uses this, never the browser.
import path from "path"
import { decodeOrNull } from "../../src/lib/urls"

export type FileReference =
  /** An http(s) URL on another host: shown as written. */
  | { kind: `external` }
  /** An anchor, a query, mailto:, tel:, data: and the like: not a file. */
  | { kind: `other` }
  /** A file on disk. `rooted` for a site path (/images/a.png, looked for under static/). */
  | { kind: `local`; file: string; rooted: boolean; hash: string }
  /** An address the site refuses, with why. */
  | { kind: `invalid`; reason: string }

export interface ContentRoots {
  /** The folder served at the site's root (static/). */
  staticDir: string
  /** The folder a relative path may not leave (content/). */
  contentDir: string
}

/** Raster formats gatsby-plugin-sharp resizes; anything else (SVG, GIF) is published as it is. */
export const RESIZABLE_IMAGE = /\.(jpe?g|png|webp|avif|tiff?)$/i

/** An address an example writes as a placeholder (`<a href="...">`): an ellipsis, which no file is named. */
export function isPlaceholderAddress(url: string): boolean {
  return /^(\.{3,}|…)$/.test(url.trim())
}

/**
 * Resolves `url`, written in a file of the folder `fromDir`. Relative paths are
 * read from that folder and must stay inside content/; site paths start at static/.
 */
export function resolveReference(url: string, fromDir: string, roots: ContentRoots): FileReference {
  const written = url.trim()
  if (!written) return { kind: `invalid`, reason: `is empty` }
  if (written.includes(`\\`)) {
    return { kind: `invalid`, reason: `contains a backslash, which browsers read as "/" (write paths with /)` }
  }
  if (written.startsWith(`//`)) {
    return { kind: `invalid`, reason: `starts with //, which browsers read as another host (write the full https:// URL)` }
  }
  if (/^https?:\/\/[^/]/i.test(written)) return { kind: `external` }
  if (isPlaceholderAddress(written)) return { kind: `other` }
  if (/^[a-z][a-z0-9+.-]*:/i.test(written) || /^[#?]/.test(written)) return { kind: `other` }

  const hashAt = written.search(/[?#]/)
  const pathPart = hashAt === -1 ? written : written.slice(0, hashAt)
  const hash = hashAt === -1 ? `` : written.slice(hashAt)
  const decoded = decodeOrNull(pathPart)
  if (decoded === null) return { kind: `invalid`, reason: `has a malformed %-escape` }

  if (decoded.startsWith(`/`)) {
    const file = path.join(roots.staticDir, decoded)
    if (!isInside(file, roots.staticDir)) return { kind: `invalid`, reason: `points outside static/` }
    return { kind: `local`, file, rooted: true, hash }
  }
  const file = path.resolve(fromDir, decoded)
  if (!isInside(file, roots.contentDir)) return { kind: `invalid`, reason: `points outside content/` }
  return { kind: `local`, file, rooted: false, hash }
}

/**
 * A relative link as a post file's page reads it: content/posts/a.md is the
 * page /post/a/, one folder below, so its ../b/ is the post content/posts/b, as
 * on the generators such posts come from. Null for a folder post (hello/index.md),
 * whose folder and page agree.
 */
export function fromPostPage(file: string, postFile: string): string | null {
  if (/^index\.md$/i.test(path.basename(postFile))) return null
  const dir = path.dirname(postFile)
  return path.resolve(dir, path.basename(postFile).replace(/\.md$/i, ``), path.relative(dir, file))
}

function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file)
  return relative !== `` && !relative.startsWith(`..`) && !path.isAbsolute(relative)
}

/** The public URL of a published copy of a file, as gatsby-source-filesystem names them. */
export function publishedPath(pathPrefix: string, contentDigest: string, base: string): string {
  return `${pathPrefix}/static/${contentDigest}/${encodeURIComponent(base)}`
}

/**
 * True when a markdown body may point to a local image or file: any image, or a
 * link or reference whose address has no scheme. Over-inclusive on purpose (it
 * does not skip code): it only picks the posts the build renders early to check.
 */
export function mayReferenceFiles(markdown: string): boolean {
  return new RegExp(
    [
      /!\[|<img\b/.source,
      /\]\(\s*<?(?![a-z][a-z0-9+.-]*:|#)/.source,
      /^\s*\[[^\]]+\]:\s*<?(?![a-z][a-z0-9+.-]*:|#)/.source,
      /\b(?:href|src)\s*=\s*["']?(?![a-z][a-z0-9+.-]*:|#)/.source,
    ].join(`|`),
    `im`,
  ).test(markdown)
}
