// What the content check reads of rich markdown, with the file's line numbers.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import { checkRichMarkdown } from "../check"
import { diagramFileName } from "../diagrams"

const root = mkdtempSync(path.join(os.tmpdir(), `rich-check-`))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe(`checkRichMarkdown`, () => {
  it(`names TeX that KaTeX cannot read, with its line in the file, and leaves money alone`, () => {
    const body = [`It costs $5 and $10.`, ``, `Fine: $x^2$ and \\(y\\).`, ``, `Broken: $\\frac{1$ here.`, ``, `$$`, `\\sqrt{`, `$$`].join(
      `\n`,
    )
    const { errors } = checkRichMarkdown(body, 8, root)
    expect(errors.map(error => error.line)).toEqual([12, 14])
    expect(errors[0].message).toMatch(/^math: .*\\frac\{1/)
  })

  it(`checks a math fence as display math`, () => {
    expect(checkRichMarkdown("```math\n\\frac{1\n```", 1, root).errors).toHaveLength(1)
  })

  it(`warns once per language the highlighter does not know`, () => {
    const body = ["```nosuchlang", `a`, "```", ``, "```nosuchlang", `b`, "```", ``, "```rust", `fn x() {}`, "```"].join(`\n`)
    const { warnings } = checkRichMarkdown(body, 5, root)
    expect(warnings).toEqual([{ line: 5, message: expect.stringContaining(`code language "nosuchlang"`) }])
  })

  it(`lists diagrams, and warns about those not drawn yet`, () => {
    const drawn = `graph LR\n  A --> B`
    mkdirSync(path.join(root, `content/diagrams`), { recursive: true })
    for (const theme of [`light`, `dark`] as const)
      writeFileSync(path.join(root, `content/diagrams`, diagramFileName(drawn, theme)), `<svg></svg>`)
    const body = ["```mermaid", drawn, "```", ``, "```mermaid", `graph TD`, `  X --> Y`, "```"].join(`\n`)
    const report = checkRichMarkdown(body, 3, root)
    expect(report.diagrams).toEqual([
      { line: 3, source: drawn },
      { line: 8, source: `graph TD\n  X --> Y` },
    ])
    expect(report.warnings).toEqual([{ line: 8, message: expect.stringContaining(`not drawn yet`) }])
  })

  it(`warns about a frame from another host, which becomes a link`, () => {
    const body = [
      `Text.`,
      `<iframe src="https://codepen.io/a/embed/b"></iframe>`,
      `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>`,
    ].join(`\n`)
    expect(checkRichMarkdown(body, 10, root).warnings).toEqual([
      { line: 11, message: expect.stringContaining(`https://codepen.io/a/embed/b is shown as a link`) },
    ])
  })

  it(`says nothing of a frame that a code block or a code span shows as code`, () => {
    const body = [
      "```html",
      `<iframe src="https://codepen.io/a/embed/b"></iframe>`,
      "```",
      'Write `<iframe src="https://example.org/x"></iframe>` to embed it.',
    ].join(`\n`)
    expect(checkRichMarkdown(body, 10, root).warnings).toEqual([])
  })
})
