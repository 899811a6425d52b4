import { parseBody } from "../../../plugins/gatsby-remark-rich-markdown/check"
import { blankFencedCode } from "../../../plugins/gatsby-remark-rich-markdown/fences"
import { bodyReferences, type MdastNode } from "../body-references"

/** The references of a body, found in its tree as the content check parses it. */
const references = (body: string) => bodyReferences(parseBody(body) as MdastNode)

describe(`bodyReferences`, () => {
  it(`finds markdown images and links, with their alt text`, () => {
    expect(references(`Text ![A tree](./tree.png "t") and [slides](./slides.pdf#p2).\n\n![](/images/a.jpg)`)).toEqual([
      { tag: `img`, url: `./tree.png`, alt: `A tree` },
      { tag: `a`, url: `./slides.pdf#p2`, alt: `` },
      { tag: `img`, url: `/images/a.jpg`, alt: `` },
    ])
  })

  it(`resolves reference-style images and links through their definitions`, () => {
    expect(references(`![The diagram][d] and [the code][c].\n\n[d]: ./d.svg\n[c]: <./my code.rs>`)).toEqual([
      { tag: `img`, url: `./d.svg`, alt: `The diagram` },
      { tag: `a`, url: `./my%20code.rs`, alt: `` },
    ])
  })

  it(`reads raw HTML tags, and nothing inside code`, () => {
    const body = [
      `<p><img src="./a.gif"> <a href="../other/">other</a></p>`,
      ``,
      "```html",
      `<img src="./in-code.png">`,
      "```",
      ``,
      "`![x](./inline.png)`",
    ].join(`\n`)
    expect(references(body)).toEqual([
      { tag: `img`, url: `./a.gif`, alt: `` },
      { tag: `a`, url: `../other/`, alt: `` },
    ])
  })

  it(`keeps a written %-escape and encodes a lone %`, () => {
    expect(references(`![a](./a%20b.png) ![b](./100%.png)`).map(reference => reference.url)).toEqual([`./a%20b.png`, `./100%25.png`])
  })
})

describe(`bodyReferences, raw HTML`, () => {
  it(`gives an <img> without src a null address, so only its alt text is checked`, () => {
    expect(references(`<img alt="">`)).toEqual([{ tag: `img`, url: null, alt: `` }])
  })
})

describe(`blankFencedCode`, () => {
  it(`blanks fenced code line for line, keeping the prose where it was`, () => {
    expect(blankFencedCode([`Text [a](./a.pdf)`, "```rust", `let x = vec![1](2);`, "```", `After`].join(`\n`))).toBe(
      [`Text [a](./a.pdf)`, ``, ``, ``, `After`].join(`\n`),
    )
  })
})

it(`finds no link inside math, which the page shows as math, and keeps a link beside a dollar amount`, () => {
  expect(references(`$[x](y)$ and the [$10k bounty](./bounty.md) for $5`)).toEqual([{ tag: `a`, url: `./bounty.md`, alt: `` }])
})
