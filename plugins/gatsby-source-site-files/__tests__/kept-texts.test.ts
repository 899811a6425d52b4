// A build reads each post and data file once: sourcing keeps its text, the transformer (loadNodeContent) and the
// content check (readContentFolder) take it from there while the file is unchanged, and read it again once it is not.
import { createHash } from "crypto"
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { forgetTexts, keptText, readAndKeep } from "../kept-texts"
import { sourceFiles } from "../source-files"
import { fakeApi } from "../test-support/fake-api"
import { readContentFolder } from "../../../site-build/content-check/content-folder"
// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require(`..`) as { loadNodeContent(node: object): Promise<string> }

let root: string
let post: string
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), `kept-texts-`))
  await fs.mkdir(path.join(root, `content`, `posts`), { recursive: true })
  await fs.mkdir(path.join(root, `content`, `data`), { recursive: true })
  post = path.join(root, `content`, `posts`, `hello.md`)
})
beforeEach(async () => {
  forgetTexts()
  await fs.writeFile(post, `---\ntitle: Habari\n---\nNdiyo, dunia.\n`)
  await fs.writeFile(path.join(root, `content`, `data`, `profile.json`), `{"name": "Juma"}`)
})
afterAll(() => fs.rm(root, { recursive: true, force: true }))

/** A time a file can be given and keep exactly (whole seconds). */
const LAST_YEAR = new Date(`2025-11-27T08:00:00Z`)

/** Writes `text`, of the same length as the file's, in place, at the file's time: as if it had not changed. */
async function overwriteUnnoticed(file: string, text: string) {
  const { size } = await fs.stat(file)
  expect(Buffer.byteLength(text)).toBe(size)
  await fs.writeFile(file, text)
  await fs.utimes(file, LAST_YEAR, LAST_YEAR)
}

it(`keeps a post's or data file's text and gives its digest as the MD5 of its bytes; other files are not read`, async () => {
  const bytes = await fs.readFile(post)
  const read = readAndKeep(post)
  expect(read?.digest).toBe(createHash(`md5`).update(bytes).digest(`hex`))
  expect(keptText(post, await fs.stat(post))).toBe(bytes.toString(`utf8`))
  const image = path.join(root, `content`, `posts`, `cover.png`)
  await fs.writeFile(image, `not really a png`)
  expect(readAndKeep(image)).toBeUndefined()
  expect(keptText(image, await fs.stat(image))).toBeUndefined()
  forgetTexts()
  expect(keptText(post, await fs.stat(post))).toBeUndefined()
})

it(`hands the transformer and the content check the kept text, and the file's own once it changed`, async () => {
  await fs.utimes(post, LAST_YEAR, LAST_YEAR)
  const { api, nodes } = fakeApi()
  await sourceFiles(api as never, { name: `posts`, path: path.join(root, `content`, `posts`), project: root, keepTexts: true })
  const node = nodes.find(each => (each as { absolutePath?: string }).absolutePath === post) as object
  const kept = await fs.readFile(post, `utf8`)
  // The same length and time: only a text that was kept, not read again, is the old one.
  await overwriteUnnoticed(post, kept.replace(`Ndiyo`, `Sawa!`))
  await expect(plugin.loadNodeContent(node)).resolves.toBe(kept)
  expect((await readContentFolder(root)).posts.map(each => each.text)).toEqual([kept])
  // A change the file's time shows: read again.
  await fs.writeFile(post, `---\ntitle: Habari\n---\nImebadilika.\n`)
  expect((await readContentFolder(root)).posts.map(each => each.text)).toEqual([`---\ntitle: Habari\n---\nImebadilika.\n`])
})

it(`keeps nothing for a folder sourced without keepTexts, and makes the same nodes`, async () => {
  const sourced = async (keepTexts: boolean) => {
    forgetTexts()
    const { api, nodes } = fakeApi()
    await sourceFiles(api as never, { name: `posts`, path: path.join(root, `content`, `posts`), project: root, keepTexts })
    // Reading a file may change its access time, which its node records.
    return nodes
      .map(node => ({ ...(node as { id: string }), accessTime: undefined, atime: undefined, atimeMs: undefined }))
      .sort((a, b) => a.id.localeCompare(b.id))
  }
  const plain = await sourced(false)
  expect(keptText(post, await fs.stat(post))).toBeUndefined()
  expect(await sourced(true)).toEqual(plain)
})
