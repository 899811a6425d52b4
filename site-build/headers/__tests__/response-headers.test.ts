import { formatHeadersFile, headersFor, parseHeadersFile } from "../headers-file"
import { cacheRules, headerRules, IMMUTABLE, isHashedName, REVALIDATE, type PublicEntry } from "../response-headers"

// The top level of a real public/ folder.
const ENTRIES: PublicEntry[] = [
  { name: `app-d5ae9ebba63a465541c5.js`, directory: false },
  { name: `app-d5ae9ebba63a465541c5.js.map`, directory: false },
  { name: `component---src-pages-index-tsx-480eb475917f86f86c97.js`, directory: false },
  { name: `styles.819ea82c5c349caa20a4.css`, directory: false },
  { name: `chunk-map.json`, directory: false },
  { name: `index.html`, directory: false },
  { name: `404.html`, directory: false },
  { name: `post-index.json`, directory: false },
  { name: `_headers`, directory: false },
  { name: `static`, directory: true },
  { name: `page-data`, directory: true },
  { name: `post`, directory: true },
  { name: `projects`, directory: true, page: true },
]
const SECURITY = { contentSecurityPolicy: `default-src 'self'`, preview: false }

describe(`the _headers file`, () => {
  const rules = parseHeadersFile(formatHeadersFile(headerRules(ENTRIES, SECURITY), `Written by the build.\nSecond line.`))
  const cacheOf = (pathname: string) => headersFor(rules, pathname).get(`cache-control`)

  it(`keeps hashed files a year, and nothing else`, () => {
    expect(cacheOf(`/app-d5ae9ebba63a465541c5.js`)).toBe(IMMUTABLE)
    expect(cacheOf(`/styles.819ea82c5c349caa20a4.css`)).toBe(IMMUTABLE)
    expect(cacheOf(`/static/0a1b/2c3d/cover.jpg`)).toBe(IMMUTABLE)
  })

  it(`revalidates the pages, page-data, the post index and other unhashed files`, () => {
    for (const pathname of [
      `/`,
      `/projects`,
      `/post/whoami`,
      `/page-data/index/page-data.json`,
      `/post-index.json`,
      `/chunk-map.json`,
      `/404.html`,
    ]) {
      expect([pathname, cacheOf(pathname)]).toEqual([pathname, REVALIDATE])
    }
  })

  it(`sends the security headers on every path, and one Cache-Control at most`, () => {
    for (const pathname of [`/`, `/app-d5ae9ebba63a465541c5.js`, `/static/a/b.png`, `/nope`]) {
      const headers = headersFor(rules, pathname)
      expect(headers.get(`content-security-policy`)).toBe(`default-src 'self'`)
      expect(headers.get(`x-content-type-options`)).toBe(`nosniff`)
      expect(headers.get(`referrer-policy`)).toBe(`strict-origin-when-cross-origin`)
      expect(headers.get(`permissions-policy`)).toMatch(/camera=\(\)/)
      expect(headers.get(`x-robots-tag`)).toBeUndefined()
    }
  })

  it(`gives no rule to the host's own file, source maps or a path nothing matches`, () => {
    const paths = rules.map(rule => rule.path)
    expect(paths).not.toContain(`/_headers`)
    expect(paths).not.toContain(`/app-d5ae9ebba63a465541c5.js.map`)
    expect(cacheOf(`/nope`)).toBeUndefined()
  })

  it(`tells search engines not to index a preview`, () => {
    const preview = headerRules(ENTRIES, { ...SECURITY, preview: true })
    expect(headersFor(preview, `/post/whoami`).get(`x-robots-tag`)).toBe(`noindex`)
  })
})

it(`puts the path prefix before every cache rule`, () => {
  const rules = cacheRules(ENTRIES, `/blog`)
  expect(headersFor(rules, `/blog`).get(`cache-control`)).toBe(REVALIDATE)
  expect(headersFor(rules, `/blog/`).get(`cache-control`)).toBe(REVALIDATE)
  expect(headersFor(rules, `/blog/static/a/b.jpg`).get(`cache-control`)).toBe(IMMUTABLE)
  expect(headersFor(rules, `/static/a/b.jpg`).get(`cache-control`)).toBeUndefined()
})

it(`knows webpack's content hashes in Gatsby's file names`, () => {
  expect(isHashedName(`webpack-runtime-441aab24a59a8c42e231.js`)).toBe(true)
  expect(isHashedName(`c8834c975d90390e8e70f5b303c381640afbb8e1-4c90e7579f9f18d7d7bf.js`)).toBe(true)
  expect(isHashedName(`styles.819ea82c5c349caa20a4.css`)).toBe(true)
  expect(isHashedName(`post-index.json`)).toBe(false)
  expect(isHashedName(`sw.js`)).toBe(false)
})

describe(`headersFor`, () => {
  const rules = parseHeadersFile(`# comment\n/a/*\n  X-A: 1\n/a/:slug/b\n  X-B: 2\n/exact\n  X-C: 3\n/*\n  X-A: 4\n`)

  it(`matches splats, placeholders and exact paths as Netlify and Cloudflare Pages do`, () => {
    expect(Object.fromEntries(headersFor(rules, `/a/x/y`))).toEqual({ "x-a": `1, 4` })
    expect(Object.fromEntries(headersFor(rules, `/a/x/b`))).toEqual({ "x-a": `1, 4`, "x-b": `2` })
    expect(headersFor(rules, `/a/x/y/b`).get(`x-b`)).toBeUndefined()
    expect(headersFor(rules, `/exact`).get(`x-c`)).toBe(`3`)
    expect(headersFor(rules, `/exact/more`).get(`x-c`)).toBeUndefined()
  })

  it(`refuses a line it cannot read`, () => {
    expect(() => parseHeadersFile(`/a\nX-A: 1\n`)).toThrow(/line 2: a path must start with "\/"/)
    expect(() => parseHeadersFile(`  X-A: 1\n`)).toThrow(/line 1: expected "Name: value" under a path/)
  })
})
