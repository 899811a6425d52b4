// An imported post's old addresses (generator-addresses.ts and its front
// matter's aliases), so that a link from another post written as one of them
// leads to the new post, and the address itself redirects to it (it becomes
// one of the post's aliases).
import { promises as fs } from "fs"
import path from "path"
import { postAliases } from "../../site-build/content-model/content-rules"
import { findFrontMatter, readFrontMatter } from "../../site-build/content-model/front-matter"
import { slugFromPath } from "../../site-build/content-model/post-slugs"
import { decodeOrNull, postPath } from "../../src/lib/urls"

/**
 * The addresses a post keeps as aliases: each once, under the language's folder for a translation, without those
 * that could not be one of the site's own paths (each named in `notes`), and without the post's own address here (`own`,
 * /post/{slug}), which its page already answers: an old /post/{slug}/ needs no redirect.
 */
export function keptAliases(written: readonly string[], language: string | undefined, notes: string[], own?: string): string[] {
  return written
    .map(alias => `${language ? `/${language}` : ``}/${alias.trim().replace(/^\/+/, ``)}`)
    .filter((alias, index, all) => alias !== `/` && all.indexOf(alias) === index && (!own || addressKey(alias) !== addressKey(own)))
    .filter(alias => {
      const problem = addressProblem(alias)
      if (problem) notes.push(`old address "${alias}" left out: ${problem}`)
      return problem === null
    })
}

/** Why an old address cannot be kept: the site redirects from it, so once decoded it must be one of the site's own paths. */
function addressProblem(alias: string): string | null {
  const decoded = decodeOrNull(alias)
  if (decoded === null) return `it has a malformed %-escape`
  const reads = `decoded, it reads ${JSON.stringify(decoded)}:`
  if (/^[/\\]{2}/.test(decoded)) return `${reads} another site's address`
  if (/\{[{%]/.test(decoded)) return `${reads} a template of the old generator, not an address`
  if (/(^|[/\\])\.\.?([/\\]|$)/.test(decoded)) return `${reads} a . or .. part could lead out of the site`
  if (decoded.includes(`\\`) || [...decoded].some(char => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return `${reads} a backslash or a control character`
  return null
}

/** An old address as the address book keys it: /blog/a.html, /blog/a/ and /blog/a/index.html are one page, /blog/a. */
export function addressKey(address: string): string {
  return address
    .replace(/\/index\.html?$/i, ``)
    .replace(/\.html?$/i, ``)
    .replace(/\/+$/, ``)
}

/** The old addresses the posts already in `out` keep as aliases (an earlier import's), each with its post's slug. */
export async function existingAddresses(out: string): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  const entries = await fs.readdir(out, { withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    const relative = entry.isDirectory() ? `${entry.name}/index.md` : entry.name
    if (!/\.(md|markdown)$/.test(relative)) continue
    const text = await fs.readFile(path.join(out, relative), `utf8`).catch(() => null)
    const block = text === null ? null : findFrontMatter(text)
    if (!block || block.kind !== `yaml`) continue
    const slug = slugFromPath(relative)
    for (const alias of postAliases(readFrontMatter(block.block).data)) found.set(addressKey(alias), slug)
  }
  return found
}

/**
 * Which post each old address leads to: aliases written in the front matter first, then the posts of an earlier
 * import (`existing`), then the generators' addresses, each only where a single post has it and nothing else does.
 */
export function addressBook<Post extends { slug: string; oldAddresses: readonly string[] }>(
  posts: readonly Post[],
  aliasesOf: (post: Post) => readonly string[],
  existing: ReadonlyMap<string, string>,
): { book: Map<string, string>; owned: Map<Post, string[]> } {
  const key = addressKey
  const book = new Map<string, string>()
  for (const post of posts) for (const alias of aliasesOf(post)) book.set(key(alias), post.slug)
  for (const [address, slug] of existing) if (!book.has(address)) book.set(address, slug)
  const computedBy = new Map<string, number>()
  for (const post of posts) for (const address of post.oldAddresses) computedBy.set(key(address), (computedBy.get(key(address)) ?? 0) + 1)
  const owned = new Map(
    posts.map(post => [post, post.oldAddresses.filter(address => computedBy.get(key(address)) === 1 && !book.has(key(address)))]),
  )
  for (const [post, addresses] of owned) for (const address of addresses) book.set(key(address), post.slug)
  // An old address that is the post's address here too (Hugo's /post/{name}/) is no alias, but its links lead home.
  for (const post of posts) if (!book.has(key(postPath(post.slug)))) book.set(key(postPath(post.slug)), post.slug)
  return { book, owned }
}

/** The front matter with `more` old addresses added to its aliases. */
export function withAliases(frontMatter: Array<[string, string | string[]]>, more: readonly string[]): Array<[string, string | string[]]> {
  if (more.length === 0) return frontMatter
  const at = frontMatter.findIndex(([key]) => key === `aliases`)
  if (at === -1) return [...frontMatter, [`aliases`, [...more]]]
  const written = [frontMatter[at][1]].flat()
  return frontMatter.map((entry, index) =>
    index === at ? [`aliases`, [...written, ...more.filter(address => !written.includes(address))]] : entry,
  )
}
