import { pagesPathPrefix } from "../pages-prefix"

it(`serves a project site under its repository's name`, () => {
  expect(pagesPathPrefix({ repository: `ada/blog` })).toBe(`/blog`)
  expect(pagesPathPrefix({ repository: `ada/My.Site` })).toBe(`/My.Site`)
})

it(`serves a user or organisation site (owner.github.io) at the root, whatever the case`, () => {
  expect(pagesPathPrefix({ repository: `ada/ada.github.io` })).toBe(``)
  expect(pagesPathPrefix({ repository: `Ada/ada.GitHub.io` })).toBe(``)
  // Another owner's name is a project site.
  expect(pagesPathPrefix({ repository: `ada/grace.github.io` })).toBe(`/grace.github.io`)
})

it(`follows the base path GitHub Pages reports, which knows a custom domain`, () => {
  expect(pagesPathPrefix({ repository: `ada/blog`, basePath: `` })).toBe(``)
  expect(pagesPathPrefix({ repository: `ada/blog`, basePath: `/` })).toBe(``)
  expect(pagesPathPrefix({ repository: `ada/blog`, basePath: `/blog/` })).toBe(`/blog`)
  expect(pagesPathPrefix({ repository: `ada/ada.github.io`, basePath: `/notes` })).toBe(`/notes`)
})

it(`refuses a repository that is not owner/name`, () => {
  expect(() => pagesPathPrefix({ repository: `blog` })).toThrow(`GITHUB_REPOSITORY is "blog": expected owner/name`)
})
