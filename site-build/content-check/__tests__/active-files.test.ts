/** @jest-environment node */
// What would run in a post's page or feed, or in an SVG opened at its own
// address, is refused by npm run check and by the build's check alike, with
// the file and the line.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { runCheck } from "../../../scripts/check"
import { readContentFolder } from "../content-folder"
import { checkSiteContent } from "../gatsby-step"
import { formatProblem } from "../../content-model/content-rules"
import { postText as post } from "../test-support/post-text"

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">`
let root: string
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), `active-files-`))
  const write = async (file: string, text: string) => {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await fs.writeFile(path.join(root, file), text)
  }
  await write(`content/posts/clean.md`, post(`Clean`, `Words with \`<script>\` as code and ![a dot](./dot.svg).`))
  await write(`content/posts/dot.svg`, `${SVG}<style>rect{fill:red}</style><rect width="1" height="1"/></svg>`)
  await write(`content/posts/wrapped.md`, post(`Wrapped`, `Intro.`, ``, '<div title="`"><script src="./payload.js"></script>`"></div>'))
  await write(
    `content/posts/links.md`,
    post(`Links`, `A [link](javascript:alert(1)).`, ``, `<meta http-equiv="refresh" content="0; url=https://elsewhere.example">`),
  )
  await write(`static/badge.svg`, `${SVG}\n<rect onload="alert(1)"/></svg>`)
})
afterAll(() => fs.rm(root, { recursive: true, force: true }))

const REMOVE = `remove it, or put it in a code block to show it as code`
const EXPECTED = [
  `content/posts/links.md: line 9: a javascript: address (href= on <a>): a post cannot run scripts; ${REMOVE}`,
  `content/posts/links.md: line 11: a <meta> element (a refresh would send every reader elsewhere): ` +
    `a post cannot change the page's head; ${REMOVE}`,
  `content/posts/wrapped.md: line 11: a <script> element: a post cannot run scripts; ${REMOVE}`,
  `static/badge.svg: line 2: an event handler (onload= on <rect>): a post cannot run scripts; ` +
    `the SVG is published as it is and would run it when opened at its own address: remove it from the file`,
]

it(`refuses each in npm run check, and nothing in the clean post or SVG`, async () => {
  const lines: string[] = []
  expect(await runCheck(root, line => lines.push(line))).toBe(1)
  expect(lines.filter(line => /^error (content\/posts|static)\//.test(line))).toEqual(EXPECTED.map(line => `error ${line}`))
})

it(`refuses the same in the build's check, its kept results in use`, async () => {
  const kept = new Map<string, unknown>()
  const cache = { get: async (key: string) => kept.get(key), set: async (key: string, value: unknown) => kept.set(key, value) }
  for (let run = 0; run < 2; run++) {
    const report = await checkSiteContent(await readContentFolder(root), { today: `2026-01-01`, production: true }, cache)
    expect(report.problems.map(formatProblem).filter(line => !line.startsWith(`content/data`))).toEqual(EXPECTED)
  }
})
