// Whether anything the site shows is written right to left: one of its languages, a post in its own `lang`, or a
// dir="rtl" in a post's markdown. A site with none leaves out the rules only such pages need
// (src/styles/right-to-left.css, left off by site-build/features-left-off.ts), so a site in English alone pays nothing for them.
import { textDirection } from "../src/lib/languages"
import { siteLanguages } from "./languages"
import type { MarkdownNode, NodeHelpers } from "./node-types"

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

/** The same of the site as it was sourced: its languages and every markdown node. */
export function siteWritesRightToLeft(
  { getNodesByType }: Pick<NodeHelpers, `getNodesByType`>,
  languages: readonly string[] = siteLanguages(),
): boolean {
  const posts = (getNodesByType(`MarkdownRemark`) as MarkdownNode[]).map(node => ({
    lang: node.frontmatter?.lang,
    markdown: node.rawMarkdownBody ?? ``,
  }))
  return writesRightToLeft(languages, posts)
}
