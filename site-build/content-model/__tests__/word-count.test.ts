import { countWords } from "../word-count"

it(`counts the words of plain prose, contractions and versions as one word each`, () => {
  expect(countWords(`Rust's borrow checker isn't magic.\n\nIt shipped in v1.0, in 2015.`)).toBe(11)
  expect(countWords(``)).toBe(0)
  expect(countWords(`   \n\n  `)).toBe(0)
})

it(`leaves fenced code out, with backticks or tildes, closed or not`, () => {
  const body = [
    `Before the code.`,
    ``,
    "```rust",
    `fn main() { println!("not counted at all"); }`,
    "```",
    ``,
    `~~~`,
    `also not counted`,
    `~~~`,
    ``,
    `After it.`,
    ``,
    "```sh",
    `an unclosed fence runs to the end`,
  ].join(`\n`)
  expect(countWords(body)).toBe(5)
})

it(`reads links as their text, and leaves out images, inline code, HTML and URLs`, () => {
  const body = [
    `Read [the guide](https://example.com/guide "Guide") first.`,
    `![A cover image](/images/cover.png)`,
    `Call \`cargo build --release\` then <kbd>Enter</kbd> <!-- a note to self -->.`,
    `See https://example.com/a/b?c=d for more.`,
    ``,
    `[ref]: https://example.com/reference`,
  ].join(`\n`)
  // Read the guide first · Call then Enter · See for more
  expect(countWords(body)).toBe(10)
})

it(`closes an empty fence, and does not take inline code with backticks for a fence`, () => {
  const body = [
    `Before.`,
    "```",
    "```",
    `Between the blocks.`,
    "```js",
    `const counted = false`,
    "```",
    "```js``` is inline code, then prose.",
  ].join(`\n`)
  // Before · Between the blocks · is inline code then prose
  expect(countWords(body)).toBe(9)
})

it(`keeps the prose after a stray "<" or backtick`, () => {
  expect(countWords(`If a <b then swap.\n\nMany more words follow here.\n\nAn arrow -> points.`)).toBe(13)
  expect(countWords(`Type the \` key.\n\nThen \`ls -la\` lists files.`)).toBe(6)
})

it(`reads reference links as their text, and snake_case as one word`, () => {
  expect(countWords(`See [the docs][docs] and the max_retries setting.\n\n[docs]: https://example.com/docs`)).toBe(7)
})

it(`counts words in other scripts`, () => {
  expect(countWords(`Habari ya asubuhi. Привет мир. Ça va très bien.`)).toBe(9)
})

it(`counts the same with CRLF line endings as with LF`, () => {
  const lf = [`Some prose here.`, ``, "```rust", `fn main() { let words = "not counted"; }`, "```", ``, `More prose after the code.`].join(
    `\n`,
  )
  expect(countWords(lf.replace(/\n/g, `\r\n`))).toBe(countWords(lf))
  expect(countWords(lf)).toBe(8)
})
