// The head tags search engines and link previews read in the prebuilt HTML: one
// absolute canonical URL per page, og: and twitter: tags, each post's own title,
// description and cover, and preview images that are served and large enough.
import { siteConfig } from "../src/site-config"
import { useBuiltSite } from "./support/browser"
import { crawlerOf, imageSize } from "./support/crawler"
import { realPages } from "./support/routes"
import { previewUrlPattern, PUBLIC_DIR, samplePosts } from "./support/site"

const SITE = siteConfig.siteUrl
const site = useBuiltSite(PUBLIC_DIR)
const { get, head, local } = crawlerOf(site, SITE)
const posts = samplePosts()

async function expectPreviewImage(url: string) {
  const response = await get(url)
  expect({ url, status: response.status }).toEqual({ url, status: 200 })
  expect(response.headers.get(`content-type`)).toMatch(/^image\/(jpeg|png)$/)
  const { width, height } = imageSize(Buffer.from(await response.arrayBuffer()))
  // Large link previews (summary_large_image) want at least 600×315.
  expect(width).toBeGreaterThanOrEqual(600)
  expect(height).toBeGreaterThanOrEqual(315)
}

describe(`head tags for search engines and link previews`, () => {
  it(`every real page has one absolute canonical link, and og:url matches it`, async () => {
    for (const pagePath of realPages()) {
      const { canonical, meta } = await head(pagePath)
      const url = pagePath === `/` ? SITE : `${SITE}${pagePath}`
      expect({ pagePath, canonical }).toEqual({ pagePath, canonical: [url] })
      expect(meta.get(`og:url`)).toBe(url)
    }
  })

  it(`the home and projects pages are og:type website, posts are articles, all with large previews`, async () => {
    for (const pagePath of realPages()) {
      const { meta } = await head(pagePath)
      const type = pagePath.startsWith(`/post/`) ? `article` : `website`
      expect({ pagePath, type: meta.get(`og:type`) }).toEqual({ pagePath, type })
      for (const name of [`description`, `og:title`, `og:description`, `og:site_name`, `twitter:title`, `twitter:description`]) {
        expect({ pagePath, name, present: Boolean(meta.get(name)) }).toEqual({ pagePath, name, present: true })
      }
      expect(meta.get(`twitter:card`)).toBe(`summary_large_image`)
      expect(meta.get(`twitter:image`)).toBe(meta.get(`og:image`))
    }
  })

  it(`posts carry their own title, description and cover image`, async () => {
    for (const post of posts) {
      const { meta } = await head(`/post/${post.slug}`)
      expect(meta.get(`og:title`)).toBe(post.title)
      expect(meta.get(`og:description`)).toBe(post.description)
      expect(meta.get(`og:image`)).toMatch(previewUrlPattern(SITE, post))
    }
  })

  it(`link-preview images are absolute, served, raster and large enough`, async () => {
    const images = new Set<string>()
    for (const pagePath of realPages()) images.add((await head(pagePath)).meta.get(`og:image`) ?? ``)
    for (const image of images) await expectPreviewImage(local(image))
  })
})
