// /post-index.json: every listed post's card, newest first, for search and
// "Show more" beyond the first page (src/hooks/use-post-index.ts). Written
// after the build; served by the development server from the live content.
import { promises as fs } from "fs"
import path from "path"
import type { Reporter } from "gatsby"
import { POST_INDEX_PATH, toPostSummary } from "../src/lib/post-index"
import type { PostSummary } from "../src/lib/post-list"
import type { GraphqlRunner } from "./node-types"
import { listedPosts, type ListedPostNode } from "./listed-posts"

export async function postIndex(graphql: GraphqlRunner): Promise<PostSummary[]> {
  return (await listedPosts(graphql)).map(toPostSummary)
}

export async function writePostIndex(posts: readonly ListedPostNode[]): Promise<void> {
  await fs.writeFile(path.join(`public`, POST_INDEX_PATH), JSON.stringify(posts.map(toPostSummary)))
}

/** What the development server's route handlers use of Express. */
interface DevApp {
  get(route: string, handler: (request: unknown, response: DevResponse) => void): void
}
interface DevResponse {
  json(body: unknown): void
  status(code: number): DevResponse
}

/**
 * Serves the index from `gatsby develop`. Gatsby gives onCreateDevServer no
 * graphql helper, so it asks for the one createPages was given: createPages
 * runs first, in the same process, and its queries see the content as it changes.
 */
export function servePostIndex(app: DevApp, reporter: Reporter, graphql: () => GraphqlRunner | null): void {
  app.get(POST_INDEX_PATH, async (_request, response) => {
    try {
      const runner = graphql()
      if (!runner) throw new Error(`the posts are not loaded yet`)
      response.json(await postIndex(runner))
    } catch (error) {
      reporter.error(`${POST_INDEX_PATH}: ${(error as Error).message}`)
      response.status(500).json({ error: (error as Error).message })
    }
  })
}
