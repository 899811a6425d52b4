/** @jest-environment node */
// A post too large or too deeply nested for the markdown parsers is refused by
// npm run check (and so by the build's check) with its file, its line and the
// limit, before any parser reads it: no crash, no minutes of work.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { runCheck } from "../../../scripts/check"
import { postText } from "../test-support/post-text"

let root: string
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), `pathological-posts-`))
  const posts = path.join(root, `content`, `posts`)
  await fs.mkdir(posts, { recursive: true })
  await fs.writeFile(path.join(posts, `huge.md`), postText(`Huge`, `Words and more words.\n`.repeat(1_000_000)))
  await fs.writeFile(path.join(posts, `quotes.md`), postText(`Quotes`, `${`>`.repeat(10_000)} deep`))
  const list = Array.from({ length: 5_000 }, (_, line) => `${`  `.repeat(line % 40)}- item ${line}`).join(`\n`)
  await fs.writeFile(path.join(posts, `lists.md`), postText(`Lists`, list))
})
afterAll(() => fs.rm(root, { recursive: true, force: true }))

it(`refuses each with its file, line and limit`, async () => {
  const lines: string[] = []
  expect(await runCheck(root, line => lines.push(line))).toBe(1)
  const refused = lines.filter(line => line.startsWith(`error content/posts/`))
  expect(refused).toEqual([
    expect.stringMatching(/^error content\/posts\/huge\.md: line \d+: the post is [\d,]+ characters long, past the limit of 1,000,000/),
    expect.stringMatching(/^error content\/posts\/lists\.md: line 41: nests block quotes \(>\) and lists 33 levels deep; the limit is 32/),
    expect.stringMatching(/^error content\/posts\/quotes\.md: line 9: nests block quotes \(>\) and lists \d+ levels deep; the limit is 32/),
  ])
})
