// Every listed post as the build reads it after the pages, newest first: its
// card's fields and, when asked for, its rendered body. One read for the post
// index and the search index. A build keeps each card in Gatsby's cache under
// what it is made of (the post's node and its cover's, the path prefix), so a
// rebuild asks GraphQL for the cards of changed posts only: a card's excerpt and
// image data cost far more to resolve than the lookup.
import { createHash } from "crypto"
import type { GatsbyCache } from "gatsby"
import type { PostSummaryNode } from "../src/lib/post-index"
import type { GraphqlRunner } from "./node-types"

/**
 * A card's fields, as the PostSummary fragment (post-card.tsx) asks for them:
 * queries outside src/ cannot use its fragments. __tests__/post-summary-fields.test.ts
 * fails when the two differ, and the type check when PostSummaryNode does.
 */
export const POST_SUMMARY_FIELDS = `
  excerpt(pruneLength: 160)
  fields { slug }
  frontmatter { title category date author tags description image imageAlt }
  cover { childImageSharp { gatsbyImageData(layout: FULL_WIDTH) } }
  coverUrl
`

/** A listed post as the build reads it after the pages: its card's fields and, when asked for, its rendered body. */
export type ListedPostNode = PostSummaryNode & { html?: string | null }

interface ListedPostsOptions {
  /** Each post's HTML too (the search index's text). */
  bodies?: boolean
  /** Where the cards are kept between builds; without it every card is read. */
  cache?: Pick<GatsbyCache, `get` | `set`>
  /** Part of a kept card's key: its image URLs carry it. */
  pathPrefix?: string
}

interface ListedNode {
  id: string
  internal: { contentDigest: string }
  cover: { internal: { contentDigest: string } } | null
  html?: string | null
}

/** Every listed post, newest first. */
export async function listedPosts(
  graphql: GraphqlRunner,
  { bodies = false, cache, pathPrefix = `` }: ListedPostsOptions = {},
): Promise<ListedPostNode[]> {
  if (!cache) return (await queryPosts<ListedPostNode>(graphql, `ListedPosts`, `${bodies ? `html` : ``} ${POST_SUMMARY_FIELDS}`)).nodes
  const { nodes } = await queryPosts<ListedNode>(
    graphql,
    `ListedPostKeys`,
    `id internal { contentDigest } cover { internal { contentDigest } } ${bodies ? `html` : ``}`,
  )
  const keys = nodes.map(node => cardKey(node, pathPrefix))
  const cards = await Promise.all(keys.map(key => cache.get(key) as Promise<PostSummaryNode | undefined>))
  const missing = nodes.filter((_, i) => !cards[i]).map(node => node.id)
  if (missing.length > 0) {
    const read = new Map(
      (await queryPosts<PostSummaryNode & { id: string }>(graphql, `ListedPostCards`, `id ${POST_SUMMARY_FIELDS}`, missing)).nodes.map(
        ({ id, ...card }) => [id, card],
      ),
    )
    const kept: Promise<unknown>[] = []
    for (const [i, node] of nodes.entries()) {
      if (cards[i]) continue
      const card = read.get(node.id)
      if (!card) throw new Error(`Could not read the card of the listed post ${node.id}`)
      cards[i] = card
      kept.push(cache.set(keys[i], card))
    }
    // Written together: one at a time, a first build of thousands of posts waited for each.
    await Promise.all(kept)
  }
  return nodes.map((node, i) => ({ ...(cards[i] as PostSummaryNode), ...(bodies ? { html: node.html } : {}) }))
}

/** Bump with POST_SUMMARY_FIELDS' meaning, or kept cards of another shape would be used. */
const CARD_VERSION = `1`

/**
 * What a card is made of. Gatsby changes a node's digest with its content, and
 * clears its cache when the site's config or plugins change.
 */
function cardKey(node: ListedNode, pathPrefix: string): string {
  const parts = [
    CARD_VERSION,
    POST_SUMMARY_FIELDS,
    node.id,
    node.internal.contentDigest,
    node.cover?.internal.contentDigest ?? ``,
    pathPrefix,
  ]
  return `listed-post-card-${createHash(`sha1`).update(parts.join(`\u0000`)).digest(`base64url`)}`
}

async function queryPosts<T>(graphql: GraphqlRunner, name: string, fields: string, ids?: string[]): Promise<{ nodes: T[] }> {
  const filter = ids ? `filter: { id: { in: $ids } }` : `filter: { listed: { eq: true } }, sort: { frontmatter: { date: DESC } }`
  const result = await graphql<{ allMarkdownRemark: { nodes: T[] } }>(
    `query ${name}${ids ? `($ids: [String!]!)` : ``} { allMarkdownRemark(${filter}) { nodes { ${fields} } } }`,
    ids ? { ids } : undefined,
  )
  if (result.errors || !result.data) throw new Error(`Could not read the listed posts: ${result.errors}`)
  return result.data.allMarkdownRemark
}
