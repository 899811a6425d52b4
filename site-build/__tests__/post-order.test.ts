import { readFileSync } from "fs"
import path from "path"
import { NEWEST_FIRST, newestFirst } from "../post-order"

describe(`the blog's order`, () => {
  it(`puts the newest first, and the posts of one moment by slug`, () => {
    const posts = [
      { slug: `b`, date: `2025-03-03T00:00:00.000` },
      { slug: `c`, date: `2025-03-03T19:45:00.000` },
      { slug: `a`, date: `2025-03-03T00:00:00.000` },
      { slug: `d`, date: `2025-03-04T00:00:00.000` },
      { slug: `a-b`, date: `2025-03-03T00:00:00.000` },
    ]
    // Slugs as text, code unit by code unit, as Gatsby's sort compares them: "a-b" before "b", "a" before "a-b".
    expect([...posts].sort(newestFirst).map(post => post.slug)).toEqual([`d`, `c`, `a`, `a-b`, `b`])
  })

  it(`is the home page's, whose page query writes it out`, () => {
    const home = readFileSync(path.join(__dirname, `../../src/pages/index.tsx`), `utf8`)
    const lists = [...home.matchAll(/allMarkdownRemark\(([^)]*)\)/g)].map(match => match[1])
    expect(lists).toHaveLength(2)
    for (const list of lists) expect(list).toContain(NEWEST_FIRST)
  })
})
