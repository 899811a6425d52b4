// Which posts the import writes, decided before anything is written: a post is
// refused for what it lacks (its own blockers, files it names that are missing
// or outside the old site) or for what another post already has (its slug, an
// old address). The links between posts are planned against the posts that will
// exist, so a link to a refused post stays a link to the old site's page instead
// of leading to a page this site will not have: decided again without the
// refused ones until nothing changes.
import { promises as fs } from "fs"
import path from "path"
import { activeSvg } from "../../site-build/content-model/active-svg"
import type { Converted } from "./convert"
import { within } from "./inside"
import { addressBook, addressKey } from "./old-addresses"
import { planFiles, type Planned } from "./plan"
import type { Source } from "./sources"

export interface Decision {
  file: string
  post: Converted
  plan: Planned
  /** Where the post is written (index.md in its folder when it has files). */
  target: string
  /** Why it is not written; empty when it is. */
  blockers: string[]
}

export interface DecideOptions {
  out: string
  oldSite?: string
  /** Old address → slug, of the posts an earlier import wrote into `out`. */
  existing: ReadonlyMap<string, string>
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  )

/** Every converted post's decision, in the order of `sources`, and the old addresses each written post keeps. */
export async function decidePosts(sources: readonly Source[], converted: ReadonlyMap<string, Converted>, options: DecideOptions) {
  let refused = new Set<string>()
  for (let round = 1; ; round++) {
    const kept = [...converted].filter(([file]) => !refused.has(file))
    const { book, owned } = addressBook(
      kept.map(([, post]) => post),
      aliasesOf,
      options.existing,
    )
    const context = { slugOf: new Map(kept.map(([file, post]) => [file, post.slug])), slugOfAddress: book, oldSite: options.oldSite }
    const decisions = new Map<string, Decision>()
    const taken = new Map<string, string>()
    const aliasOwners = new Map([...options.existing].map(([address, slug]) => [address, `${path.join(options.out, slug)}(.md)`]))
    for (const { file, site } of sources) {
      const post = converted.get(file)
      if (!post) continue
      const label = path.relative(process.cwd(), file)
      const plan = await planFiles(file, post, { site, ...context })
      const decision = { file, post, plan, ...(await blockersOf(post, plan, taken, aliasOwners, options.out)) }
      decisions.set(file, decision)
      if (decision.blockers.length > 0) continue
      taken.set(post.slug, label)
      for (const alias of aliasesOf(post)) aliasOwners.set(addressKey(alias), label)
    }
    const now = new Set([...decisions.values()].filter(decision => decision.blockers.length > 0).map(decision => decision.file))
    // A refusal only takes links away from other posts, which adds none: a few rounds at most.
    if (round >= 5 || [...now].every(file => refused.has(file))) return { decisions, owned }
    refused = new Set([...refused, ...now])
  }
}

async function blockersOf(
  post: Converted,
  plan: Planned,
  taken: ReadonlyMap<string, string>,
  aliasOwners: ReadonlyMap<string, string>,
  out: string,
): Promise<{ target: string; blockers: string[] }> {
  const blockers = [...post.blockers, ...plan.missing]
  if (!post.slug) blockers.push(`its name gives no slug (write slug: a-name in its front matter)`)
  const earlier = taken.get(post.slug)
  if (earlier) blockers.push(`its slug "${post.slug}" is also ${earlier}'s (rename one file and import again)`)
  for (const alias of aliasesOf(post)) {
    const owner = aliasOwners.get(addressKey(alias))
    if (owner) blockers.push(`its old address ${alias} is also ${owner}'s (keep it in one post and import again)`)
  }
  const folder = plan.copies.size > 0
  const target = folder ? path.join(out, post.slug, `index.md`) : path.join(out, `${post.slug}.md`)
  // The old site chooses the names: each must still land in the post's own place under --out.
  const home = folder ? path.join(out, post.slug) : out
  for (const written of [target, ...[...plan.copies.values()].map(to => path.join(path.dirname(target), to))])
    if (!within(home, written) || path.resolve(written) === path.resolve(home))
      blockers.push(`${written} would be outside ${home} (rename the file and import again)`)
  for (const existing of [path.join(out, `${post.slug}.md`), path.join(out, post.slug)]) {
    if (await exists(existing)) blockers.push(`${existing} already exists (nothing is overwritten)`)
  }
  // An SVG is published as it is: one that would run code when opened is named, not copied.
  for (const from of [...plan.copies.keys()].filter(name => /\.svg$/i.test(name)))
    for (const { line, message } of activeSvg(await fs.readFile(from, `utf8`)))
      blockers.push(`${path.relative(process.cwd(), from)} line ${line}: ${message.split(`:`)[0]} (clean the SVG and import again)`)
  return { target, blockers }
}

export function aliasesOf(post: Converted): string[] {
  const aliases = post.frontMatter.find(([key]) => key === `aliases`)?.[1] ?? []
  return Array.isArray(aliases) ? aliases : [aliases]
}
