// A body without "@" is parsed without GFM's email autolinks, and reads the same.
import unified from "unified"
import remarkParse from "remark-parse"
import remarkGfm from "remark-gfm"
import remarkFootnotes from "remark-footnotes"
import remarkMath from "remark-math"
import { remarkPandocDollars } from "../dollars"
import { remarkEmailAutolinksWhereAt, withoutEmailAutolinks } from "../email-autolinks"

// As gatsby-transformer-remark builds its parser, with the plugin's parser plugins after.
const page = () => unified().use(remarkParse).use(remarkGfm).use(remarkFootnotes, { inlineNotes: true }).use(remarkMath)
const plain = page().use(remarkPandocDollars)
const lighter = page().use(remarkPandocDollars).use(remarkEmailAutolinksWhereAt)

const BODIES = [
  `Bare addresses: www.example.com, https://example.org/a?b=c and http://x.y/z. Not one: example.com.`,
  `| a | b |\n|---|---|\n| ~~gone~~ | [x] |\n\n- [ ] to do\n- [x] done`,
  `A footnote[^1] and ^[an inline one], $x^2$ and a $5 bill.\n\n[^1]: The note, see www.example.org.`,
  "```js\nconst a = 1\n```\n\nText after code, with _emphasis_ and **strong** words.",
  `Write to ada@example.com or www.example.com; @handles and a@b stay as GFM reads them.`,
]

const strip = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(strip)
    : node && typeof node === `object`
      ? Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === `position` ? undefined : strip(value)]))
      : node

it.each(BODIES)(`reads the same tree as GFM alone: %s`, body => {
  expect(strip(lighter.parse(body))).toEqual(strip(plain.parse(body)))
})

it(`still finds an email address written bare, where the body has an "@"`, () => {
  const json = JSON.stringify(lighter.parse(`Mail ada@example.com today.`))
  expect(json).toContain(`"url":"mailto:ada@example.com"`)
})

it(`leaves out the email autolink, and nothing else, from GFM's syntax`, () => {
  // GFM's syntax as remark-gfm adds it to the parser (the one gatsby-transformer-remark uses).
  const processor = unified().use(remarkParse).use(remarkGfm)
  processor.freeze()
  const [syntax] = processor.data(`micromarkExtensions`) as Array<{ text: Record<string, unknown> }>
  const names = (text: Record<string, unknown>) =>
    Object.values(text).flatMap(value => ([] as Array<{ tokenize?: { name: string } }>).concat(value as never).map(c => c.tokenize?.name))
  const before = names(syntax.text)
  const after = names((withoutEmailAutolinks(syntax) as typeof syntax).text)
  expect(before.filter(name => name === `tokenizeEmailAutolink`).length).toBeGreaterThan(50)
  expect(after).toEqual(before.filter(name => name !== `tokenizeEmailAutolink`))
  // An extension without it is handed back as it was.
  const math = { text: { 36: { tokenize: function tokenizeMath() {} } } }
  expect(withoutEmailAutolinks(math)).toBe(math)
})

it(`puts GFM's extensions back after each parse`, () => {
  const processor = page().use(remarkEmailAutolinksWhereAt)
  processor.parse(`No at sign here.`)
  const extensions = processor.data(`micromarkExtensions`) as unknown[]
  const json = JSON.stringify(processor.parse(`ada@example.com`))
  expect(json).toContain(`mailto:ada@example.com`)
  expect(extensions.map(withoutEmailAutolinks)).not.toEqual(extensions)
})
