import { toImageData } from "./picture"
import { postDescription } from "./post-description"
import type { PostSummary } from "./post-list"

/** Where the build writes every listed post's card (see gatsby-node.ts). */
export const POST_INDEX_PATH = `/post-index.json`

/** The post index as the page has it: not asked for yet, loading, loaded, or failed. */
export type PostIndexState =
  { status: `idle` | `loading` } | { status: `ready`; posts: PostSummary[] } | { status: `error`; message: string }

/**
 * A card's fields as GraphQL returns them: the PostSummary fragment in src/components/post-card.tsx declares them, and
 * Gatsby's typegen writes this type from it.
 */
export type PostSummaryNode = Queries.PostSummaryFragment

/** What a cover is called when the post does not say: screen readers still hear what it is. */
export function coverAlt(title: string, imageAlt: string | null, template: string): string {
  return imageAlt ?? template.replace(`{title}`, title)
}

/** A card as the list draws it; front-matter fields the fragment adds beyond these come as they are written. */
/** A card of the post index; `coverAlt` is the language's "Cover image for “{title}”" for a cover without alt text. */
export function toPostSummary({ excerpt, fields, frontmatter, cover, coverUrl }: PostSummaryNode, coverAltText: string): PostSummary {
  const { description, image, imageAlt, tags, ...shown } = frontmatter
  const data = toImageData(cover?.childImageSharp?.gatsbyImageData)
  return {
    slug: fields.slug,
    ...shown,
    excerpt: postDescription(description, excerpt) ?? ``,
    tags: [...tags],
    image: image && (data || coverUrl) ? { alt: coverAlt(shown.title, imageAlt, coverAltText), data, src: coverUrl } : null,
  }
}
