// The search index (src/search/): every listed post's card and text, newest
// first, cut into the pieces a search fetches. Written after the build into
// public/search/; served by the development server from the live content.
import { promises as fs } from "fs"
import path from "path"
import type { Reporter } from "gatsby"
import { toPostSummary, type PostSummaryNode } from "../src/lib/post-index"
import { buildSearchIndex, type IndexedPost } from "../src/search/build-index"
import { htmlSections } from "../src/search/html-sections"
import { SEARCH_PATH } from "../src/search/index-format"
import type { GraphqlRunner } from "./node-types"
import { POST_SUMMARY_FIELDS } from "./post-index"

async function indexedPosts(graphql: GraphqlRunner): Promise<IndexedPost[]> {
  // A card's fields (site-build/post-index.ts) and the rendered body.
  const result = await graphql<{ allMarkdownRemark: { nodes: (PostSummaryNode & { html: string | null })[] } }>(`
    query SearchIndex {
      allMarkdownRemark(filter: { listed: { eq: true } }, sort: { frontmatter: { date: DESC } }) {
        nodes {
          html
          ${POST_SUMMARY_FIELDS}
        }
      }
    }
  `)
  if (result.errors || !result.data) throw new Error(`Could not build the search index: ${result.errors}`)
  return result.data.allMarkdownRemark.nodes.map(node => ({ card: toPostSummary(node), sections: htmlSections(node.html ?? ``) }))
}

export async function writeSearchIndex(graphql: GraphqlRunner, reporter: Reporter): Promise<void> {
  const started = Date.now()
  const heapBefore = process.memoryUsage().heapUsed
  const files = buildSearchIndex(await indexedPosts(graphql))
  // What the index holds at once, all its files in memory: the build's peak grows by about this much at most.
  const heapGrowth = Math.max(0, process.memoryUsage().heapUsed - heapBefore)
  const root = path.join(`public`, SEARCH_PATH)
  await fs.rm(root, { recursive: true, force: true })
  await Promise.all([`d`, `p`, `f`].map(folder => fs.mkdir(path.join(root, folder), { recursive: true })))
  const entries = [...files]
  // A few hundred at a time: thousands of posts make thousands of files.
  for (let i = 0; i < entries.length; i += 256) {
    await Promise.all(entries.slice(i, i + 256).map(([file, value]) => fs.writeFile(path.join(root, file), JSON.stringify(value))))
  }
  reporter.info(
    `search index: ${files.size} files in ${((Date.now() - started) / 1000).toFixed(1)} s, heap +${Math.round(heapGrowth / 2 ** 20)} MB`,
  )
}

/** What the development server's route handlers use of Express. */
interface DevApp {
  get(route: string, handler: (request: { params: Record<string, string> }, response: DevResponse) => void): void
}
interface DevResponse {
  json(body: unknown): void
  status(code: number): DevResponse
}

/**
 * Serves the index from `gatsby develop`, made again from the live content
 * each time a page asks for its first file (meta.json); the other files come
 * from that same making, so one search sees one version of the content.
 */
export function serveSearchIndex(app: DevApp, reporter: Reporter, graphql: () => GraphqlRunner | null): void {
  let files: Map<string, unknown> | null = null
  app.get(`${SEARCH_PATH}/*`, async (request, response) => {
    const file = request.params[0]
    try {
      const runner = graphql()
      if (!runner) throw new Error(`the posts are not loaded yet`)
      if (file === `meta.json` || !files) files = buildSearchIndex(await indexedPosts(runner))
      if (!files.has(file)) {
        response.status(404).json({ error: `${SEARCH_PATH}/${file} is not part of the search index` })
        return
      }
      response.json(files.get(file))
    } catch (error) {
      reporter.error(`${SEARCH_PATH}/${file}: ${(error as Error).message}`)
      response.status(500).json({ error: (error as Error).message })
    }
  })
}
