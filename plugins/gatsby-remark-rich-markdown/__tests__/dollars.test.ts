// Dollar signs and math, as the body is parsed: Pandoc's rule over remark-math's.
import unified from "unified"
import remarkParse from "remark-parse"
import remarkMath from "remark-math"
import type { Node } from "unist"
import { remarkPandocDollars } from "../dollars"

interface Inline extends Node {
  value?: string
  url?: string
  children?: Inline[]
}

const parser = unified().use(remarkParse).use(remarkMath).use(remarkPandocDollars)

/** The first paragraph's children, each as its type and its text, URL or math. */
function inline(markdown: string): string[] {
  const [paragraph] = (parser.parse(markdown) as Inline).children ?? []
  const text = (node: Inline): string => node.value ?? node.children?.map(text).join(``) ?? ``
  return (paragraph.children ?? []).map(node => `${node.type} ${node.type === `link` ? `${text(node)} -> ${node.url}` : text(node)}`)
}

it(`keeps a link whose text holds a dollar amount, and the amounts after it as text`, () => {
  expect(inline(`See [$10k bounty](https://example.org/b) and more, $5 each.`)).toEqual([
    `text See `,
    `link $10k bounty -> https://example.org/b`,
    `text  and more, $5 each.`,
  ])
  expect(inline(`*$20* off`)).toEqual([`emphasis $20`, `text  off`])
})

it.each([
  [`It costs $5 and $10.`, `a closing dollar after a space`],
  [`From $x$5 on`, `a closing dollar before a digit`],
  [`A $ x$ here`, `an opening dollar before a space`],
  [`One $ alone`, `no closing dollar`],
])(`reads %s as text: %s`, markdown => {
  expect(inline(markdown)).toEqual([`text ${markdown}`])
})

it(`reads math as remark-math does wherever Pandoc would: inline, across a line, after an escaped dollar, and $$…$$`, () => {
  expect(inline(`Inline $x^2$ and $a + b$.`)).toEqual([`text Inline `, `inlineMath x^2`, `text  and `, `inlineMath a + b`, `text .`])
  expect(inline(`Across $a\nb$ lines`)).toEqual([`text Across `, `inlineMath a\nb`, `text  lines`])
  expect(inline(`\\$5 and $y$`)).toEqual([`text $5 and `, `inlineMath y`])
  expect(inline(`Sum $$\\sum_i x_i$$ inline`)).toEqual([`text Sum `, `inlineMath \\sum_i x_i`, `text  inline`])
})
