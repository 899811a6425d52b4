import en from "../../i18n/en.json"
import { isIsoDate } from "../../../site-build/content-model/iso-date"
import { isPrerenderedFor } from "../page-path"
import { postDescription } from "../post-description"
import { readingTime } from "../reading-time"
import { absoluteUrl, postPath, siteUrlFor } from "../urls"

it(`knows real dates`, () => {
  expect(isIsoDate(`2024-02-29`)).toBe(true)
  expect(isIsoDate(`2023-02-29`)).toBe(false)
  expect(isIsoDate(`March 23, 2025`)).toBe(false)
})

it(`builds absolute URLs from the site URL`, () => {
  expect(absoluteUrl(`https://site.example.com/`, postPath(`a`))).toBe(`https://site.example.com/post/a`)
  expect(absoluteUrl(`https://site.example.com`, `/`)).toBe(`https://site.example.com`)
  expect(absoluteUrl(`https://site.example.com`, `https://cdn.example.com/a.jpg`)).toBe(`https://cdn.example.com/a.jpg`)
})

it(`puts the path prefix before a path on the site, not before another host's URL`, () => {
  const site = { siteUrl: `https://example.com/`, pathPrefix: `/blog` }
  expect(siteUrlFor(site, `/rss.xml`)).toBe(`https://example.com/blog/rss.xml`)
  expect(siteUrlFor(site, `https://cdn.example.com/a.jpg`)).toBe(`https://cdn.example.com/a.jpg`)
})

it(`describes a post by its description, else its excerpt`, () => {
  expect(postDescription(`Said.`, `Excerpt.`)).toBe(`Said.`)
  expect(postDescription(null, `Excerpt.`)).toBe(`Excerpt.`)
  expect(postDescription(undefined, null)).toBeNull()
})

it(`estimates reading time, at least a minute`, () => {
  expect(readingTime(0, `en`, en.post.readingTime)).toBe(`1 min read`)
  expect(readingTime(1100, `en`, en.post.readingTime)).toBe(`5 min read`)
})

describe(`isPrerenderedFor`, () => {
  it(`matches the page the HTML was built for`, () => {
    expect(isPrerenderedFor(`/post/a`, `/post/a`)).toBe(true)
    expect(isPrerenderedFor(`/post/a`, `/post/a/`)).toBe(true)
    expect(isPrerenderedFor(`/`, `/`)).toBe(true)
    expect(isPrerenderedFor(`/post/a`, `/blog/post/a`, `/blog`)).toBe(true)
    expect(isPrerenderedFor(`/`, `/blog`, `/blog`)).toBe(true)
  })

  it(`does not match a 404 page or a client-only shell served for another address`, () => {
    expect(isPrerenderedFor(`/404.html`, `/nope`)).toBe(false)
    expect(isPrerenderedFor(`/post/[...]`, `/post/unknown`)).toBe(false)
  })
})
