import { checkPost, formatProblem } from "../content-rules"
import { ADDRESS_LIMIT, FIELD_LIMITS } from "../field-limits"
import { describeCharacter, invisibleCharacters, printable, showInvisible } from "../visible-text"

const FILE = `content/posts/hello.md`
const valid = { title: `Hello`, date: `2025-03-23`, category: `Rust` }
const lines = (fields: Record<string, string>) => checkPost(FILE, { ...valid, ...fields }).map(formatProblem)

describe(`checkPost: how long a name or a description may be`, () => {
  it(`takes each field at its limit`, () => {
    const at = (field: keyof typeof FIELD_LIMITS) => `a`.repeat(FIELD_LIMITS[field])
    expect(lines({ title: at(`title`), description: at(`description`), category: at(`category`), series: at(`series`) })).toEqual([])
    expect(lines({ tags: `[${at(`tags`)}, b]`, author: at(`author`) })).toEqual([])
  })

  it(`refuses each past its limit, naming the field, the length and the limit`, () => {
    expect(lines({ category: `x`.repeat(10_000) })).toEqual([
      `${FILE}: category: "${`x`.repeat(60)}…" is 10,000 characters long; the limit is 100: shorten it`,
    ])
    expect(lines({ title: `t`.repeat(301) })).toEqual([expect.stringContaining(`title: "ttt`)])
    expect(lines({ title: `t`.repeat(301) })[0]).toMatch(/is 301 characters long; the limit is 300/)
    expect(lines({ description: `d`.repeat(1001) })[0]).toMatch(/^content\/posts\/hello\.md: description: .* the limit is 1000/)
    expect(lines({ series: `s`.repeat(101) })[0]).toMatch(/: series: .*the limit is 100/)
    expect(lines({ tags: `rust, ${`t`.repeat(101)}` })).toEqual([
      expect.stringMatching(/: tags: "t+…" is 101 characters long; the limit is 100/),
    ])
    expect(lines({ authors: `[Ada, ${`a`.repeat(101)}]` })[0]).toMatch(/: authors: .*the limit is 100/)
  })

  it(`counts an emoji as one character`, () => {
    expect(lines({ description: `🦀`.repeat(1000) })).toEqual([])
    expect(lines({ description: `🦀`.repeat(1001) })[0]).toMatch(/is 1,001 characters long/)
  })

  it(`refuses a name whose page address would be too long for a folder name`, () => {
    // Nothing ASCII: the address is made of code points, five characters each.
    const [problem] = lines({ tags: `日本語`.repeat(20) })
    expect(problem).toMatch(/: tags: "(日本語)+" makes an address of \d+ characters \(tag-65e5-672c-8a9e-.*…\)/)
    expect(problem).toContain(`more than the ${ADDRESS_LIMIT} a page's folder name may have`)
    expect(lines({ category: `C#`.repeat(50) })[0]).toMatch(/: category: .* makes an address of 350 characters/)
    expect(lines({ tags: `日本語`.repeat(10), category: `C#`.repeat(10) })).toEqual([])
  })
})

describe(`checkPost: invisible characters`, () => {
  it(`refuses them in the title, the category, a tag and the series, showing where they are`, () => {
    expect(lines({ tags: `rust, Java\u200BScript` })).toEqual([
      `${FILE}: tags: "Java<U+200B>Script" holds U+200B (zero width space), which does not show: ` +
        `delete it (retype the value where your editor hides it)`,
    ])
    expect(lines({ title: `Hello\u202Eworld\u00AD` })).toEqual([
      `${FILE}: title: "Hello<U+202E>world<U+00AD>" holds U+202E (a bidi control), U+00AD (soft hyphen), which do not show: ` +
        `delete them (retype the value where your editor hides them)`,
    ])
    expect(lines({ category: `\uFEFFRust` })[0]).toContain(`category: "<U+FEFF>Rust" holds U+FEFF (byte-order mark)`)
    expect(lines({ series: `Part\u2060One` })[0]).toContain(`series: "Part<U+2060>One" holds U+2060 (word joiner)`)
    expect(lines({ title: `Tab\there` })[0]).toContain(`title: "Tab<U+0009>here" holds U+0009 (a control character)`)
    expect(lines({ title: `a\u200Db`, category: `a\u200Cb`, tags: `x\u2066y` })).toHaveLength(3)
  })

  it(`keeps the joiners that are part of the spelling: Persian and Hindi words, emoji sequences and flags`, () => {
    const persian = `\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645`
    const hindi = `\u0915\u094D\u200D\u0937`
    const coder = `\u{1F469}\u200D\u{1F4BB}`
    const scotland = `\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}`
    expect(lines({ title: `${persian} ${hindi} ${coder} ${scotland}`, tags: persian })).toEqual([])
    expect(invisibleCharacters(`\u200C${persian}`)).toEqual([0x200c])
    expect(invisibleCharacters(`a\u{E0067}`)).toEqual([0xe0067])
  })

  it(`leaves the description and the author alone`, () => {
    expect(lines({ description: `A soft\u00ADhyphen.`, author: `Ada\u200B` })).toEqual([])
  })

  it(`names characters by code point`, () => {
    expect(showInvisible(`a\u200Bb\u200Bc`, [0x200b])).toBe(`a<U+200B>b<U+200B>c`)
    expect(describeCharacter(0x2067)).toBe(`U+2067 (a bidi control)`)
    expect(describeCharacter(0x180e)).toBe(`U+180E (an invisible character)`)
  })
})

describe(`printable: what reaches a terminal`, () => {
  it(`writes control characters as escapes and keeps tab, newline and the rest`, () => {
    expect(printable(`a\u001b[31mred\u0007\u009b2J\r\u007f\tb\nc é 日本 \u200B`)).toBe(
      `a\\u001b[31mred\\u0007\\u009b2J\\u000d\\u007f\tb\nc é 日本 \u200B`,
    )
  })

  it(`is how a problem is printed`, () => {
    expect(formatProblem({ file: `content/posts/\u001b]0;x\u0007.md`, field: `title`, message: `"\u001b[2J" is odd` })).toBe(
      `content/posts/\\u001b]0;x\\u0007.md: title: "\\u001b[2J" is odd`,
    )
  })
})
