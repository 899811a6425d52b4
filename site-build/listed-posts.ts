// Every listed post as the build reads it after the pages, newest first: its
// card's fields and, when asked for, its text by section. One read for the post
// index and the search index. A build keeps each card in Gatsby's cache under
// what it is made of (the post's node and its cover's, the path prefix), and
// each post's sections under its node, so a rebuild asks GraphQL for the changed
// posts only: a card's excerpt and image data, and a body's HTML with its
// images and files published, cost far more to resolve than the lookup.
import { createHash } from "crypto"
import type { GatsbyCache } from "gatsby"
import type { PostSummaryNode } from "../src/lib/post-index"
import { htmlSections } from "./html-sections"
import type { Section } from "../src/search/index-format"
import type { GraphqlRunner } from "./node-types"
import { buildCodeDigest } from "../gatsby-internals/build-code"
import { localImagePath } from "./images"
import { NEWEST_FIRST } from "./post-order"
import { postSummaryFields } from "./card-fields"

/**
 * A listed post as the build reads it after the pages: its card's fields and, when asked for, its text by section.
 * `madeOf`, when both were kept in the cache, names what they were made of: equal between builds, they are equal.
 */
export type ListedPostNode = PostSummaryNode & { sections?: Section[]; madeOf?: string; language: string }

interface ListedPostsOptions {
  /** Each post's text by section (the search index's), from its rendered HTML. */
  sections?: boolean
  /** Where the cards and sections are kept between builds; without it every post is read. */
  cache?: Cache
  /** Part of a kept card's key: its image URLs carry it. */
  pathPrefix?: string
}

interface ListedNode {
  id: string
  language: string
  internal: { contentDigest: string }
  frontmatter: { image: string | null }
  parent: { dir?: string } | null
  /** The digest of the cover's file; "" without one. */
  coverDigest: string
}

type Cache = Pick<GatsbyCache, `get` | `set`>

/** Every listed post, newest first. */
export async function listedPosts(
  graphql: GraphqlRunner,
  { sections = false, cache, pathPrefix = `` }: ListedPostsOptions = {},
): Promise<ListedPostNode[]> {
  if (!cache) {
    const { nodes } = await queryPosts<PostSummaryNode & { html?: string | null; language: string }>(
      graphql,
      `ListedPosts`,
      `${sections ? `html` : ``} language ${postSummaryFields()}`,
    )
    return nodes.map(({ html, ...card }) => (sections ? { ...card, sections: htmlSections(html ?? ``) } : card))
  }
  const nodes = await withCoverDigests(
    graphql,
    (
      await queryPosts<Omit<ListedNode, `coverDigest`>>(
        graphql,
        `ListedPostKeys`,
        `id language internal { contentDigest } frontmatter { image } parent { ... on File { dir } }`,
      )
    ).nodes,
  )
  const cardKeys = nodes.map(node => cardKey(node, pathPrefix))
  const sectionKeys = nodes.map(sectionsKey)
  const [cards, texts] = await Promise.all([
    keptOrRead<PostSummaryNode>(nodes, cache, cardKeys, async ids =>
      (await queryPosts<PostSummaryNode & { id: string }>(graphql, `ListedPostCards`, `id ${postSummaryFields()}`, ids)).nodes.map(
        ({ id, ...card }) => [id, card],
      ),
    ),
    sections
      ? keptOrRead<Section[]>(nodes, cache, sectionKeys, async ids =>
          (await queryPosts<{ id: string; html: string | null }>(graphql, `ListedPostBodies`, `id html`, ids)).nodes.map(({ id, html }) => [
            id,
            htmlSections(html ?? ``),
          ]),
        )
      : null,
  ])
  return cards.map((card, i) => {
    const { language } = nodes[i]
    return texts ? { ...card, language, sections: texts[i], madeOf: `${cardKeys[i]} ${sectionKeys[i]}` } : { ...card, language }
  })
}

/**
 * Each post's cover's digest, from one query of the covers' files: asking each
 * post for its `cover` looks its file up one post at a time, a lookup for each of thousands of posts.
 */
async function withCoverDigests(graphql: GraphqlRunner, nodes: ReadonlyArray<Omit<ListedNode, `coverDigest`>>): Promise<ListedNode[]> {
  const paths = nodes.map(node => (node.parent?.dir === undefined ? null : localImagePath(node.frontmatter.image, node.parent.dir)))
  const wanted = [...new Set(paths.filter((file): file is string => file !== null))]
  const digests = new Map<string, string>()
  if (wanted.length > 0) {
    const result = await graphql<{ allFile: { nodes: Array<{ absolutePath: string; internal: { contentDigest: string } }> } }>(
      `
        query ListedPostCoverFiles($paths: [String!]!) {
          allFile(filter: { absolutePath: { in: $paths } }) {
            nodes {
              absolutePath
              internal {
                contentDigest
              }
            }
          }
        }
      `,
      { paths: wanted },
    )
    if (result.errors || !result.data) throw new Error(`Could not read the listed posts' covers: ${result.errors}`)
    for (const file of result.data.allFile.nodes) digests.set(file.absolutePath, file.internal.contentDigest)
  }
  return nodes.map((node, i) => ({ ...node, coverDigest: digests.get(paths[i] ?? ``) ?? `` }))
}

/**
 * Each node's value from the cache under its key (`keys`, in the nodes' order), or from `read` for the nodes
 * whose value is not kept (the new and changed posts), which are then kept.
 */
async function keptOrRead<T>(
  nodes: readonly ListedNode[],
  cache: Cache,
  keys: readonly string[],
  read: (ids: string[]) => Promise<Array<[string, T]>>,
): Promise<T[]> {
  const values: Array<T | undefined> = await Promise.all(keys.map(key => cache.get(key) as Promise<T | undefined>))
  const missing = nodes.filter((_, i) => values[i] === undefined).map(node => node.id)
  if (missing.length === 0) return values as T[]
  const found = new Map(await read(missing))
  const kept: Promise<unknown>[] = []
  for (const [i, node] of nodes.entries()) {
    if (values[i] !== undefined) continue
    if (!found.has(node.id)) throw new Error(`Could not read the listed post ${node.id}`)
    values[i] = found.get(node.id)
    kept.push(cache.set(keys[i], values[i]))
  }
  // Written together: one at a time, a first build of thousands of posts waited for each.
  await Promise.all(kept)
  return values as T[]
}

/**
 * What a card is made of. Gatsby changes a node's digest with its content, and
 * clears its cache when the site's config or plugins change.
 */
function cardKey(node: ListedNode, pathPrefix: string): string {
  const parts = [buildCodeDigest(), postSummaryFields(), node.id, node.internal.contentDigest, node.coverDigest, pathPrefix]
  return `listed-post-card-${createHash(`sha1`).update(parts.join(`\u0000`)).digest(`base64url`)}`
}

/**
 * What a post's sections are made of: its node alone. Its HTML also carries the
 * published names of its images and files, which change with those files, but
 * the sections keep only the text (site-build/html-sections.ts).
 */
function sectionsKey(node: ListedNode): string {
  const parts = [buildCodeDigest(), node.id, node.internal.contentDigest]
  return `listed-post-sections-${createHash(`sha1`).update(parts.join(`\u0000`)).digest(`base64url`)}`
}

async function queryPosts<T>(graphql: GraphqlRunner, name: string, fields: string, ids?: string[]): Promise<{ nodes: T[] }> {
  const filter = ids ? `filter: { id: { in: $ids } }` : `filter: { listed: { eq: true } }, ${NEWEST_FIRST}`
  const result = await graphql<{ allMarkdownRemark: { nodes: T[] } }>(
    `query ${name}${ids ? `($ids: [String!]!)` : ``} { allMarkdownRemark(${filter}) { nodes { ${fields} } } }`,
    ids ? { ids } : undefined,
  )
  if (result.errors || !result.data) throw new Error(`Could not read the listed posts: ${result.errors}`)
  return result.data.allMarkdownRemark
}
