// The rule pinned posts meet together: the home page lists them first, so a
// few stand out; past MAX_PINNED they push the newest posts off its first screen.
import type { FrontMatter } from "./front-matter"

/** Pinned posts the home page can lead with before the newest posts drop below the first screen. */
export const MAX_PINNED = 3

/** Warnings only: a pinned post the lists never show, and more pinned posts than MAX_PINNED. */
export function pinnedWarnings(posts: readonly { file: string; frontmatter: FrontMatter }[]): string[] {
  const pinned = posts.filter(({ frontmatter }) => frontmatter.pinned === `true`)
  const warnings: string[] = []
  const unlisted = pinned.filter(({ frontmatter }) => frontmatter.listed === `false`)
  for (const { file } of unlisted)
    warnings.push(`${file}: pinned: true has no effect with listed: false, which keeps the post off the home page`)
  // A draft waits to be published: it counts once it is.
  const shown = pinned.filter(post => !unlisted.includes(post) && post.frontmatter.draft !== `true`).map(({ file }) => file)
  if (shown.length > MAX_PINNED)
    warnings.push(
      `${shown.length} posts are pinned, more than ${MAX_PINNED}: the home page lists them all before the newest post. ` +
        `Keep pinned: true on the ${MAX_PINNED} that matter most: ${shown.sort().join(`, `)}`,
    )
  return warnings
}
