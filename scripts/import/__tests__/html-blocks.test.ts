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

it(`sets apart the markdown of a block that closes after a blank line, and leaves one already set apart`, () => {
  const open = lines(`<div>`, `![A](./a.png)`, ``, `</div>`)
  expect(markdownInHtmlBlocks(open, new Set())).toBe(lines(`<div>`, ``, `![A](./a.png)`, ``, `</div>`))
  const apart = lines(`<div>`, ``, `![A](./a.png)`, ``, `</div>`)
  expect(markdownInHtmlBlocks(apart, new Set())).toBe(apart)
})

it(`sets apart each image of a grid of <div>s, as tailwind-nextjs-starter-blog's gallery writes them`, () => {
  const body = lines(
    `<div className="flex flex-wrap">`,
    ``,
    `<div className="w-full xl:w-1/2">`,
    `![Maple](./maple.jpg)`,
    `</div>`,
    `<div className="w-full xl:w-1/2">`,
    `![Lake](./lake.jpg)`,
    `</div>`,
    ``,
    `</div>`,
  )
  expect(markdownInHtmlBlocks(body, new Set())).toBe(
    lines(
      `<div className="flex flex-wrap">`,
      ``,
      `<div className="w-full xl:w-1/2">`,
      ``,
      `![Maple](./maple.jpg)`,
      ``,
      `</div>`,
      `<div className="w-full xl:w-1/2">`,
      ``,
      `![Lake](./lake.jpg)`,
      ``,
      `</div>`,
      ``,
      `</div>`,
    ),
  )
})

it(`leaves the lines of a terminal drawn in <code> as they are: a # there is a shell comment, not a heading`, () => {
  const block = lines(
    `<code style="display: block">`,
    `<span># Prettier 1.15</span><br />`,
    ``,
    `<span># Prettier 1.16</span><br />`,
    `$ prettier --check<br />`,
    `</code>`,
    ``,
    `<div>`,
    `![After](./after.png)`,
    `</div>`,
  )
  const changed = new Set<string>()
  // The box stays one HTML block: its blank line would end it, and the rest would be read as paragraphs.
  expect(markdownInHtmlBlocks(block, changed)).toBe(
    lines(
      `<code style="display: block">`,
      `<span># Prettier 1.15</span><br />`,
      `<span># Prettier 1.16</span><br />`,
      `$ prettier --check<br />`,
      `</code>`,
      ``,
      `<div>`,
      ``,
      `![After](./after.png)`,
      ``,
      `</div>`,
    ),
  )
})
