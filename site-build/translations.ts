// The languages of each post: the post itself, its original and the original's
// other translations (translationOf in the front matter names the original by
// slug), for the language switch and the hreflang links (post.tsx). Decided in
// createPages, over the published posts, and handed to each post's page.
import { translationKey } from "../src/lib/languages"

export interface TranslatedPost {
  fields: { slug: string }
  frontmatter: { translationOf?: string | null }
}

/**
 * Each post's languages, as slugs: the original first, then its translations in
 * the order given; empty for a post that is no translation and has none.
 */
export function postLanguageSlugs(posts: readonly TranslatedPost[]): Map<string, string[]> {
  const groups = new Map<string, { original: string | null; translations: string[] }>()
  for (const { fields, frontmatter } of posts) {
    const key = translationKey(fields.slug, frontmatter.translationOf)
    const group = groups.get(key) ?? { original: null, translations: [] }
    if (frontmatter.translationOf) group.translations.push(fields.slug)
    else group.original = fields.slug
    groups.set(key, group)
  }
  return new Map(
    posts.map(({ fields, frontmatter }) => {
      const { original, translations } = groups.get(translationKey(fields.slug, frontmatter.translationOf))!
      // Most posts have no translation: no language switch for them.
      if (translations.length === 0 && !frontmatter.translationOf) return [fields.slug, []]
      return [fields.slug, [...(original ? [original] : []), ...translations]]
    }),
  )
}
