import { blankFencedCode, fencedBlocks, mapProseLines, proseLines } from "../fences"

const body = [`Intro`, "```js", `const a = 1`, "```", ``, `    indented code`, ``, `- item`, ``, `    more of the item`, `End`].join(`\r\n`)

describe(`proseLines`, () => {
  it(`gives the lines outside fenced code with their index, a CRLF read as LF`, () => {
    expect(proseLines(body).map(({ index, text }) => `${index}:${text}`)).toEqual([
      `0:Intro`,
      `4:`,
      `5:    indented code`,
      `6:`,
      `7:- item`,
      `8:`,
      `9:    more of the item`,
      `10:End`,
    ])
  })

  it(`leaves out indented code too when asked, but not a list item's indented paragraph`, () => {
    const texts = proseLines(body, { skipIndentedCode: true }).map(line => line.text)
    expect(texts).not.toContain(`    indented code`)
    expect(texts).toContain(`    more of the item`)
  })

  it(`keeps a block open until a fence of at least as many of the same character, or to the end`, () => {
    const nested = [`~~~~`, `~~~`, `inside`, `~~~~`, `after`, "````", "```", `never closed`].join(`\n`)
    expect(proseLines(nested).map(line => line.text)).toEqual([`after`])
  })
})

it(`mapProseLines edits prose lines only, keeping each line's CRLF`, () => {
  expect(mapProseLines(`a\r\n\`\`\`\r\na\r\n\`\`\`\r\nb`, line => line.toUpperCase())).toBe(`A\r\n\`\`\`\r\na\r\n\`\`\`\r\nB`)
})

it(`blankFencedCode keeps every line's number`, () => {
  expect(blankFencedCode(body).split(`\n`)).toHaveLength(11)
  expect(blankFencedCode(body)).not.toContain(`const a`)
})

it(`fencedBlocks gives each block's info, text and opening line`, () => {
  expect(fencedBlocks(body)).toEqual([{ info: `js`, value: `const a = 1`, line: 1 }])
})
