/** @jest-environment node */
// The content check parses a post's body once, for every rule that reads its
// structure (the math, the images and links it uses), and not at all when no rule needs it.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { checkContent } from "../check-content"
import { readContentFolder } from "../content-folder"

const post = (title: string, body: string) =>
  [`---`, `title: "${title}"`, `author: "Ada"`, `date: "2025-03-01"`, `category: "Notes"`, `---`, ``, body].join(`\n`)

let root: string
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), `one-parse-`))
  await fs.mkdir(path.join(root, `content`, `posts`), { recursive: true })
  await fs.mkdir(path.join(root, `static`), { recursive: true })
  const write = (name: string, text: string) => fs.writeFile(path.join(root, `content`, `posts`, name), text)
  await write(`both.md`, post(`Both`, `Energy is $E = mc^{2$ and ![a chart](./missing.png) shows it.`))
  await write(`plain.md`, post(`Plain`, `Words and nothing else.`))
})
afterAll(() => fs.rm(root, { recursive: true, force: true }))

it(`parses a body with math and an image once, finding both problems, and a plain body not at all`, async () => {
  // The module's own exports, which the check calls through (an `import * as` of a CommonJS module is a copy).
  const richMarkdown = jest.requireActual<typeof import("../../../plugins/gatsby-remark-rich-markdown/check")>(
    `../../../plugins/gatsby-remark-rich-markdown/check`,
  )
  const parsed = jest.spyOn(richMarkdown, `parseBody`)
  try {
    const report = checkContent(await readContentFolder(root), { today: `2026-01-01`, production: true })
    const both = report.problems.filter(problem => problem.file === `content/posts/both.md`)
    expect(both).toEqual([
      expect.objectContaining({ field: `line 8`, message: expect.stringMatching(/^math: /) }),
      expect.objectContaining({ field: `body`, message: expect.stringContaining(`./missing.png`) }),
    ])
    expect(parsed).toHaveBeenCalledTimes(1)
  } finally {
    parsed.mockRestore()
  }
})
