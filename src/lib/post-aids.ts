// The small helps at the end of a post: a way back to the top of a long one,
// and a link to edit it where the owner keeps the site's code.

/** A post of this many words of prose or more (some four minutes, several screens on a phone) gets "Back to top". */
export const LONG_POST_WORDS = 800

export function isLongPost(words: number): boolean {
  return words >= LONG_POST_WORDS
}

/**
 * The address that edits a post: the configured address of content/posts/
 * and the post's file there (`rust/index.md`); null without a setting.
 */
export function editPostUrl(editPostsAt: string | null, relativePath: string | null | undefined): string | null {
  if (!editPostsAt || !relativePath) return null
  const file = relativePath.split(`/`).map(encodeURIComponent).join(`/`)
  return `${editPostsAt.replace(/\/*$/, `/`)}${file}`
}
