/** @jest-environment node */
// A link under content/ or static/ to what the project does not hold is refused
// by the check, by name, and nothing behind it is read; a link inside is followed.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { runCheck } from "../../../scripts/check"
import { readContentFolder } from "../content-folder"
import { checkSiteContent, dataSyntaxProblems, linksOutOfProject } from "../gatsby-step"
import { formatProblem } from "../../content-model/content-rules"
import { postText as post } from "../test-support/post-text"

let root: string
let elsewhere: string
let real: string
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), `outside-links-`))
  elsewhere = await fs.mkdtemp(path.join(os.tmpdir(), `outside-links-elsewhere-`))
  real = await fs.realpath(elsewhere)
  const write = async (file: string, text: string) => {
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(file, text)
  }
  await write(path.join(root, `content`, `posts`, `hello.md`), post(`Hello`))
  await write(path.join(root, `notes`, `inside.md`), post(`Inside`))
  await write(path.join(elsewhere, `passwd`), `root:x:0:0:root:/root:/bin/sh\n`)
  await write(path.join(elsewhere, `drafts`, `index.md`), post(`Not the project's`))
  await fs.symlink(path.join(elsewhere, `passwd`), path.join(root, `content`, `posts`, `x.md`))
  await fs.symlink(path.join(elsewhere, `drafts`), path.join(root, `content`, `posts`, `drafts`))
  await write(path.join(root, `content`, `data`, `broken.json`), `{ "name": `)
  await fs.symlink(path.join(elsewhere, `passwd`), path.join(root, `content`, `data`, `secret.json`))
  await fs.mkdir(path.join(root, `static`))
  await fs.symlink(path.join(elsewhere, `passwd`), path.join(root, `static`, `passwd.txt`))
  // Inside the project (relative, as one usually writes it): followed as before.
  await fs.symlink(path.join(`..`, `..`, `notes`, `inside.md`), path.join(root, `content`, `posts`, `inside.md`))
})
afterAll(() => Promise.all([root, elsewhere].map(dir => fs.rm(dir, { recursive: true, force: true }))))

it(`refuses each link out of the project in npm run check, naming the link and where it leads`, async () => {
  const lines: string[] = []
  expect(await runCheck(root, line => lines.push(line))).toBe(1)
  const refused = lines.filter(line => line.includes(`outside the project`))
  const drafts = path.join(real, `drafts`)
  const passwd = path.join(real, `passwd`)
  // What a build and `gatsby develop` refuse before they start, for develop would serve them from static/.
  expect(linksOutOfProject(root).map(problem => `error ${formatProblem(problem)}`)).toEqual(refused)
  expect(refused).toEqual([
    `error content/data/secret.json: (file): is a link to a file outside the project (${passwd}); copy the file in instead`,
    `error content/posts/drafts: (file): is a link to a folder outside the project (${drafts}); copy the folder in instead`,
    `error content/posts/x.md: (file): is a link to a file outside the project (${passwd}); copy the file in instead`,
    `error static/passwd.txt: (file): is a link to a file outside the project (${passwd}); copy the file in instead`,
  ])
})

it(`refuses them in the build's check as well, its kept results in use`, async () => {
  const kept = new Map<string, unknown>()
  const cache = { get: async (key: string) => kept.get(key), set: async (key: string, value: unknown) => kept.set(key, value) }
  const options = { today: `2026-01-01`, production: true }
  for (let run = 0; run < 2; run++) {
    const report = await checkSiteContent(await readContentFolder(root), options, cache)
    expect(report.problems.map(formatProblem)).toContain(
      `content/posts/x.md: (file): is a link to a file outside the project (${path.join(real, `passwd`)}); copy the file in instead`,
    )
  }
})

it(`reads no data file behind a link out of the project before sourcing, only the project's own`, async () => {
  const problems = await dataSyntaxProblems(root)
  expect(problems.map(problem => problem.file)).toEqual([`content/data/broken.json`])
})

it(`reads nothing behind a link out of the project, and follows one that stays inside`, async () => {
  const folder = await readContentFolder(root)
  expect(folder.posts.map(post => post.file)).toEqual([`content/posts/hello.md`, `content/posts/inside.md`])
  expect([...folder.files].some(file => /passwd|drafts|x\.md/.test(file))).toBe(false)
})

it(`refuses content/ itself when it is a link out of the project`, async () => {
  const project = await fs.mkdtemp(path.join(os.tmpdir(), `outside-links-root-`))
  try {
    await fs.symlink(elsewhere, path.join(project, `content`))
    const lines: string[] = []
    await runCheck(project, line => lines.push(line))
    expect(lines).toContain(`error content: (file): is a link to a folder outside the project (${real}); copy the folder in instead`)
    expect((await readContentFolder(project)).files.size).toBe(0)
  } finally {
    await fs.rm(project, { recursive: true, force: true })
  }
})
