import { siteConfig } from "../../src/site-config"
import { languagePath } from "../../src/lib/site-languages"
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

  it(`leaves out each other language's 404 page, and nothing else of that name`, () => {
    const pages = [...siteConfig.otherLanguages.map(lang => languagePath(lang, `/404.html`)), `/tags/404`].map(path => ({
      path,
      matchPath: null,
    }))
    expect(sitemapEntries(pages, posts)).toEqual([{ path: `/tags/404` }])
  })

  const other = siteConfig.otherLanguages[0]
  // A site of one language has no page in several.
  ;(other ? it : it.skip)(`names each language's version of a page that has several, and the default one`, () => {
    const translated = [
      { fields: { slug: `hotspot` }, frontmatter: { date: `2025-01-14`, updated: null } },
      { fields: { slug: `hotspot-sw` }, frontmatter: { date: `2025-02-03`, updated: null, lang: other, translationOf: `hotspot` } },
    ]
    const pages = [`/`, `/${other}`, `/tags/rust`, `/post/hotspot`, `/post/hotspot-sw`].map(path => ({ path, matchPath: null }))
    const entries = new Map(sitemapEntries(pages, translated).map(entry => [entry.path, entry.alternates]))
    const home = [
      { lang: `en`, path: `/` },
      { lang: `sw`, path: `/${other}` },
      { lang: `x-default`, path: `/` },
    ]
    expect([entries.get(`/`), entries.get(`/${other}`)]).toEqual([home, home])
    expect(entries.get(`/tags/rust`)).toBeUndefined()
    expect(entries.get(`/post/hotspot-sw`)).toEqual([
      { lang: `en`, path: `/post/hotspot` },
      { lang: other, path: `/post/hotspot-sw` },
      { lang: `x-default`, path: `/post/hotspot` },
    ])
  })
})
