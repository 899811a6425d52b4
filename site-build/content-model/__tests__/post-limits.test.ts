import { MAX_NESTING, MAX_POST_LENGTH, postLimitProblems } from "../post-limits"

const FILE = `content/posts/deep.md`
const field = (text: string, firstLine?: number) => postLimitProblems(FILE, text, firstLine).map(problem => problem.field)

/** `levels` list items, each a level below the one above it. */
const nestedList = (levels: number, marker = `-`) =>
  Array.from({ length: levels }, (_, level) => `${`  `.repeat(level)}${marker} item ${level + 1}`).join(`\n`)

describe(`postLimitProblems: the size of a post`, () => {
  it(`takes a long post and refuses one past the limit, on the line where the limit is passed`, () => {
    const line = `${`word `.repeat(19)}\n` // 96 characters
    expect(postLimitProblems(FILE, line.repeat(1000))).toEqual([])
    const huge = line.repeat(Math.ceil(MAX_POST_LENGTH / line.length) + 10)
    const problems = postLimitProblems(FILE, huge, 5)
    expect(problems).toEqual([
      {
        file: FILE,
        field: `line ${5 + Math.floor(MAX_POST_LENGTH / line.length)}`,
        message: expect.stringMatching(/^the post is [\d,]+ characters long, past the limit of 1,000,000 on this line: split it/),
      },
    ])
  })
})

describe(`postLimitProblems: nesting`, () => {
  it(`takes block quotes and lists nested as deep as the limit`, () => {
    expect(postLimitProblems(FILE, `${`> `.repeat(MAX_NESTING)}quoted`)).toEqual([])
    expect(postLimitProblems(FILE, nestedList(MAX_NESTING))).toEqual([])
    expect(postLimitProblems(FILE, nestedList(MAX_NESTING, `1.`).replace(/^( *)1\./gm, `$1 1.`))).toEqual([])
  })

  it(`refuses block quotes nested past the limit, naming the line and the limit`, () => {
    const text = [`Intro.`, ``, `> one`, `${`>`.repeat(MAX_NESTING + 1)} deep`].join(`\n`)
    expect(postLimitProblems(FILE, text, 10)).toEqual([
      {
        file: FILE,
        field: `line 13`,
        message:
          `nests block quotes (>) and lists 33 levels deep; the limit is 32: ` +
          `flatten it (fewer > or less indented list items), or put it in a code block`,
      },
    ])
  })

  it(`refuses list items indented past the limit, and lists and quotes counted together`, () => {
    expect(field(nestedList(MAX_NESTING + 1))).toEqual([`line ${MAX_NESTING + 1}`])
    expect(field(`${`- `.repeat(MAX_NESTING + 1)}item`)).toEqual([`line 1`])
    expect(field(`${`> - `.repeat(17)}item`)).toEqual([`line 1`])
    // A list inside a quote, indented line after line.
    const quoted = Array.from({ length: 40 }, (_, level) => `> ${`   `.repeat(level)}1. item`).join(`\n`)
    expect(field(quoted)).toEqual([`line 32`])
  })

  it(`closes list items as markdown does: siblings, items after a blank line, a long ordered list`, () => {
    const siblings = Array.from({ length: 200 }, (_, n) => `${n + 1}. item\n   - detail\n     more of it`).join(`\n`)
    expect(postLimitProblems(FILE, siblings)).toEqual([])
    const lists = Array.from({ length: 100 }, () => `${nestedList(20)}\n\nA paragraph.\n`).join(`\n`)
    expect(postLimitProblems(FILE, lists)).toEqual([])
  })

  it(`does not count text that continues an item's paragraph as closing it`, () => {
    // Each unindented line continues the paragraph above it (lazily): the items stay open.
    const lazy = Array.from({ length: 40 }, (_, level) => `${`  `.repeat(level)}- item\nmore text`).join(`\n`)
    expect(field(lazy)).toEqual([`line ${2 * MAX_NESTING + 1}`])
  })

  it(`leaves code blocks out, but not a fence a parser would not read as one`, () => {
    const deep = `${`>`.repeat(40)} not a quote in code`
    expect(postLimitProblems(FILE, `Text.\n\n\`\`\`text\n${deep}\n\`\`\`\n`)).toEqual([])
    expect(postLimitProblems(FILE, `Text.\n\n~~~~\n${deep}\n~~~\n${deep}\n~~~~\n`)).toEqual([])
    expect(postLimitProblems(FILE, `Text.\n\n    ${deep}\n`)).toEqual([])
    expect(field(`Text.\n\n\`\`\`a\`b\n${deep}\n\`\`\`\n`)).toEqual([`line 4`])
    expect(field(`- item\n  \`\`\`\n${deep}\n  \`\`\`\n`)).toEqual([`line 3`])
    expect(postLimitProblems(FILE, `${`* `.repeat(40)}\n${`- `.repeat(40)}`)).toEqual([])
  })

  it(`reads a post of 20 MB, and one of 50,000 nested lines, in a moment`, () => {
    const started = Date.now()
    expect(field(`${`>`.repeat(1000)}\n`.repeat(20_000))).toEqual([`line 1000`])
    const lines = Array.from({ length: 50_000 }, (_, n) => `${` `.repeat(2 * (n % 8))}- item`).join(`\n`)
    expect(postLimitProblems(FILE, lines)).toEqual([])
    expect(field(`${lines}\n${`>`.repeat(MAX_POST_LENGTH - lines.length - 2)}`)).toEqual([`line 50001`])
    expect(field(Array.from({ length: 30_000 }, (_, n) => `${`>`.repeat(n % 40)} text`).join(`\n`))).toEqual([`line 34`])
    expect(Date.now() - started).toBeLessThan(3000)
  })
})
