// Categories: one per post (`category:` in front matter). Each has a prebuilt
// listing at /category/{slug} (and /page/2 on), which the Categories panel
// links to, so a category is a plain link away without JavaScript; on the blog
// list the same links filter in place. Browsers load this module: keep it small.
import { ALL_CATEGORIES } from "./post-list"
import { nameSlug } from "./slug"

/** A category's address: "Rust & Web Development" → "rust-web-development", like a tag's. */
export function categorySlug(category: string): string {
  return nameSlug(category, `category`)
}

/** The page that lists a category's posts; for every category, the blog list itself. */
export function categoryPath(category: string): string {
  return category === ALL_CATEGORIES ? BLOG_PATH : `/category/${categorySlug(category)}`
}

/** The blog list's first page: later ones are /page/2, /page/3, … */
export const BLOG_PATH = `/`
