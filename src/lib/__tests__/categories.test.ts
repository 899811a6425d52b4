import { categoryPath, categorySlug } from "../categories"
import { categoryCounts } from "../../../site-build/tag-counts"

describe(`categorySlug and categoryPath`, () => {
  it.each([
    [`Rust`, `/category/rust`],
    [`Rust & Web Development`, `/category/rust-web-development`],
    [`C#`, `/category/c-sharp`],
    [`Science & Physics`, `/category/science-physics`],
  ])(`%s → %s`, (category, address) => {
    expect(categoryPath(category)).toBe(address)
  })

  it(`leads "All" to the blog list itself`, () => {
    expect(categoryPath(``)).toBe(`/`)
  })

  it(`gives a category without ASCII letters a stable, safe address`, () => {
    expect(categorySlug(`日本`)).toBe(`category-65e5-672c`)
  })
})

describe(`categoryCounts`, () => {
  it(`counts spellings that share an address as one category, under the most used`, () => {
    const groups = [
      { fieldValue: `Rust`, totalCount: 3 },
      { fieldValue: `rust`, totalCount: 1 },
      { fieldValue: `Go`, totalCount: 2 },
      { fieldValue: null, totalCount: 5 },
    ]
    expect(categoryCounts(groups, `en`)).toEqual([
      { name: `Rust`, slug: `rust`, count: 4 },
      { name: `Go`, slug: `go`, count: 2 },
    ])
  })
})
