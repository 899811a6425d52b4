// What a post is described as: its own description, else the excerpt of its
// body. Cards, the post index, link previews, JSON-LD and the feed all say the
// same, so the rule lives here once.

/** The post's description when it has one, else its excerpt; null when it has neither. */
export function postDescription(description: string | null | undefined, excerpt: string | null | undefined): string | null {
  return description ?? excerpt ?? null
}
