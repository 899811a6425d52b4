// The owner's writing tools in a temporary copy: `npm run new-post` writes a
// post, `npm run check` accepts it, the build publishes it and a browser finds
// its page; then, on broken content, `check` and the build name the same problems.
import { execFile } from "child_process"
import { promises as fs } from "fs"
import path from "path"
import { useServedSite, visit } from "./support/browser"
import { siteUrl } from "./support/site"
import { createTempSite, markdownPost as post, type BuildResult, type TempSite } from "./support/temp-site"

// Two builds; a shared machine can take several minutes for each.
jest.setTimeout(900_000)

interface Run {
  code: number
  lines: string[]
}

/** Runs one of the project's TypeScript commands in the copy, as npm run would. */
function runScript(dir: string, script: string, args: string[] = []): Promise<Run> {
  return new Promise(resolve => {
    execFile(path.join(dir, `node_modules/.bin/tsx`), [script, ...args], { cwd: dir }, (error, stdout, stderr) => {
      const code = error ? Number((error as NodeJS.ErrnoException & { code?: unknown }).code ?? 1) : 0
      resolve({ code, lines: `${stdout}${stderr}`.split(`\n`).filter(Boolean) })
    })
  })
}

const today = () => {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, `0`)
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

describe(`from npm run new-post to a built page`, () => {
  let temp: TempSite
  let folderPost: Run
  let filePost: Run
  let again: Run
  let check: Run
  let build: BuildResult
  const site = useServedSite()

  beforeAll(async () => {
    temp = await createTempSite(`writing`)
    folderPost = await runScript(temp.dir, `scripts/new-post.ts`, [`Tokio tasks`, `--category`, `Rust`, `--folder`])
    filePost = await runScript(temp.dir, `scripts/new-post.ts`, [`Café au lait: a first post!`, `--tags`, `rust,async`])
    again = await runScript(temp.dir, `scripts/new-post.ts`, [`Cafe au lait - a first post`])
    check = await runScript(temp.dir, `scripts/check.ts`)
    build = await temp.build({ timeoutMs: 480_000 })
    if (build.code !== 0) throw new Error(`The build failed:\n${build.output.slice(-4000)}`)
    await site.start(temp.publicDir)
  })

  afterAll(() => temp?.remove())

  it(`writes the post, dated today, and prints its path and address`, async () => {
    expect(folderPost).toEqual({
      code: 0,
      lines: [
        `written       content/posts/tokio-tasks/index.md`,
        `address       /post/tokio-tasks (${siteUrl()}/post/tokio-tasks once deployed)`,
        `next          write the post, then: npm run check, and npm run develop to see it`,
      ],
    })
    // Without --category, the category most posts use: Rust, now on two of them.
    expect(filePost.code).toBe(0)
    expect(filePost.lines.slice(0, 2)).toEqual([
      `category      Rust (used by 2 of 8 posts, the most; give --category "Name" to choose)`,
      `written       content/posts/cafe-au-lait-a-first-post.md`,
    ])
    const text = await fs.readFile(path.join(temp.dir, `content/posts/cafe-au-lait-a-first-post.md`), `utf8`)
    expect(text).toContain(`---\ntitle: "Café au lait: a first post!"\ndate: "${today()}"\ncategory: "Rust"\ntags: rust, async\n`)
  })

  it(`refuses to overwrite a post with the same address`, async () => {
    expect(again.code).toBe(1)
    expect(again.lines[0]).toBe(
      `npm run new-post: content/posts/cafe-au-lait-a-first-post.md already has the address /post/cafe-au-lait-a-first-post; ` +
        `nothing was written (choose another title, or edit that post)`,
    )
  })

  it(`passes npm run check`, () => {
    expect(check.code).toBe(0)
    expect(check.lines[check.lines.length - 1]).toMatch(/^No problems: 9 post\(s\) and 4 data file\(s\) in \d+\.\d s\.$/)
  })

  it(`is built into a page a visitor finds`, async () => {
    const { page, close } = await visit(site.browser)
    for (const [slug, title] of [
      [`cafe-au-lait-a-first-post`, `Café au lait: a first post!`],
      [`tokio-tasks`, `Tokio tasks`],
    ]) {
      const response = await page.goto(`${site.server.url}/post/${slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole(`heading`, { level: 1, name: title }).isVisible()).resolves.toBe(true)
      await expect(page.getByText(`Write the post here, in markdown.`).isVisible()).resolves.toBe(true)
    }
    await close()
  })
})

describe(`npm run check and the build on broken content`, () => {
  let temp: TempSite
  let check: Run
  let build: BuildResult

  beforeAll(async () => {
    temp = await createTempSite(`check-agrees`)
    await temp.write(
      `content/posts/broken/index.md`,
      post(
        { title: `Broken`, date: `2025-13-01`, category: `Guides`, image: `./cover.jpg` },
        `![A diagram](./diagram.png) and [notes][n]\n\n[n]: ./notes.pdf`,
      ),
    )
    await temp.write(
      `content/posts/untitled.md`,
      post({ date: `2025-01-01`, category: `Guides` }, `<img src="/images/nowhere.png" alt="Nowhere">`),
    )
    await temp.write(`content/data/work.json`, JSON.stringify([{ company: `C`, link: `c.example.com`, role: `R`, date: `2024` }]))
    check = await runScript(temp.dir, `scripts/check.ts`)
    build = await temp.build({ timeoutMs: 480_000 })
  })

  afterAll(() => temp?.remove())

  it(`name the same problems, one line each, and both fail`, () => {
    const expected = [
      `error content/posts/broken/index.md: date: "2025-13-01" is not a real day of the calendar (check the month and the day)`,
      `error content/posts/broken/index.md: image: "./cover.jpg" does not exist (looked for content/posts/broken/cover.jpg)`,
      `error content/posts/untitled.md: title: is missing`,
      `error content/posts/broken/index.md: body: image "./diagram.png" does not exist (looked for content/posts/broken/diagram.png)`,
      `error content/posts/broken/index.md: body: link "./notes.pdf" does not exist (looked for content/posts/broken/notes.pdf)`,
      `error content/posts/untitled.md: body: image "/images/nowhere.png" does not exist (looked for static/images/nowhere.png)`,
      `error content/data/work.json: [0].link: must be an http(s) URL, not "c.example.com"`,
    ]
    expect(check.code).toBe(1)
    expect(check.lines.filter(line => line.startsWith(`error `))).toEqual(expected)
    expect(build.code).not.toBe(0)
    expect(build.lines.filter(line => /^error content\//.test(line))).toEqual(expected)
  })
})
