// The languages of a post: the post itself, its original and the original's
// other translations (translationOf in the front matter names the original by
// slug), for the language switch and the hreflang links of each (post.tsx).
import { translationKey } from "../src/lib/languages"
import { siteConfig } from "../src/site-config"
import type { MarkdownNode } from "./node-types"
import { isPublished } from "./publication"

export const TRANSLATION_TYPE_DEFS = `
  type PostLanguage {
    slug: String!
    "The BCP 47 tag: lang in the front matter, or the site's language."
    lang: String!
    title: String!
  }
`

interface NodeModel {
  findAll(args: { type: string; query: { filter: object } }): Promise<{ entries: Iterable<MarkdownNode> }>
}

export async function postLanguages(source: MarkdownNode, context: { nodeModel: NodeModel }) {
  const key = translationKey(source.fields.slug, source.frontmatter.translationOf)
  const query = (filter: object) =>
    context.nodeModel.findAll({ type: `MarkdownRemark`, query: { filter } }).then(({ entries }) => [...entries])
  const translations = await query({ frontmatter: { translationOf: { eq: key } } })
  // Most posts have no translation: no language switch for them.
  if (translations.length === 0 && !source.frontmatter.translationOf) return []
  const original = await query({ fields: { slug: { eq: key } } })
  return [...original, ...translations]
    .filter(post => isPublished(post.frontmatter))
    .map(post => ({ slug: post.fields.slug, lang: post.frontmatter.lang || siteConfig.lang, title: post.frontmatter.title }))
}
