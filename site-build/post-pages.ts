// One page per published post. Its context names the post, the posts a reader
// may go on to (previous, next, related), decided here once for every listed
// post by site-build/related-posts.ts, its series' parts and its languages;
// the template queries each by its slug (site-build/posts-by-slug.ts).
import path from "path"
import type { Actions } from "gatsby"
import { readingLinks, type ReadingLinks } from "./related-posts"
import { postLanguageSlugs } from "./translations"
import { pageLanguageContext } from "./languages"
import type { PageLanguageContext } from "../src/i18n/words"
import { allSeries, partsShown, seriesPlace, type Series } from "../src/lib/series"
import { postPath } from "../src/lib/urls"

/** A post as the PostPages query in gatsby-node.ts returns it. */
export interface PostPageSource {
  listed: boolean
  /** The language of the pages that list it (MarkdownRemark.language). */
  language: string
  fields: { slug: string; dateOrder: string }
  frontmatter: {
    category: string
    tags: readonly string[]
    series: string | null
    seriesOrder: number | null
    translationOf?: string | null
    lang?: string | null
  }
}

/**
 * The page context. A missing neighbour is "": its variable is a String!, and postBySlug looks nothing up for "".
 * It carries the strings of the language of the pages that list the post (site-build/languages.ts).
 */
export interface PostPageContext extends PageLanguageContext {
  slug: string
  previous: string
  next: string
  related: string[]
  /** The parts of the post's series its page lists, in order (every part of a short series); empty outside a series. */
  seriesParts: string[]
  /** The place of the first of those parts in the series, from 0. */
  seriesFirst: number
  /** The series' number of parts; 0 outside a series. */
  seriesLength: number
  /** The post in each of its languages, the original first; empty when it has no translation. */
  languages: string[]
}

export function postPageContexts(posts: readonly PostPageSource[]): PostPageContext[] {
  // What to read next, and the series, among the posts of the post's language.
  const links = new Map<string, ReadingLinks>()
  const series: Series[] = []
  for (const language of new Set(posts.map(post => post.language))) {
    const listed = posts
      .filter(post => post.listed && post.language === language)
      .map(({ fields, frontmatter }) => ({ slug: fields.slug, date: fields.dateOrder, ...frontmatter }))
    readingLinks(listed).forEach((value, slug) => links.set(slug, value))
    series.push(...allSeries(listed))
  }
  const languages = postLanguageSlugs(posts)
  return posts.map(({ fields: { slug }, language }) => {
    const own = links.get(slug)
    // In a series, previous and next are its neighbouring parts; past either end, the blog's.
    const place = seriesPlace(series, slug)
    const shown = place ? partsShown(place.series.parts, place.index) : { slugs: [], first: 0 }
    return {
      slug,
      previous: place?.previous ?? own?.previous ?? ``,
      next: place?.next ?? own?.next ?? ``,
      related: own?.related ?? [],
      seriesParts: shown.slugs,
      seriesFirst: shown.first,
      seriesLength: place?.series.parts.length ?? 0,
      languages: languages.get(slug) ?? [],
      ...pageLanguageContext(language),
    }
  })
}

export function createPostPages(posts: readonly PostPageSource[], createPage: Actions["createPage"]): void {
  const component = path.resolve(`src/templates/post.tsx`)
  for (const context of postPageContexts(posts)) {
    createPage({ path: postPath(context.slug), component, context })
  }
}
