// The search index (src/search/): every listed post's card and text, newest
// first, cut into the pieces a search fetches. Written after the build into
// public/search/; served by the development server from the live content.
import { createHash } from "crypto"
import { promises as fs } from "fs"
import path from "path"
import type { GatsbyCache, Reporter } from "gatsby"
import { toPostSummary } from "../src/lib/post-index"
import { buildSearchIndex, type IndexedPost } from "../src/search/build-index"
import { SEARCH_PATH } from "../src/search/index-format"
import { mapAtOnce } from "./at-once"
import type { GraphqlRunner } from "./node-types"
import { listedPosts, type ListedPostNode } from "./listed-posts"
import { SITE_LANGUAGES, languagePath } from "../src/lib/site-languages"
import { languageStrings } from "./languages"
import { siteConfig } from "../src/site-config"

/** The posts of `lang`'s pages, as its index holds them (their covers' alt text in that language). */
function indexedPosts(nodes: readonly ListedPostNode[], lang: string): IndexedPost[] {
  const { coverAlt } = languageStrings(lang).post
  return nodes
    .filter(node => node.language === lang)
    .map(node => {
      if (!node.sections) throw new Error(`The search index needs each post's sections: read the listed posts with { sections: true }`)
      return { card: toPostSummary(node, coverAlt), sections: node.sections }
    })
}

/** What the last build wrote into public/search/, by file: the hash of each file's text. */
const WRITTEN_KEY = `search-index-written-1`

type WrittenCache = Pick<GatsbyCache, `get` | `set`>

/**
 * Writes the index's files into public/search/, each only when its text is not
 * the one the last build wrote there (the hashes are kept in Gatsby's cache):
 * editing one post changes a few of thousands of files. A post's own file is
 * known by what its card and sections were made of (ListedPostNode.madeOf),
 * without writing out its text to hash it, which would be a large part of the
 * step. Files no longer part of the index are deleted.
 */
/** Each language's search index: /search, /sw/search. */
export async function writeSearchIndexes(posts: readonly ListedPostNode[], reporter: Reporter, cache?: WrittenCache): Promise<void> {
  for (const lang of SITE_LANGUAGES) await writeSearchIndex(posts, reporter, cache, lang)
}

export async function writeSearchIndex(
  posts: readonly ListedPostNode[],
  reporter: Reporter,
  cache?: WrittenCache,
  lang: string = siteConfig.lang,
): Promise<void> {
  const at = languagePath(lang, SEARCH_PATH)
  const started = Date.now()
  const heapBefore = process.memoryUsage().heapUsed
  const files = buildSearchIndex(indexedPosts(posts, lang))
  // What the index holds at once, all its files in memory: the build's peak grows by about this much at most.
  const heapGrowth = Math.max(0, process.memoryUsage().heapUsed - heapBefore)
  const root = path.join(`public`, at)
  const present = new Set(await filesUnder(root))
  // The default language's files as they were kept before there were others; another's under its path.
  const key = at === SEARCH_PATH ? WRITTEN_KEY : `${WRITTEN_KEY}${at}`
  const before = new Map<string, string>((await cache?.get(key)) ?? [])
  const written = new Map<string, string>()
  const changed: Array<[string, string]> = []
  for (const [file, value] of files) {
    const madeOf = fragmentMadeOf(file, posts)
    const text = madeOf === undefined ? JSON.stringify(value) : undefined
    const hash = createHash(`sha1`)
      .update(text ?? `made of ${madeOf}`)
      .digest(`base64`)
    written.set(file, hash)
    if (before.get(file) !== hash || !present.has(file)) changed.push([file, text ?? JSON.stringify(value)])
  }
  await Promise.all([`d`, `p`, `f`].map(folder => fs.mkdir(path.join(root, folder), { recursive: true })))
  await mapAtOnce(changed, WRITE_AT_ONCE, ([file, text]) => fs.writeFile(path.join(root, file), text))
  const stale = [...present].filter(file => !files.has(file))
  await mapAtOnce(stale, WRITE_AT_ONCE, file => fs.rm(path.join(root, file), { force: true }))
  await cache?.set(key, [...written])
  reporter.info(
    `search index${at === SEARCH_PATH ? `` : ` ${at}`}: ${files.size} files (${changed.length} written, ${stale.length} removed) in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s, heap +${Math.round(heapGrowth / 2 ** 20)} MB`,
  )
}

/** For a post's own file (f/{number}.json), what its post was made of, when that is known. */
function fragmentMadeOf(file: string, posts: readonly ListedPostNode[]): string | undefined {
  const number = /^f\/(\d+)\.json$/.exec(file)?.[1]
  return number === undefined ? undefined : posts[Number(number)]?.madeOf
}

/** Files a few hundred at a time: thousands of posts make thousands of files. */
const WRITE_AT_ONCE = 256

/** Every file under `dir`, by its path from there with "/"; none when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries
    .filter(entry => entry.isFile())
    .map(entry =>
      path
        .relative(dir, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join(`/`),
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
  for (const lang of SITE_LANGUAGES) {
    const at = languagePath(lang, SEARCH_PATH)
    let files: Map<string, unknown> | null = null
    app.get(`${at}/*`, async (request, response) => {
      const file = request.params[0]
      try {
        const runner = graphql()
        if (!runner) throw new Error(`the posts are not loaded yet`)
        if (file === `meta.json` || !files) files = buildSearchIndex(indexedPosts(await listedPosts(runner, { sections: true }), lang))
        if (!files.has(file)) {
          response.status(404).json({ error: `${at}/${file} is not part of the search index` })
          return
        }
        response.json(files.get(file))
      } catch (error) {
        reporter.error(`${at}/${file}: ${(error as Error).message}`)
        response.status(500).json({ error: (error as Error).message })
      }
    })
  }
}
