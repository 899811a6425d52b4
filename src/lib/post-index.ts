import { toImageData } from "./picture"
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
    excerpt: frontmatter.description ?? excerpt ?? ``,
    tags: [...frontmatter.tags],
    image: frontmatter.image && (data || coverUrl) ? { alt: coverAlt(frontmatter.title, frontmatter.imageAlt), data, src: coverUrl } : null,
  }
}

/**
 * The fetched index, checked before the list uses it: a stale copy from an
 * older deploy, or a damaged one, must give a clear error, not a blank page.
 */
export function parsePostIndex(data: unknown): PostSummary[] {
  if (!Array.isArray(data)) throw new Error(`the post index is not a list of posts; it may be left from an older version of the site`)
  data.forEach((entry, index) => {
    const wrong = summaryProblem(entry)
    if (wrong) throw new Error(`entry ${index} of the post index ${wrong}; it may be left from an older version of the site`)
  })
  return data as PostSummary[]
}

const TEXT_FIELDS = [`slug`, `title`, `category`, `date`, `author`, `excerpt`] as const

function summaryProblem(entry: unknown): string | null {
  if (typeof entry !== `object` || entry === null || Array.isArray(entry)) return `is not a post`
  const record = entry as Record<string, unknown>
  const missing = TEXT_FIELDS.find(field => typeof record[field] !== `string`)
  if (missing) return `has no ${missing}`
  const { image } = record
  if (image !== null && (typeof image !== `object` || typeof (image as { alt?: unknown }).alt !== `string`)) return `has a broken image`
  return null
}
