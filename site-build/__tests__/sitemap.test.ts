import { sitemapEntries } from "../sitemap"

describe(`sitemapEntries`, () => {
  const posts = [
    { fields: { slug: `updated` }, frontmatter: { date: `2024-06-17`, updated: `2025-02-10` } },
    { fields: { slug: `plain` }, frontmatter: { date: `2024-09-02`, updated: null } },
  ]

  it(`gives a post the day it last changed, and other pages no date`, () => {
    const pages = [`/`, `/projects`, `/post/updated`, `/post/plain`].map(path => ({ path, matchPath: null }))
    expect(sitemapEntries(pages, posts)).toEqual([
      { path: `/` },
      { path: `/projects` },
      { path: `/post/updated`, lastmod: `2025-02-10` },
      { path: `/post/plain`, lastmod: `2024-09-02` },
    ])
  })

  it(`leaves out client-only pages`, () => {
    expect(sitemapEntries([{ path: `/app`, matchPath: `/app/*` }], posts)).toEqual([])
  })
})
