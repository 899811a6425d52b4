import type { PostSummary } from "./post-list"

/** Where the build writes every listed post's card (see gatsby-node.ts). */
export const POST_INDEX_PATH = `/post-index.json`

/** The fields of the PostSummary fragment (src/components/post-card.tsx), as GraphQL returns them. */
export interface PostSummaryNode {
  excerpt: string | null
  fields: { slug: string }
  frontmatter: {
    title: string
    category: string
    date: string
    author: string
    description: string | null
    image: string | null
    imageAlt: string | null
  }
}

export function toPostSummary({ excerpt, fields, frontmatter }: PostSummaryNode): PostSummary {
  return {
    slug: fields.slug,
    title: frontmatter.title,
    category: frontmatter.category,
    date: frontmatter.date,
    author: frontmatter.author,
    excerpt: frontmatter.description ?? excerpt ?? ``,
    image: frontmatter.image,
    imageAlt: frontmatter.imageAlt,
  }
}
