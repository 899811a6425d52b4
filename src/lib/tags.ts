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

// Each tag's page, made once: a search's cards draw the same few tags again at every keystroke.
const tagPaths = new Map<string, string>()

/** The page that lists a tag's posts. */
export function tagPath(tag: string): string {
  let made = tagPaths.get(tag)
  if (made === undefined) tagPaths.set(tag, (made = `/tags/${tagSlug(tag)}`))
  return made
}

/** The page that lists every tag. */
export const TAGS_PATH = `/tags`
