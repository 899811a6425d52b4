// Rich markdown the site cannot render stops the build, and npm run check says
// the same, naming the file and the line: TeX that KaTeX cannot read and a
// diagram mermaid cannot draw. npm run check also lists diagrams not drawn yet.
import { execFile } from "child_process"
import path from "path"
import { promisify } from "util"
import { createTempSite, markdownPost, type BuildResult, type TempSite } from "./support/temp-site"

jest.setTimeout(400_000)

const run = promisify(execFile)
const front = { title: `Broken`, date: `2024-05-01`, category: `Writing` }
// The front matter is five lines and a blank one: the body starts on line 7.
const BAD_MATH = [`Fine: $x^2$.`, ``, `Broken: $\\frac{1$ here.`].join(`\n`)
const BAD_DIAGRAM = [`Intro.`, ``, "```mermaid", `flowchart LR`, `  A -->`, "```"].join(`\n`)

let site: TempSite
let result: BuildResult

beforeAll(async () => {
  site = await createTempSite(`rich-errors`)
  await site.write(`content/posts/bad-math.md`, markdownPost(front, BAD_MATH))
  await site.write(`content/posts/bad-diagram.md`, markdownPost(front, BAD_DIAGRAM))
  result = await site.build()
})

afterAll(() => site?.remove())

const about = (lines: string[], file: string) =>
  lines.filter(line => line.includes(file)).map(line => line.replace(/^(error|warn)\s+/i, ``))

it(`fails the build, naming the file, the line and KaTeX's error`, () => {
  expect(result.code).not.toBe(0)
  expect(about(result.lines, `content/posts/bad-math.md`)).toEqual([
    `content/posts/bad-math.md: line 9: math: Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{1`,
  ])
})

it(`fails the build, naming the file, the line and why mermaid cannot draw the diagram`, () => {
  const lines = about(result.lines, `content/posts/bad-diagram.md`)
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(
    /^content\/posts\/bad-diagram\.md: line 9: mermaid cannot draw this diagram: Parse error on line \d+: .*Expecting/,
  )
  expect(result.lines.filter(line => /ERROR\s+UNKNOWN/.test(line))).toEqual([])
})

it(`npm run check names the TeX error and lists the diagram that is not drawn yet`, async () => {
  const output = await run(`npx`, [`tsx`, path.join(site.dir, `scripts/check.ts`), site.dir], { cwd: site.dir }).then(
    () => ``,
    (error: { code: number; stdout: string }) => {
      expect(error.code).toBe(1)
      return error.stdout
    },
  )
  const lines = output.split(`\n`)
  expect(lines).toContain(
    `error content/posts/bad-math.md: line 9: math: Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{1`,
  )
  expect(about(lines, `content/posts/bad-diagram.md`)).toEqual([
    expect.stringMatching(/^content\/posts\/bad-diagram\.md: line 9: this mermaid diagram is not drawn yet/),
  ])
})

it(`npm run diagrams, without a browser, names the diagram and says what to install`, async () => {
  const failed = await run(`npx`, [`tsx`, path.join(site.dir, `scripts/diagrams.ts`), site.dir], {
    cwd: site.dir,
    env: { ...process.env, CHROMIUM_PATH: path.join(site.dir, `no-browser`) },
  }).then(
    () => null,
    (error: { code: number; stdout: string }) => error,
  )
  expect(failed?.code).toBe(1)
  expect(failed?.stdout).toMatch(
    new RegExp(
      /^error content\/posts\/bad-diagram\.md: line 9: /.source +
        /this diagram is not drawn yet, and drawing it needs Chromium, .*apt-get install chromium/.source,
      `m`,
    ),
  )
})
