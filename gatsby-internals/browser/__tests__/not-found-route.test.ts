// The 404 pages an unknown address can be answered with: the site language's and each other language's.
const matchPaths: Array<{ path: string; matchPath: string }> = []
jest.mock(`$virtual/match-paths.json`, () => matchPaths, { virtual: true })

import { isNotFoundPagePath, routeMissingPagesUnder, routeServedNotFoundPage } from "../not-found-route"

it(`knows Gatsby's 404 paths and a language's own 404 page, and no other page`, () => {
  for (const path of [`/404.html`, `/404/`, `/404`, `/sw/404.html`, `/ar/404.html`, `/pt-BR/404.html`]) {
    expect([path, isNotFoundPagePath(path)]).toEqual([path, true])
  }
  for (const path of [`/`, `/tags/rust/404.html`, `/post/404-notes`, `/sw/4044.html`, `/Projects/404.html`, `/sw/404.htm`]) {
    expect([path, isNotFoundPagePath(path)]).toEqual([path, false])
  }
})

it(`tells Gatsby's loader that the address a language's 404 page was served for is that page`, () => {
  const page = window as Window & { pagePath?: string }
  window.history.replaceState(null, ``, `/sw/hakuna/ukurasa`)
  page.pagePath = `/sw/404.html`
  routeServedNotFoundPage(address => address)
  expect(matchPaths).toEqual([{ path: `/sw/404.html`, matchPath: `/sw/hakuna/ukurasa` }])
  page.pagePath = `/sw/tags`
  routeServedNotFoundPage(address => address)
  expect(matchPaths).toHaveLength(1)
})

/** A loader that knows `pages` (path → its page data's path, or null: it fails to load); any other path is its /404.html page. */
function fakeLoader(pages: Record<string, string | null>) {
  const resources = (rawPath: string) => {
    const path = pages[rawPath.split(`?`)[0]]
    return path === null ? { status: `error` } : { page: { path: path ?? `/404.html` } }
  }
  return {
    loadPage: jest.fn(async (rawPath: string) => resources(rawPath)),
    loadPageSync: jest.fn((rawPath: string) => (rawPath === `/not/loaded/yet` ? undefined : resources(rawPath))),
  }
}

it(`gives a missing address under a language's pages that language's 404 page, and leaves every other one alone`, async () => {
  const loader = fakeLoader({ "/sw": `/sw`, "/sw/404.html": `/sw/404.html`, "/ar/404.html": `/ar/404.html`, "/swahili": `/swahili` })
  Object.assign(window, { ___loader: loader })
  routeMissingPagesUnder([`/sw`, `/ar`])
  const page = async (rawPath: string) => (await loader.loadPage(rawPath))?.page?.path
  const pageSync = (rawPath: string) => loader.loadPageSync(rawPath)?.page?.path
  await expect(page(`/sw/no/such/page`)).resolves.toBe(`/sw/404.html`)
  await expect(page(`/ar/no/such/page?q=1`)).resolves.toBe(`/ar/404.html`)
  await expect(page(`/sw`)).resolves.toBe(`/sw`)
  await expect(page(`/no/such/page`)).resolves.toBe(`/404.html`)
  await expect(page(`/swa/no/such/page`)).resolves.toBe(`/404.html`)
  await expect(page(`/swahili`)).resolves.toBe(`/swahili`)
  expect(pageSync(`/sw/no/such/page`)).toBe(`/sw/404.html`)
  expect(pageSync(`/ar/no/such/page`)).toBe(`/ar/404.html`)
  expect(pageSync(`/no/such/page`)).toBe(`/404.html`)
  // A page the loader has not loaded yet is loaded as usual, not taken for a missing one.
  expect(pageSync(`/not/loaded/yet`)).toBeUndefined()
})

it(`keeps the site language's 404 page where a language's own fails to load`, async () => {
  const loader = fakeLoader({ "/sw/404.html": null })
  Object.assign(window, { ___loader: loader })
  routeMissingPagesUnder([`/sw`])
  await expect(loader.loadPage(`/sw/no/such/page`)).resolves.toEqual({ page: { path: `/404.html` } })
  expect(loader.loadPageSync(`/sw/no/such/page`)).toEqual({ page: { path: `/404.html` } })
})
