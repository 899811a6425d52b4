// A repeated title heading, and emoji shortcodes.
import unified from "unified"
import remarkParse from "remark-parse"
import { dropRepeatedTitle } from "../title-heading"
import { replaceShortcodes } from "../emoji"

const parse = (markdown: string) => unified().use(remarkParse).parse(markdown) as any

describe(`dropRepeatedTitle`, () => {
  it(`removes a first heading that says the title again, whatever its case and punctuation`, () => {
    const root = parse(`# Hello, World!\n\nBody.`)
    expect(dropRepeatedTitle(root, `hello world`)).toBe(true)
    expect(root.children.map((node: any) => node.type)).toEqual([`paragraph`])
  })

  it(`keeps a heading that says something else, a second-level heading, and one after text`, () => {
    expect(dropRepeatedTitle(parse(`# Introduction\n\nBody.`), `Hello`)).toBe(false)
    expect(dropRepeatedTitle(parse(`## Hello\n\nBody.`), `Hello`)).toBe(false)
    expect(dropRepeatedTitle(parse(`Body.\n\n# Hello`), `Hello`)).toBe(false)
  })
})

describe(`replaceShortcodes`, () => {
  const table = new Map([
    [`tada`, `🎉`],
    [`+1`, `👍`],
  ])

  it(`replaces known shortcodes in text, not in code or addresses`, () => {
    const root = parse(`Done :tada: :+1: :nope: at 12:30:45\n\n\`:tada:\`\n\n[link](https://x.example/:tada:)`)
    replaceShortcodes(root, table)
    expect(root.children[0].children[0].value).toBe(`Done 🎉 👍 :nope: at 12:30:45`)
    expect(root.children[1].children[0].value).toBe(`:tada:`)
    expect(root.children[2].children[0].url).toBe(`https://x.example/:tada:`)
  })
})
