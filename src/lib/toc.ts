// The table of contents of a post: its h2 and h3 headings as a tree of links.

/** A heading as gatsby-transformer-remark's `headings` field gives it. */
export interface Heading {
  id: string | null
  value: string | null
  depth: number | null
}

export interface TocEntry {
  id: string
  text: string
  /** The h3 sections under an h2; empty for an h3. */
  children: TocEntry[]
}

/** Fewer sections than this and a post is short enough to read without one. */
export const TOC_MIN_HEADINGS = 3

/**
 * The h2 headings with their h3 headings nested under them. An h3 before the
 * first h2 stays at the top level. Headings without an id or text are left out,
 * as there is nothing to link to. Empty when there are fewer than
 * TOC_MIN_HEADINGS h2 and h3 headings in all.
 */
export function tableOfContents(headings: readonly Heading[]): TocEntry[] {
  const usable = headings.filter(
    (heading): heading is { id: string; value: string; depth: number } =>
      Boolean(heading.id) && Boolean(heading.value?.trim()) && (heading.depth === 2 || heading.depth === 3),
  )
  if (usable.length < TOC_MIN_HEADINGS) return []
  const tree: TocEntry[] = []
  let section: TocEntry | null = null
  for (const { id, value, depth } of usable) {
    const entry = { id, text: value.trim(), children: [] }
    if (depth === 3 && section) section.children.push(entry)
    else tree.push(entry)
    if (depth === 2) section = entry
  }
  return tree
}

/** Every id in the tree, in reading order: the sections the reader can be in. */
export function tocIds(entries: readonly TocEntry[]): string[] {
  return entries.flatMap(entry => [entry.id, ...tocIds(entry.children)])
}
