// Tags: optional `tags: rust, async, web` (or a one-line `[a, b]` list) in front
// matter, read by postTags (./content-rules.ts). A tag's address is made once,
// here, for the post, its card and the tag pages: lower case, ASCII letters,
// digits and hyphens only. Browsers load this module: keep it small.
import { nameSlug } from "./slug"

/**
 * A tag's address: "Web Development" → "web-development", "C#" → "c-sharp",
 * "Café" → "cafe" (./slug.ts). A tag with nothing ASCII left ("日本") gets
 * "tag-" and its code points, so every tag has a safe, stable address.
 */
export function tagSlug(tag: string): string {
  return nameSlug(tag, `tag`)
}

/** The page that lists a tag's posts. */
export function tagPath(tag: string): string {
  return `/tags/${tagSlug(tag)}`
}

/** The page that lists every tag. */
export const TAGS_PATH = `/tags`
