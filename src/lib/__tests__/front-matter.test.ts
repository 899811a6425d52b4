import matter from "gray-matter"
import { frontMatterOptions, parseFrontMatter } from "../front-matter"

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
})
