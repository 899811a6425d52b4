// The 404 pages an unknown address can be answered with: the site language's and each other language's.
const matchPaths: Array<{ path: string; matchPath: string }> = []
jest.mock(`$virtual/match-paths.json`, () => matchPaths, { virtual: true })

import { isNotFoundPagePath, routeServedNotFoundPage } from "../not-found-route"

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
