import { filterFromSearch, filterPosts as filter, searchable, searchFromFilter, type ListFilter } from "../post-list"

const posts = [
  { title: `Rust Module System Explained`, category: `Rust` },
  { title: `Building a Simple REST API with Actix Web`, category: `Rust & REST API` },
  { title: `How to Create Custom Middleware in Django`, category: `Django & Web Development` },
  { title: `Wireless Electricity Transfer`, category: `Science & Physics` },
]
const titles = (list: typeof posts) => list.map(post => post.title)
const filterPosts = (list: typeof posts, listFilter: ListFilter) => filter(searchable(list), listFilter)

describe(`filterPosts`, () => {
  it(`returns every post for an empty search and no category`, () => {
    expect(filterPosts(posts, { query: ``, category: `` })).toEqual(posts)
    expect(filterPosts(posts, { query: `   `, category: `` })).toEqual(posts)
  })

  it(`matches a substring of the title, ignoring case`, () => {
    expect(titles(filterPosts(posts, { query: `RUST`, category: `` }))).toEqual([`Rust Module System Explained`])
    expect(titles(filterPosts(posts, { query: `web`, category: `` }))).toEqual([`Building a Simple REST API with Actix Web`])
  })

  it(`matches titles only, not categories`, () => {
    expect(filterPosts(posts, { query: `physics`, category: `` })).toEqual([])
  })

  it(`keeps only the chosen category`, () => {
    expect(titles(filterPosts(posts, { query: ``, category: `Rust & REST API` }))).toEqual([`Building a Simple REST API with Actix Web`])
  })

  it(`matches titles in any script, whatever their case`, () => {
    const others = [
      { title: `Ошибки в Rust`, category: `Языки` },
      { title: `ÉTÉ À PARIS`, category: `Voyage` },
    ]
    expect(titles(filterPosts(others, { query: `ошибки`, category: `` }))).toEqual([`Ошибки в Rust`])
    expect(titles(filterPosts(others, { query: `été`, category: `Voyage` }))).toEqual([`ÉTÉ À PARIS`])
  })

  it(`combines the search and the category`, () => {
    expect(filterPosts(posts, { query: `django`, category: `Rust` })).toEqual([])
    expect(titles(filterPosts(posts, { query: `a`, category: `Django & Web Development` }))).toEqual([
      `How to Create Custom Middleware in Django`,
    ])
  })
})

describe(`the filter in the URL`, () => {
  it(`round-trips through the query string`, () => {
    const filter = { query: `rust & web`, category: `Rust & Web Development` }
    expect(filterFromSearch(searchFromFilter(filter))).toEqual(filter)
  })

  it(`writes nothing for no filter and reads nothing as no filter`, () => {
    expect(searchFromFilter({ query: ``, category: `` })).toBe(``)
    expect(filterFromSearch(``)).toEqual({ query: ``, category: `` })
  })
})
