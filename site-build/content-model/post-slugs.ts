// A post's slug: its file or folder name, the characters it may hold, and no
// two posts with one (in any case).
import type { ContentProblem } from "./content-rules"
import { slugFromTitle } from "../../src/lib/slug"

/** The slug is the file name: posts/foo.md and posts/foo/index.md are both "foo". */
export function slugFromPath(relativePath: string): string {
  const parts = relativePath
    .replace(/\\/g, `/`)
    .replace(/\.(md|markdown)$/, ``)
    .split(`/`)
  const last = parts.pop() ?? ``
  return last === `index` && parts.length > 0 ? (parts.pop() as string) : last
}

/** The characters a slug may hold: each is the same in a file name, an address, a feed and a sitemap. */
const SAFE_SLUG = /^[A-Za-z0-9._-]+$/

/**
 * The slug rules, in one place: a slug holds only letters, digits, -, _ and .
 * (anything else could not be one address everywhere: # and ? end a path, %
 * starts an escape, a space is written three ways), and no two posts share one,
 * even in a different case (case-insensitive file systems and hosts would
 * serve one for the other).
 */
export function checkUniqueSlugs(posts: { file: string; slug: string }[]): ContentProblem[] {
  const firstFile = new Map<string, string>()
  const problems: ContentProblem[] = []
  for (const { file, slug } of posts) {
    if (!SAFE_SLUG.test(slug) || /^\.|\.$/.test(slug)) {
      const name = slugFromTitle(slug)
      const rename = name ? `; rename it to ${renamed(file, slug, name)}` : ``
      problems.push({
        file,
        field: `slug`,
        message: `"${slug}" (the file or folder name) may only hold letters, digits, -, _ and . inside it${rename}`,
      })
      continue
    }
    const key = slug.toLowerCase()
    const earlier = firstFile.get(key)
    if (earlier === undefined) firstFile.set(key, file)
    else problems.push({ file, field: `slug`, message: `"${slug}" is already used by ${earlier}${earlierSlugDiffers(earlier, slug)}` })
  }
  return problems
}

/** The file with its name (or its folder's, for {slug}/index.md) changed to `name`. */
function renamed(file: string, slug: string, name: string): string {
  const parts = file.split(`/`)
  const at = /^index\.(md|markdown)$/.test(parts[parts.length - 1]) ? parts.length - 2 : parts.length - 1
  parts[at] = parts[at].replace(slug, name)
  return parts.join(`/`)
}

function earlierSlugDiffers(earlierFile: string, slug: string): string {
  const earlierSlug = slugFromPath(earlierFile.replace(/^content\/posts\//, ``))
  return earlierSlug === slug ? `` : ` (as "${earlierSlug}": addresses differing only in case are one address on many hosts)`
}
