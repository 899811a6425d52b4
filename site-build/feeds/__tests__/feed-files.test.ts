/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import { feedFiles } from "../feed-files"
import type { FeedGroup } from "../feed-groups"

function memoryCache() {
  const values = new Map<string, unknown>()
  return { get: async (key: string) => values.get(key), set: async (key: string, value: unknown) => void values.set(key, value) }
}

const BLOG: FeedGroup = { kind: `blog`, name: null, listingPath: `/`, ids: [`b`, `a`] }
const RUST: FeedGroup = { kind: `tag`, name: `rust`, listingPath: `/tags/rust`, ids: [`b`] }
const WEB: FeedGroup = { kind: `tag`, name: `web`, listingPath: `/tags/web`, ids: [`a`] }
const FEEDS: Array<[string, FeedGroup]> = [
  [`atom.xml`, BLOG],
  [`tags/rust/rss.xml`, RUST],
  [`tags/web/rss.xml`, WEB],
]

let publicDir: string
beforeEach(() => (publicDir = mkdtempSync(path.join(os.tmpdir(), `feed-files-`))))
afterEach(() => rmSync(publicDir, { recursive: true, force: true }))

function sources(cache: ReturnType<typeof memoryCache>) {
  return {
    cache,
    publicDir,
    posts: [
      { id: `a`, internal: { contentDigest: `a1` } },
      { id: `b`, internal: { contentDigest: `b1` } },
    ],
    contentFiles: [
      { sourceInstanceName: `posts`, relativePath: `a.md`, extension: `md`, internal: { contentDigest: `file-a1` } },
      { sourceInstanceName: `posts`, relativePath: `b/index.md`, extension: `md`, internal: { contentDigest: `file-b1` } },
      { sourceInstanceName: `posts`, relativePath: `b/chart.png`, extension: `png`, internal: { contentDigest: `png1` } },
    ],
    settings: [`https://example.org`, ``, `Ada`, `Notes`, `en`],
  }
}

/** Runs one build's feed step over `feeds`, writing the files it finds due; returns their paths and the number removed. */
async function build(input: Parameters<typeof feedFiles>[0], feeds = FEEDS) {
  const files = await feedFiles(input)
  const written: string[] = []
  for (const [feedPath, group] of feeds) {
    if (!(await files.due(feedPath, group))) continue
    mkdirSync(path.dirname(path.join(publicDir, feedPath)), { recursive: true })
    writeFileSync(path.join(publicDir, feedPath), `<feed/>`)
    written.push(feedPath)
  }
  return { written, removed: await files.finish() }
}

it(`writes every feed once, then only those whose posts changed`, async () => {
  const cache = memoryCache()
  expect((await build(sources(cache))).written).toEqual(FEEDS.map(([feedPath]) => feedPath))
  expect((await build(sources(cache))).written).toEqual([])

  const edited = sources(cache)
  edited.posts[0].internal.contentDigest = `a2`
  // The markdown file's own digest changes too; the post's node digest is what counts.
  edited.contentFiles[0].internal.contentDigest = `file-a2`
  expect((await build(edited)).written).toEqual([`atom.xml`, `tags/web/rss.xml`])
})

it(`writes every feed again when an image, a post's address or a setting changes`, async () => {
  const cache = memoryCache()
  await build(sources(cache))
  const image = sources(cache)
  image.contentFiles[2].internal.contentDigest = `png2`
  expect((await build(image)).written).toHaveLength(3)

  const moved = sources(cache)
  moved.contentFiles[0].relativePath = `renamed.md`
  expect((await build(moved)).written).toHaveLength(3)

  const prefixed = sources(cache)
  prefixed.settings[1] = `/blog`
  expect((await build(prefixed)).written).toHaveLength(3)
})

it(`writes a feed again that is gone from public/, and removes the feeds of a tag that is gone`, async () => {
  const cache = memoryCache()
  await build(sources(cache))
  rmSync(path.join(publicDir, `atom.xml`))
  expect(await build(sources(cache), FEEDS.slice(0, 2))).toEqual({ written: [`atom.xml`], removed: 1 })
  expect(existsSync(path.join(publicDir, `tags/web/rss.xml`))).toBe(false)
})

it(`writes every feed without a cache`, async () => {
  const input = { ...sources(memoryCache()), cache: undefined }
  expect((await build(input)).written).toHaveLength(3)
  expect((await build(input)).written).toHaveLength(3)
})
