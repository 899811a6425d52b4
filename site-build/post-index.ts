// /post-index.json (and /sw/post-index.json for each other language): every listed post's card, newest first, for search and
// "Show more" beyond the first page (src/hooks/use-post-index.ts). Written
// after the build; served by the development server from the live content.
import { promises as fs } from "fs"
import path from "path"
import type { Reporter } from "gatsby"
import { POST_INDEX_PATH, toPostSummary } from "../src/lib/post-index"
import type { PostSummary } from "../src/lib/post-list"
import type { GraphqlRunner } from "./node-types"
import { listedPosts, type ListedPostNode } from "./listed-posts"
import { languageStrings } from "./languages"
import { SITE_LANGUAGES, languagePath } from "../src/lib/site-languages"
import { siteConfig } from "../src/site-config"

/** The cards of the listed posts of `lang`'s pages, newest first. */
export async function postIndex(graphql: GraphqlRunner, lang: string = siteConfig.lang): Promise<PostSummary[]> {
  return languageCards(await listedPosts(graphql), lang)
}

function languageCards(posts: readonly ListedPostNode[], lang: string): PostSummary[] {
  const { coverAlt } = languageStrings(lang).post
  return posts.filter(post => post.language === lang).map(post => toPostSummary(post, coverAlt))
}

/** Each language's post index: /post-index.json, /sw/post-index.json. */
export async function writePostIndex(posts: readonly ListedPostNode[]): Promise<void> {
  for (const lang of SITE_LANGUAGES) {
    const file = path.join(`public`, languagePath(lang, POST_INDEX_PATH))
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(file, JSON.stringify(languageCards(posts, lang)))
  }
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
  for (const lang of SITE_LANGUAGES) {
    const route = languagePath(lang, POST_INDEX_PATH)
    app.get(route, async (_request, response) => {
      try {
        const runner = graphql()
        if (!runner) throw new Error(`the posts are not loaded yet`)
        response.json(await postIndex(runner, lang))
      } catch (error) {
        reporter.error(`${route}: ${(error as Error).message}`)
        response.status(500).json({ error: (error as Error).message })
      }
    })
  }
}
