import { readFrontMatter, findFrontMatter } from "../front-matter"
import { checkPost } from "../content-rules"
import { categoryLine, mostUsedCategory, newPostText, parseNewPostArguments } from "../new-post"
import { slugFromTitle } from "../../../src/lib/slug"

describe(`slugFromTitle`, () => {
  it.each([
    [`Rust Module System Explained`, `rust-module-system-explained`],
    [`  Rust's   Module -- System!  `, `rust-s-module-system`],
    [`Café crème à Zürich`, `cafe-creme-a-zurich`],
    [`Ｆｕｌｌｗｉｄｔｈ ﬁnance`, `fullwidth-finance`],
    [`C++ & Rust: 2024 (part 2)`, `c-plus-plus-rust-2024-part-2`],
    [`C# tips`, `c-sharp-tips`],
    [`日本語 and Rust`, `and-rust`],
  ])(`%j → %s`, (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug)
  })

  it(`is empty for a title without a letter or digit`, () => {
    expect(slugFromTitle(`!!! ??? ---`)).toBe(``)
    expect(slugFromTitle(`日本語`)).toBe(``)
  })
})

describe(`parseNewPostArguments`, () => {
  it(`reads the title, category, tags and folder`, () => {
    expect(parseNewPostArguments([`My title`, `--category`, `Rust`, `--tags`, `a, b,,c`, `--folder`])).toEqual({
      title: `My title`,
      category: `Rust`,
      tags: [`a`, `b`, `c`],
      folder: true,
    })
    expect(parseNewPostArguments([`My`, `title`])).toEqual({ title: `My title`, tags: [], folder: false })
  })

  it(`says what is wrong`, () => {
    expect(parseNewPostArguments([])).toBe(`give the post's title, in quotes`)
    expect(parseNewPostArguments([`T`, `--category`])).toBe(`--category needs a value`)
    expect(parseNewPostArguments([`T`, `--draft`])).toBe(`unknown option --draft`)
    expect(parseNewPostArguments([`???`])).toBe(`"???" has no letter or digit to make an address from; give a title with words`)
  })
})

describe(`mostUsedCategory`, () => {
  it(`takes the most used, the first written on a tie, and null for none`, () => {
    expect(mostUsedCategory([`Go`, `Rust`, `Rust`, `Go`, `Rust`])).toEqual({ name: `Rust`, posts: 3, tied: false })
    expect(mostUsedCategory([`Go`, `Rust`])).toEqual({ name: `Go`, posts: 1, tied: true })
    expect(mostUsedCategory([`Go`, `Go`, `Rust`, `C`, `C`, `C`])).toEqual({ name: `C`, posts: 3, tied: false })
    expect(mostUsedCategory([])).toBeNull()
  })

  it(`says why in one line`, () => {
    expect(categoryLine({ name: `Rust`, posts: 2, tied: false }, 8)).toBe(
      `Rust (used by 2 of 8 posts, the most; give --category "Name" to choose)`,
    )
    expect(categoryLine({ name: `Go`, posts: 1, tied: true }, 7)).toBe(
      `Go (used by 1 of 7 posts, as many as another, and written first; give --category "Name" to choose)`,
    )
  })
})

describe(`newPostText`, () => {
  it(`writes front matter the build reads as written, with no problem`, () => {
    const text = newPostText({ title: `He said "hi": a story`, category: `Rust & Web`, tags: [`a`, `b`], date: `2026-11-23` })
    const found = findFrontMatter(text)
    if (found.kind !== `yaml`) throw new Error(`no front matter`)
    const { data, problems } = readFrontMatter(found.block)
    expect(problems).toEqual([])
    expect(data).toEqual({ title: `He said "hi": a story`, date: `2026-11-23`, category: `Rust & Web`, tags: `a, b` })
    expect(checkPost(`x.md`, data)).toEqual([])
    expect(text).toContain(`\ntags: a, b\n`)
  })

  it(`leaves tags out when there are none`, () => {
    expect(newPostText({ title: `T`, category: `C`, tags: [], date: `2026-01-02` })).not.toContain(`tags`)
  })
})
