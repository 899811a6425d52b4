/**
 * @jest-environment node
 */
import { markdownInHtmlBlocks } from "../html-blocks"

const lines = (...all: string[]) => all.join(`\n`)

it(`sets the markdown inside an HTML block apart with blank lines, so it is read as markdown`, () => {
  const changed = new Set<string>()
  const body = lines(
    `<div align="center">`,
    `![Maple](./maple.jpg)`,
    `*A maple in autumn*`,
    `</div>`,
    ``,
    `<center>![Oak](./oak.jpg)</center>`,
    ``,
    `<div class="note">`,
    `Plain text, no markdown.`,
    `</div>`,
    ``,
    "```html",
    `<div>`,
    `![kept](./a.png)`,
    `</div>`,
    "```",
  )
  expect(markdownInHtmlBlocks(body, changed)).toBe(
    lines(
      `<div align="center">`,
      ``,
      `![Maple](./maple.jpg)`,
      `*A maple in autumn*`,
      ``,
      `</div>`,
      ``,
      `<center>`,
      ``,
      `![Oak](./oak.jpg)`,
      ``,
      `</center>`,
      ``,
      `<div class="note">`,
      `Plain text, no markdown.`,
      `</div>`,
      ``,
      "```html",
      `<div>`,
      `![kept](./a.png)`,
      `</div>`,
      "```",
    ),
  )
  expect([...changed]).toEqual([`markdown inside HTML blocks`])
})

it(`leaves a block that does not close where it ends, and one already set apart`, () => {
  const open = lines(`<div>`, `![A](./a.png)`, ``, `</div>`)
  expect(markdownInHtmlBlocks(open, new Set())).toBe(open)
  const apart = lines(`<div>`, ``, `![A](./a.png)`, ``, `</div>`)
  expect(markdownInHtmlBlocks(apart, new Set())).toBe(apart)
})
