import { deployEnvironment, robotsPolicy } from "../deploy-env"

it(`is production unless the build says otherwise`, () => {
  expect(deployEnvironment({})).toBe(`production`)
  expect(deployEnvironment({ CONTEXT: `production` })).toBe(`production`)
  expect(deployEnvironment({ CF_PAGES: `1`, CF_PAGES_BRANCH: `main` })).toBe(`production`)
})

it(`is a preview when SITE_ENV says so, on any host, and SITE_ENV wins`, () => {
  expect(deployEnvironment({ SITE_ENV: `preview` })).toBe(`preview`)
  expect(deployEnvironment({ SITE_ENV: ` Preview ` })).toBe(`preview`)
  expect(deployEnvironment({ SITE_ENV: `production`, CONTEXT: `deploy-preview` })).toBe(`production`)
  expect(() => deployEnvironment({ SITE_ENV: `staging` })).toThrow(`SITE_ENV is "staging": write production or preview`)
})

it(`is a preview for Netlify's deploy previews and branch deploys`, () => {
  expect(deployEnvironment({ CONTEXT: `deploy-preview` })).toBe(`preview`)
  expect(deployEnvironment({ CONTEXT: `branch-deploy` })).toBe(`preview`)
})

it(`is a preview for Cloudflare Pages' builds of another branch than the production one`, () => {
  expect(deployEnvironment({ CF_PAGES: `1`, CF_PAGES_BRANCH: `feature/x` })).toBe(`preview`)
  expect(deployEnvironment({ CF_PAGES: `1`, CF_PAGES_BRANCH: `main`, PRODUCTION_BRANCH: `live` })).toBe(`preview`)
  expect(deployEnvironment({ CF_PAGES: `1`, CF_PAGES_BRANCH: `live`, PRODUCTION_BRANCH: `live` })).toBe(`production`)
  // The same variable outside Cloudflare Pages means nothing.
  expect(deployEnvironment({ CF_PAGES_BRANCH: `feature/x` })).toBe(`production`)
})

it(`opens robots.txt to all crawlers in production and closes it to all of them in a preview`, () => {
  expect(robotsPolicy(`production`)).toEqual([{ userAgent: `*`, allow: `/` }])
  expect(robotsPolicy(`preview`)).toEqual([{ userAgent: `*`, disallow: `/` }])
})
