import en from "../../i18n/en.json"
import { firstTitles, listingPage, pageLinks } from "../listing-page"
import { listingPages, pageCount, pagePath } from "../pagination"

describe(`pageCount`, () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [25, 3],
  ])(`%i items at 10 a page fill %i page(s)`, (total, pages) => {
    expect(pageCount(total, 10)).toBe(pages)
  })
})

describe(`pagePath`, () => {
  it(`keeps the first page at the listing's own address and numbers the others`, () => {
    expect(pagePath(`/tags/rust`, 1)).toBe(`/tags/rust`)
    expect(pagePath(`/tags/rust`, 2)).toBe(`/tags/rust/page/2`)
    expect(pagePath(`/tags/rust`, 12)).toBe(`/tags/rust/page/12`)
  })
})

describe(`listingPages`, () => {
  it(`gives each page its address and the slice of items it shows`, () => {
    expect(listingPages(`/tags/web`, 23, 10)).toEqual([
      { path: `/tags/web`, page: 1, skip: 0, limit: 10 },
      { path: `/tags/web/page/2`, page: 2, skip: 10, limit: 10 },
      { path: `/tags/web/page/3`, page: 3, skip: 20, limit: 10 },
    ])
  })
})

describe(`pageLinks`, () => {
  it(`has no previous link on the first page and no next link on the last`, () => {
    expect(pageLinks(`/tags/web`, 1, 3)).toEqual({ page: 1, pages: 3, previous: null, next: `/tags/web/page/2` })
    expect(pageLinks(`/tags/web`, 2, 3)).toEqual({ page: 2, pages: 3, previous: `/tags/web`, next: `/tags/web/page/3` })
    expect(pageLinks(`/tags/web`, 3, 3)).toEqual({ page: 3, pages: 3, previous: `/tags/web/page/2`, next: null })
    expect(pageLinks(`/tags/web`, 1, 1)).toEqual({ page: 1, pages: 1, previous: null, next: null })
  })
})

describe(`the blog list's pages`, () => {
  it(`start at the home page and go on at /page/2`, () => {
    expect(pagePath(`/`, 1)).toBe(`/`)
    expect(pagePath(`/`, 2)).toBe(`/page/2`)
    expect(listingPages(`/`, 18, 10).map(page => page.path)).toEqual([`/`, `/page/2`])
  })
})

describe(`listingPage`, () => {
  it(`places a page among its listing's pages, for its links, address and title`, () => {
    expect(listingPage(`/category/rust`, { skip: 10, limit: 10 }, 23, en.listing.onPage)).toEqual({
      links: { page: 2, pages: 3, previous: `/category/rust`, next: `/category/rust/page/3` },
      path: `/category/rust/page/2`,
      onPage: `, page 2 of 3`,
    })
    expect(listingPage(`/tags/web`, { skip: 0, limit: 10 }, 4, en.listing.onPage).onPage).toBe(``)
  })
})

describe(`firstTitles`, () => {
  it(`joins the first three titles`, () => {
    expect(firstTitles([{ title: `A` }, { title: `B` }, { title: `C` }, { title: `D` }])).toBe(`A; B; C`)
    expect(firstTitles([])).toBe(``)
  })
})
