// What a crawler finds through robots.txt: the sitemap's absolute URLs, one for
// every real page and none for an error page, each served and each its page's
// canonical URL.
import type { Page } from "playwright-core"
import { siteConfig } from "../src/site-config"
import { useBuiltSite } from "./support/browser"
import { crawlerOf } from "./support/crawler"
import { realPages } from "./support/routes"
import { PUBLIC_DIR } from "./support/site"
import { xmlValues } from "./support/xml"

const SITE = siteConfig.siteUrl
const site = useBuiltSite(PUBLIC_DIR)
const { get, head, local, text } = crawlerOf(site, SITE)
let page: Page

beforeAll(async () => {
  page = await site.browser.newPage()
})

/** Every page URL in the sitemap, found the way a crawler finds it: through robots.txt. */
async function sitemapUrls(): Promise<string[]> {
  const robots = await text(`/robots.txt`)
  const index = /^Sitemap:\s*(\S+)\s*$/im.exec(robots)?.[1] ?? ``
  const urls: string[] = []
  for (const sitemap of await xmlValues(page, await text(local(index)), `loc`)) {
    urls.push(...(await xmlValues(page, await text(local(sitemap)), `loc`)))
  }
  return urls
}

describe(`sitemap and robots.txt`, () => {
  it(`robots.txt allows everything and points to the sitemap's absolute URL`, async () => {
    const robots = await text(`/robots.txt`)
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
    expect(robots).not.toMatch(/^Disallow: *\S/m)
    expect(robots).toContain(`\nSitemap: ${SITE}/sitemap-index.xml\n`)
  })

  it(`lists every real page, and no error page or client-only route`, async () => {
    const paths = (await sitemapUrls()).map(url => new URL(url).pathname.replace(/(.)\/$/, `$1`))
    expect([...paths].sort()).toEqual(realPages().sort())
    expect(paths).toContain(`/post/whoami`)
    for (const excluded of [`/404`, `/404.html`, `/post/[...]`]) expect(paths).not.toContain(excluded)
  })

  it(`gives URLs that are served and are each page's canonical URL`, async () => {
    for (const url of await sitemapUrls()) {
      expect({ url, status: (await get(local(url))).status }).toEqual({ url, status: 200 })
      const { canonical } = await head(new URL(url).pathname)
      expect(canonical.map(href => new URL(href).href)).toEqual([new URL(url).href])
    }
  })
})
