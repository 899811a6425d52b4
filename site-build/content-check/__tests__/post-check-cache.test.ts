/** @jest-environment node */
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import * as checkPost from "../check-post"
import { checkContent } from "../check-content"
import { readContentFolder } from "../content-folder"
import { checkSiteContent } from "../gatsby-step"

const OPTIONS = { today: `2026-01-01`, production: true }

const post = (title: string, fields: Record<string, string>, body: string) => {
  const frontMatter = { title, author: `Ada Writer`, date: `2025-03-01`, category: `Notes`, description: `Written for a test.`, ...fields }
  return [`---`, ...Object.entries(frontMatter).map(([key, value]) => `${key}: "${value}"`), `---`, ``, body].join(`\n`)
}
/** The problems of the posts (the test has no data files, which the check also reports). */
const ofPosts = (problems: Array<{ file: string }>) => problems.filter(problem => problem.file.startsWith(`content/posts/`))

/** Gatsby's cache as the build step uses it: values kept as they are given. */
function memoryCache() {
  const values = new Map<string, unknown>()
  return { get: async (key: string) => values.get(key), set: async (key: string, value: unknown) => values.set(key, value) }
}

/** How a JPEG file starts and ends, which is what the check reads of it. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x02, 0xff, 0xd9])

let root: string
const write = async (file: string, text: string | Uint8Array) => {
  await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true })
  await fs.writeFile(path.join(root, file), text)
}

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), `post-check-cache-`))
  await write(`content/posts/plain.md`, post(`Plain`, {}, `Words and nothing else.`))
  await write(`content/posts/with-cover.md`, post(`With a cover`, { image: `./cover.jpg` }, `It names a cover not written yet.`))
  await write(`content/posts/later.md`, post(`Later`, { date: `2026-06-01` }, `Dated after the day of the check.`))
  await write(`content/posts/drawn.md`, post(`Drawn`, {}, "```mermaid\ngraph TD; A-->B\n```"))
})
afterEach(() => fs.rm(root, { recursive: true, force: true }))

describe(`the build's content check with its kept results`, () => {
  it(`reports what the check without them reports, and checks again only what a change can affect`, async () => {
    const checked = jest.spyOn(checkPost, `checkPostFile`)
    const cache = memoryCache()
    const run = async (options = OPTIONS) => {
      checked.mockClear()
      const folder = await readContentFolder(root)
      const report = await checkSiteContent(folder, options, cache)
      const files = checked.mock.calls.map(([, post]) => post.file).sort()
      expect(report).toEqual(checkContent(folder, options))
      return { report, files }
    }

    const first = await run()
    expect(first.files).toEqual([`drawn`, `later`, `plain`, `with-cover`].map(name => `content/posts/${name}.md`))
    expect(ofPosts(first.report.problems)).toEqual([expect.objectContaining({ file: `content/posts/with-cover.md`, field: `image` })])
    expect(first.report.leftOut).toEqual([{ file: `content/posts/later.md`, why: `scheduled` }])

    // Nothing changed: only the post with a diagram, whose drawing is on the disk, is checked again.
    expect((await run()).files).toEqual([`content/posts/drawn.md`])

    // One post edited: that one.
    await write(`content/posts/plain.md`, post(`Plain`, {}, `Words, and a few more.`))
    expect((await run()).files).toEqual([`content/posts/drawn.md`, `content/posts/plain.md`])

    // A file added (the cover): every post, as any of them may use it.
    await write(`content/posts/cover.jpg`, `not really a picture`)
    const withCover = await run()
    expect(withCover.files).toHaveLength(4)
    expect(ofPosts(withCover.report.problems)).toEqual([
      expect.objectContaining({ file: `content/posts/with-cover.md`, field: `image`, message: expect.stringContaining(`holds text`) }),
    ])

    // The cover mended under the same name: no post is checked again, but its bytes are judged again.
    await write(`content/posts/cover.jpg`, JPEG)
    const mended = await run()
    expect(mended.files).toEqual([`content/posts/drawn.md`])
    expect(ofPosts(mended.report.problems)).toEqual([])

    // Another day: every post, as any may be published by then.
    const later = await run({ ...OPTIONS, today: `2026-07-01` })
    expect(later.files).toHaveLength(4)
    expect(later.report.leftOut).toEqual([])
    checked.mockRestore()
  })

  it(`keeps only the results of the last run`, async () => {
    const cache = memoryCache()
    await checkSiteContent(await readContentFolder(root), OPTIONS, cache)
    await fs.rm(path.join(root, `content/posts/plain.md`))
    await checkSiteContent(await readContentFolder(root), OPTIONS, cache)
    const kept = JSON.parse((await cache.get(`content-check-posts-1`)) as string) as Array<[string, { slug: string }]>
    expect(kept.map(([, check]) => check.slug).sort()).toEqual([`later`, `with-cover`])
  })
})
