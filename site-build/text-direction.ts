// Whether anything the site shows is written right to left: one of its languages, a post in its own `lang`, or a
// dir="rtl" in a post's markdown. A site with none leaves out the rules only such pages need
// (src/styles/right-to-left.css, swapped by gatsby-internals/webpack.ts), so a site in English alone pays nothing for them.
import { textDirection } from "../src/lib/languages"

/** What a post says of its direction: its front matter's `lang` and its markdown. */
export interface PostDirectionFacts {
  lang?: string | null
  markdown: string
}

/** A dir attribute of rtl (or auto, which may turn out so) in raw HTML: dir="rtl", dir='auto', dir=rtl. */
const DIR_ATTRIBUTE = /\bdir\s*=\s*["']?\s*(?:rtl|auto)\b/i

export function writesRightToLeft(languages: readonly string[], posts: Iterable<PostDirectionFacts>): boolean {
  if (languages.some(lang => textDirection(lang) === `rtl`)) return true
  for (const { lang, markdown } of posts) {
    if ((lang && textDirection(lang) === `rtl`) || DIR_ATTRIBUTE.test(markdown)) return true
  }
  return false
}
