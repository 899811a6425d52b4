/** @jest-environment node */
// An alias that would climb out of public/ once decoded is refused by
// `npm run check`, naming the file and the field, as the build refuses it.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { runCheck } from "../../../scripts/check"

let root: string
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), `alias-check-`))
  const front = [`title: "Moved"`, `author: "Ada Writer"`, `date: "2025-03-01"`, `category: "Notes"`, `description: "A test."`]
  const write = async (name: string, lines: string[]) => {
    await fs.mkdir(path.join(root, `content`, `posts`), { recursive: true })
    await fs.writeFile(path.join(root, `content`, `posts`, name), [`---`, ...front, ...lines, `---`, ``, `Words.`].join(`\n`))
  }
  await write(`climbs.md`, [`aliases: ["/%2e%2e/%2e%2e/x/", "/a/%2f..%2f..%2fx"]`])
  await write(`jekyll.md`, [`redirect_from: '/..\\x'`])
  await write(`fine.md`, [`aliases: ["/2019/05/fine/", "/c%23-tips/"]`])
})
afterAll(() => fs.rm(root, { recursive: true, force: true }))

it(`refuses an alias that climbs out once decoded, naming the file and the field`, async () => {
  const lines: string[] = []
  expect(await runCheck(root, line => lines.push(line))).toBe(1)
  const refused = lines.filter(line => /aliases|redirect_from/.test(line))
  expect(refused).toEqual([
    `error content/posts/climbs.md: aliases: "/%2e%2e/%2e%2e/x/" must not contain . or .. segments (decoded, it is /../../x/)`,
    `error content/posts/climbs.md: aliases: "/a/%2f..%2f..%2fx" has an encoded slash (%2F); write / itself, between the path's parts`,
    `error content/posts/jekyll.md: redirect_from: "/..\\x" has a backslash or a control character such as NUL, written or %-encoded; ` +
      `a path on this site holds neither`,
  ])
})
