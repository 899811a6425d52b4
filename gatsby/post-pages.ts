// One page per published post. Its context names the post and the posts a
// reader may go on to (previous, next, related), decided here once for every
// listed post by src/lib/related-posts.ts; the template queries their titles.
import path from "path"
import type { Actions } from "gatsby"
import { readingLinks } from "../src/lib/related-posts"
import { postPath } from "../src/lib/urls"

/** A post as the PostPages query in gatsby-node.ts returns it. */
export interface PostPageSource {
  listed: boolean
  fields: { slug: string }
  frontmatter: { date: string; category: string; tags: readonly string[] }
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
}

export function postPageContexts(posts: readonly PostPageSource[]): PostPageContext[] {
  const listed = posts.filter(post => post.listed).map(({ fields, frontmatter }) => ({ slug: fields.slug, ...frontmatter }))
  const links = readingLinks(listed)
  return posts.map(({ fields: { slug } }) => {
    const own = links.get(slug)
    return { slug, previous: own?.previous ?? ``, next: own?.next ?? ``, related: own?.related ?? [] }
  })
}

export function createPostPages(posts: readonly PostPageSource[], createPage: Actions["createPage"]): void {
  const component = path.resolve(`src/templates/post.tsx`)
  for (const context of postPageContexts(posts)) {
    createPage({ path: postPath(context.slug), component, context })
  }
}
