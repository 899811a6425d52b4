// A fence's info string as each generator writes it.
import { ALIASES, parseFenceInfo, prismLanguage } from "../code-meta"

const parse = (info: string) => {
  const [lang, ...meta] = info.split(` `)
  return parseFenceInfo(lang, meta.join(` `) || null)
}

describe(`parseFenceInfo`, () => {
  it.each([
    [`ts title="app.ts"`, { language: `ts`, title: `app.ts`, highlight: [] }],
    [`js {1,3-5}`, { language: `js`, title: null, highlight: [1, 3, 4, 5] }],
    [`js{1,3-5}`, { language: `js`, title: null, highlight: [1, 3, 4, 5] }],
    [`jsx src/App.js`, { language: `jsx`, title: `src/App.js`, highlight: [] }],
    [`ts:file.ts`, { language: `ts`, title: `file.ts`, highlight: [] }],
    [`js:title=app.js`, { language: `js`, title: `app.js`, highlight: [] }],
    [`py title="a b.py" hl_lines="2 3"`, { language: `py`, title: `a b.py`, highlight: [2, 3] }],
    [`jsx title="/src/App.js" {1,4-6} showLineNumbers`, { language: `jsx`, title: `/src/App.js`, highlight: [1, 4, 5, 6] }],
    [`Rust`, { language: `rust`, title: null, highlight: [] }],
    [``, { language: ``, title: null, highlight: [] }],
  ])(`reads %s`, (info, expected) => {
    expect(parse(info)).toMatchObject(expected)
  })

  it(`reads line numbers and where they start`, () => {
    expect(parse(`rust,linenos`)).toMatchObject({ language: `rust`, lineNumbers: true, startAt: 1 })
    expect(parse(`rust,linenos,hl_lines=1 3-4,linenostart=10`)).toMatchObject({ highlight: [1, 3, 4], lineNumbers: true, startAt: 10 })
    expect(parse(`go {linenos=table,hl_lines=[8,"15-17"],linenostart=199}`)).toMatchObject({
      highlight: [8, 15, 16, 17],
      lineNumbers: true,
      startAt: 199,
    })
    expect(parse(`js {numberLines: 5}`)).toMatchObject({ lineNumbers: true, startAt: 5 })
    expect(parse(`js showLineNumbers`)).toMatchObject({ lineNumbers: true })
    expect(parse(`js`)).toMatchObject({ lineNumbers: false })
  })
})

describe(`prismLanguage`, () => {
  it(`knows Prism's languages, their aliases and common other names`, () => {
    expect(prismLanguage(`rust`)).toBe(`rust`)
    expect(prismLanguage(`ts`)).toBe(`ts`)
    expect(prismLanguage(`golang`)).toBe(`go`)
    expect(prismLanguage(`c#`)).toBe(`csharp`)
    expect(prismLanguage(``)).toBe(`text`)
  })

  it(`knows the file extensions and short names people write for GraphQL, modules and the command line`, () => {
    expect([`gql`, `mjs`, `cjs`, `mts`, `cts`, `cli`].map(prismLanguage)).toEqual([
      `graphql`,
      `javascript`,
      `javascript`,
      `typescript`,
      `typescript`,
      `shell`,
    ])
  })

  it.each(Object.keys(ALIASES))(`colours a block written as %s`, name => {
    // gatsby-remark-prismjs's own highlighter, given the name the build hands it.
    const highlight = jest.requireActual<(language: string, code: string, ...rest: unknown[]) => string>(
      `gatsby-remark-prismjs/highlight-code.js`,
    )
    const warn = jest.spyOn(console, `warn`).mockImplementation(() => {})
    highlight(prismLanguage(name)!, `x = 1 # a`, {}, true)
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  it(`keeps a diff's language, and falls back to a plain diff`, () => {
    expect(prismLanguage(`diff-js`)).toBe(`diff-js`)
    expect(prismLanguage(`diff-nosuch`)).toBe(`diff`)
  })

  it(`returns null for a language Prism does not know`, () => {
    expect(prismLanguage(`nosuchlang`)).toBeNull()
  })
})
