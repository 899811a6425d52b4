import { checkBody } from "../body-rules"

const body = (...lines: string[]) => lines.join(`\n`)

describe(`checkBody`, () => {
  it(`refuses styles and whole documents, with their lines (scripts: active-content.test.ts)`, () => {
    const report = checkBody(
      body(
        `Intro`,
        `<script src="https://cdn.example.com/x.js"></script>`,
        `<link rel="stylesheet" href="https://cdn.example.com/x.css">`,
        `<style>p { color: red }</style>`,
        `<!DOCTYPE html>`,
        `<link rel="preconnect" href="https://example.com">`,
      ),
      5,
    )
    expect(report.errors.map(error => [error.line, error.message.split(`:`)[0]])).toEqual([
      [8, `a <style> element`],
      [9, `a whole HTML document (<html>, <head>, <body> or a doctype)`],
    ])
  })

  it(`leaves markup shown as code alone`, () => {
    const report = checkBody(
      body(
        "```html",
        `<script>alert(1)</script>`,
        "```",
        "Write `<script>` in HTML, or `{% raw %}` in Liquid.",
        ``,
        `    <style>indented code</style>`,
        `<!-- <script> commented out -->`,
      ),
    )
    expect(report).toEqual({ errors: [], warnings: [] })
  })

  it(`warns about Hugo shortcodes and Liquid tags outside code`, () => {
    const report = checkBody(body(`{{< youtube abc >}}`, `Text {% include note.html %} more`, `~~~`, `{{< inside code >}}`, `~~~`), 3)
    expect(report.errors).toEqual([])
    expect(report.warnings.map(warning => warning.line)).toEqual([3, 4])
    expect(report.warnings[0].message).toMatch(/^a Hugo shortcode \({{< youtube abc >}}\)/)
    expect(report.warnings[1].message).toMatch(/^a Liquid tag \({% include note.html %}\)/)
  })

  it(`warns about template expressions, MDX comments, admonitions and attribute lists, but not TeX or a heading's id`, () => {
    const report = checkBody(
      body(
        `Made by {{ config.title }}.`,
        `{/* a note */}`,
        `:::tip Hello`,
        `!!! note "Title"`,
        `A paragraph.`,
        `{: .lead}`,
        `![A](a.png){ width=300 }`,
        `## Title {#title}`,
        `$\\frac{{a}}{b}$ and :tada:`,
        `$$`,
        `{{a}} = {b}`,
        `$$`,
      ),
    )
    expect(report.warnings.map(({ line, message }) => `${line} ${message.split(` (`)[0]}`)).toEqual([
      `1 a template expression`,
      `2 an MDX comment`,
      `3 a Docusaurus admonition`,
      `4 a Material for MkDocs admonition`,
      `6 an attribute list`,
      `7 an attribute list`,
    ])
  })

  it(`reads CRLF like LF`, () => {
    expect(checkBody(`a\r\n<style>\r\n`).errors.map(error => error.line)).toEqual([2])
  })
})
