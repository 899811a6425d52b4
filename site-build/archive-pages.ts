// The archive's prebuilt pages (src/lib/archive.ts): /archive, and past
// ARCHIVE_SPLIT listed posts a page per year. Their context carries the
// blog's year and month counts (a few numbers) and the slugs of the posts the
// page lists; the template queries their titles and dates.
import path from "path"
import type { Actions } from "gatsby"
import { archivePages } from "../src/lib/archive"
import { newestFirst } from "./post-order"

export interface ArchiveSource {
  listed: boolean
  fields: { slug: string; dateOrder: string }
  frontmatter: { updated?: string | null }
}

export function createArchivePages(posts: readonly ArchiveSource[], createPage: Actions["createPage"]): void {
  const listed = posts
    .filter(post => post.listed)
    .map(({ fields, frontmatter }) => ({ slug: fields.slug, date: fields.dateOrder, updated: frontmatter.updated ?? null }))
    .sort(newestFirst)
  const component = path.resolve(`src/templates/archive.tsx`)
  for (const page of archivePages(listed)) createPage({ path: page.path, component, context: page.context })
}
