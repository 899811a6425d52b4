import { postTags, tagCounts, tagPath, tagSlug } from "../tags"

describe(`postTags`, () => {
  it(`reads a comma-separated line and a one-line list`, () => {
    expect(postTags({ tags: `rust, async,  web` })).toEqual([`rust`, `async`, `web`])
    expect(postTags({ tags: `[Rust, "Web, APIs", 'C#']` })).toEqual([`Rust`, `Web, APIs`, `C#`])
  })

  it(`gives none without the key, and drops empty items and repeats that differ only in case`, () => {
    expect(postTags({})).toEqual([])
    expect(postTags({ tags: `rust, , Rust, RUST, web,` })).toEqual([`rust`, `web`])
  })
})

describe(`tagSlug and tagPath`, () => {
  it.each([
    [`Rust`, `rust`],
    [`Web Development`, `web-development`],
    [`C#`, `c-sharp`],
    [`C++`, `c-plus-plus`],
    [`node.js`, `node-js`],
    [`Café crème`, `cafe-creme`],
    [`  spaced  `, `spaced`],
    [`a/b?c%d`, `a-b-c-d`],
  ])(`%s → %s`, (tag, slug) => {
    expect(tagSlug(tag)).toBe(slug)
    expect(tagPath(tag)).toBe(`/tags/${slug}`)
  })

  it(`gives a tag without ASCII letters a stable, safe address`, () => {
    expect(tagSlug(`日本`)).toBe(`tag-65e5-672c`)
    expect(tagSlug(`日本`)).toMatch(/^[a-z0-9-]+$/)
  })
})

describe(`tagCounts`, () => {
  it(`counts each tag's posts, most used first, then by name`, () => {
    const groups = [
      { fieldValue: `web`, totalCount: 3 },
      { fieldValue: `async`, totalCount: 1 },
      { fieldValue: `rust`, totalCount: 3 },
      { fieldValue: `Django`, totalCount: 1 },
    ]
    expect(tagCounts(groups)).toEqual([
      { name: `rust`, slug: `rust`, count: 3 },
      { name: `web`, slug: `web`, count: 3 },
      { name: `async`, slug: `async`, count: 1 },
      { name: `Django`, slug: `django`, count: 1 },
    ])
  })

  it(`adds up spellings of one address and names the tag by its most used spelling`, () => {
    const groups = [
      { fieldValue: `rust`, totalCount: 1 },
      { fieldValue: `Rust`, totalCount: 4 },
      { fieldValue: `C#`, totalCount: 1 },
      { fieldValue: `c-sharp`, totalCount: 1 },
      { fieldValue: null, totalCount: 2 },
    ]
    expect(tagCounts(groups)).toEqual([
      { name: `Rust`, slug: `rust`, count: 5 },
      { name: `C#`, slug: `c-sharp`, count: 2 },
    ])
  })

  it(`gives no tags for no groups`, () => {
    expect(tagCounts([])).toEqual([])
  })
})
