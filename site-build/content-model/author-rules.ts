// The rule posts and content/data/authors.json meet together: a post names an
// author by id (author: ada) to link its byline to /authors/ada. An id the file
// does not have still shows, as a name without a page; when it looks like an id
// it is most likely a typo, and the check says so.
import { postAuthors } from "./content-rules"
import type { FrontMatter } from "./front-matter"

/** What an author's id looks like (schemas/authors.schema.json): ada, ada-lovelace. */
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Warnings only: each post naming, in the id's form, an author the file does not have. */
export function authorWarnings(posts: readonly { file: string; frontmatter: FrontMatter }[], ids: ReadonlySet<string> | null): string[] {
  if (!ids) return []
  const known = [...ids].sort().join(`, `)
  return posts.flatMap(({ file, frontmatter }) =>
    postAuthors(frontmatter)
      .filter(name => ID.test(name) && !ids.has(name))
      .map(
        name =>
          `${file}: author: "${name}" is not an id in content/data/authors.json (${known || `none yet`}), ` +
          `so the byline shows it as a name without a page`,
      ),
  )
}

/** The ids of authors.json's entries, or null when the site has no such file or it is not a list. */
export function authorIds(data: unknown): Set<string> | null {
  if (!Array.isArray(data)) return null
  return new Set(data.flatMap(entry => (typeof entry?.id === `string` ? [entry.id as string] : [])))
}
