import { postTags } from "../../../site-build/content-model/content-rules"
import { tagPath, tagSlug } from "../tags"

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
