import { toImageData } from "./picture"
import { postDescription } from "./post-description"
import type { PostSummary } from "./post-list"

/** Where the build writes every listed post's card (see gatsby-node.ts). */
export const POST_INDEX_PATH = `/post-index.json`

/** The post index as the page has it: not asked for yet, loading, loaded, or failed. */
export type PostIndexState =
  { status: `idle` | `loading` } | { status: `ready`; posts: PostSummary[] } | { status: `error`; message: string }

/** The fields of the PostSummary fragment (src/components/post-card.tsx), as GraphQL returns them. */
export interface PostSummaryNode {
  excerpt: string | null
  fields: { slug: string }
  frontmatter: {
    title: string
    category: string
    date: string
    author: string
    tags: readonly string[]
    description: string | null
    image: string | null
    imageAlt: string | null
  }
  cover: { childImageSharp: { gatsbyImageData: unknown } | null } | null
  coverUrl: string | null
}

/** What a cover is called when the post does not say: screen readers still hear what it is. */
export function coverAlt(title: string, imageAlt: string | null): string {
  return imageAlt ?? `Cover image for “${title}”`
}

export function toPostSummary({ excerpt, fields, frontmatter, cover, coverUrl }: PostSummaryNode): PostSummary {
  const data = toImageData(cover?.childImageSharp?.gatsbyImageData)
  return {
    slug: fields.slug,
    title: frontmatter.title,
    category: frontmatter.category,
    date: frontmatter.date,
    author: frontmatter.author,
    excerpt: postDescription(frontmatter.description, excerpt) ?? ``,
    tags: [...frontmatter.tags],
    image: frontmatter.image && (data || coverUrl) ? { alt: coverAlt(frontmatter.title, frontmatter.imageAlt), data, src: coverUrl } : null,
  }
}
