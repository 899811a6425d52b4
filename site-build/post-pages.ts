// One page per published post. Its context names the post and the posts a
// reader may go on to (previous, next, related), decided here once for every
// listed post by site-build/related-posts.ts; the template queries their titles.
import path from "path"
import type { Actions } from "gatsby"
import { readingLinks } from "./related-posts"
import { allSeries, seriesPlace } from "../src/lib/series"
import { postPath } from "../src/lib/urls"

/** A post as the PostPages query in gatsby-node.ts returns it. */
export interface PostPageSource {
  listed: boolean
  fields: { slug: string }
  frontmatter: { date: string; category: string; tags: readonly string[]; series: string | null; seriesOrder: number | null }
}

/**
 * The page context. A missing neighbour is "" rather than null: the template's
 * query matches it against slugs, and Gatsby drops a filter whose value is null
 * (which would match any post), while no post has the slug "".
 */
export interface PostPageContext {
  slug: string
  previous: string
  next: string
  related: string[]
  /** Every part of the post's series, first part first; empty outside a series. */
  seriesParts: string[]
}

export function postPageContexts(posts: readonly PostPageSource[]): PostPageContext[] {
  const listed = posts.filter(post => post.listed).map(({ fields, frontmatter }) => ({ slug: fields.slug, ...frontmatter }))
  const links = readingLinks(listed)
  const series = allSeries(listed)
  return posts.map(({ fields: { slug } }) => {
    const own = links.get(slug)
    // In a series, previous and next are its neighbouring parts; past either end, the blog's.
    const place = seriesPlace(series, slug)
    return {
      slug,
      previous: place?.previous ?? own?.previous ?? ``,
      next: place?.next ?? own?.next ?? ``,
      related: own?.related ?? [],
      seriesParts: place?.series.parts ?? [],
    }
  })
}

export function createPostPages(posts: readonly PostPageSource[], createPage: Actions["createPage"]): void {
  const component = path.resolve(`src/templates/post.tsx`)
  for (const context of postPageContexts(posts)) {
    createPage({ path: postPath(context.slug), component, context })
  }
}
