import matter from "gray-matter"
import { findFrontMatter, frontMatterOptions, parseFrontMatter, parseList, readFrontMatter } from "../front-matter"

// gray-matter with our options is exactly what gatsby-transformer-remark runs.
const parseFile = (file: string) => matter(file, frontMatterOptions)

describe(`parseFrontMatter`, () => {
  it(`splits each line at its first colon`, () => {
    expect(parseFrontMatter(`title: Rust: the module system`)).toEqual({ title: `Rust: the module system` })
  })

  it(`trims the value and removes surrounding double quotes`, () => {
    expect(parseFrontMatter(`title:    "Hello"   `)).toEqual({ title: `Hello` })
  })

  it(`keeps quotes that do not surround the value`, () => {
    expect(parseFrontMatter(`title: Say "hi" twice`)).toEqual({ title: `Say "hi" twice` })
    expect(parseFrontMatter(`title: "unbalanced`)).toEqual({ title: `"unbalanced` })
  })

  it(`sets a key only when it has a value`, () => {
    expect(parseFrontMatter([`image:`, `description: ""`, `title: Hi`].join(`\n`))).toEqual({ title: `Hi` })
  })

  it(`ignores lines without a colon or without a key`, () => {
    expect(parseFrontMatter([`just text`, `: orphan value`, `date: 2025-03-23`].join(`\n`))).toEqual({ date: `2025-03-23` })
  })

  it(`keeps every value a string, as written`, () => {
    expect(parseFrontMatter(`listed: false\ndate: 2025-03-23`)).toEqual({ listed: `false`, date: `2025-03-23` })
  })

  it(`reads Windows line endings`, () => {
    expect(parseFrontMatter(`title: A\r\nauthor: B\r\n`)).toEqual({ title: `A`, author: `B` })
  })

  it(`removes matching single quotes too, reading '' as one quote`, () => {
    expect(parseFrontMatter(`title: 'It''s here'`)).toEqual({ title: `It's here` })
    expect(parseFrontMatter(`title: 'open`)).toEqual({ title: `'open` })
  })

  it(`drops a # comment after the closing quote, and keeps a # inside a value`, () => {
    expect(parseFrontMatter(`image: "x.jpg" # change this`)).toEqual({ image: `x.jpg` })
    expect(parseFrontMatter(`image: 'x.jpg'   # change this`)).toEqual({ image: `x.jpg` })
    expect(parseFrontMatter(`title: C# tips # for beginners`)).toEqual({ title: `C# tips # for beginners` })
  })

  it(`ignores comment lines`, () => {
    expect(parseFrontMatter(`# note: not a key\ntitle: Hi`)).toEqual({ title: `Hi` })
  })

  it(`reads a date-time as the calendar date written in it`, () => {
    expect(parseFrontMatter(`date: 2015-05-01T22:12:03.284Z`)).toMatchObject({ date: `2015-05-01` })
    expect(parseFrontMatter(`date: "2026-05-09T12:00:00+05:30"`)).toMatchObject({ date: `2026-05-09` })
    expect(parseFrontMatter(`date: 2016-05-20 22:41:00 +0200`)).toMatchObject({ date: `2016-05-20` })
    expect(parseFrontMatter(`date: 2016-05-20 in the evening`)).toEqual({ date: `2016-05-20 in the evening` })
    expect(parseFrontMatter(`title: 2015-05-01T22:12:03Z`)).toEqual({ title: `2015-05-01T22:12:03Z` })
  })
})

describe(`readFrontMatter problems`, () => {
  it(`refuses a YAML block, naming the line and showing the one-line form`, () => {
    const { problems } = readFrontMatter([`title: A`, `description: |`, `  Line one`, `  line two`].join(`\n`), 2)
    expect(problems).toEqual([
      { line: 3, key: `description`, message: expect.stringMatching(/YAML block \(\|\).*description: "All of it on one line"/) },
    ])
    expect(readFrontMatter(`description: >-\n  folded`).problems[0].message).toMatch(/YAML block \(>-\)/)
  })

  it(`refuses a list over several lines, and indented lines under an empty key`, () => {
    const list = readFrontMatter([`title: A`, `author:`, `  - Ada`, `  - Grace`, `date: 2020-01-01`].join(`\n`))
    expect(list.problems).toEqual([{ line: 2, key: `author`, message: expect.stringMatching(/YAML list.*author: \[First, Second\]/) }])
    expect(list.data).toEqual({ title: `A`, date: `2020-01-01` })
    expect(readFrontMatter(`cover:\n  image: a.png\n  alt: A`).problems).toEqual([
      { line: 1, key: `cover`, message: expect.stringMatching(/indented lines/) },
    ])
    expect(readFrontMatter(`tags:\n- a\n- b`).problems).toHaveLength(1)
  })

  it(`accepts an empty key followed by another key`, () => {
    expect(readFrontMatter(`image:\ntitle: A`).problems).toEqual([])
  })

  it(`reports a key set twice`, () => {
    expect(readFrontMatter(`title: A\ntitle: B`, 2).problems).toEqual([
      { line: 3, key: `title`, message: `"title" is set twice (lines 2 and 3); keep one` },
    ])
  })
})

describe(`parseList`, () => {
  it(`reads a one-line list, unquoting its items`, () => {
    expect(parseList(`[Ada, "Smith, J", 'O''Hara', ]`)).toEqual([`Ada`, `Smith, J`, `O'Hara`])
    expect(parseList(`[]`)).toEqual([])
  })

  it(`reads anything else as a list of one`, () => {
    expect(parseList(`Ada Lovelace`)).toEqual([`Ada Lovelace`])
  })
})

describe(`findFrontMatter`, () => {
  it(`finds the block and the line the body starts on, after a BOM and with CRLF`, () => {
    expect(findFrontMatter(`\uFEFF---\r\ntitle: A\r\n---\r\nBody`)).toEqual({ kind: `yaml`, block: `title: A`, firstLine: 2, bodyLine: 4 })
  })

  it(`recognises TOML and files without front matter`, () => {
    expect(findFrontMatter(`+++\ntitle = "A"\n+++\n`)).toEqual({ kind: `toml` })
    expect(findFrontMatter(`# Just markdown`)).toEqual({ kind: `none` })
    expect(findFrontMatter(`---\ntitle: never closed`)).toEqual({ kind: `none` })
  })
})

describe(`front matter in a file`, () => {
  it(`is read from a block between two --- lines at the start`, () => {
    const file = parseFile([`---`, `title: "Hello: world"`, `image:`, `---`, ``, `Body text.`].join(`\n`))
    expect(file.data).toEqual({ title: `Hello: world` })
    expect(file.content.trim()).toBe(`Body text.`)
  })

  it(`is not recognised when the file does not start with ---`, () => {
    const file = parseFile([``, `---`, `title: Hello`, `---`, `Body`].join(`\n`))
    expect(file.data).toEqual({})
  })

  it(`is not recognised without a delimiter line`, () => {
    expect(parseFile(`title: Hello\n\nBody`).data).toEqual({})
  })

  it(`reads the same with a BOM and CRLF as with LF`, () => {
    const lf = parseFile([`---`, `title: "Hello"`, `date: 2025-01-02`, `---`, ``, `Body text.`].join(`\n`))
    const crlf = parseFile(`\uFEFF` + [`---`, `title: "Hello"`, `date: 2025-01-02`, `---`, ``, `Body text.`].join(`\r\n`))
    expect(crlf.data).toEqual(lf.data)
    expect(crlf.content.replace(/\r\n/g, `\n`)).toBe(lf.content)
  })
})
