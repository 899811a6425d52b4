// The site published under a sub-path: the prefixed fixture site, built with
// `PATH_PREFIX=/blog npm run build -- --prefix-paths` in a copy of the project
// (e2e/fixtures/index.ts) and served under that prefix only.
import type { Page } from "playwright-core"
import { siteConfig } from "../src/site-config"
import { visit, waitForApp } from "./support/browser"
import { crawlerOf } from "./support/crawler"
import { escapeRegExp } from "./support/site"
import { useFixtureSite } from "./support/fixture-sites"
import { FIXTURE_SITES } from "./fixtures"
import { xmlValues } from "./support/xml"
import { routeFeatureHosts } from "./fixtures/reader-features"

const PREFIX = FIXTURE_SITES.prefixed.pathPrefix ?? ``
/** The published site's base URL, prefix included. */
const BASE = siteConfig.siteUrl + PREFIX
const PAGES = [`/`, `/projects`, `/post/whoami`, `/post/rust-module-system-explained`]

describe(`the site built under the path prefix ${PREFIX}`, () => {
  const site = useFixtureSite(`prefixed`)
  const { head, local, text } = crawlerOf(site, BASE)
  let page: Page

  beforeAll(async () => {
    page = await site.browser.newPage()
  })

  async function status(url: string): Promise<number> {
    return (await fetch(url)).status
  }

  /** The canonical URL of a page: the site's base URL and the page's path. */
  const published = (pagePath: string) => `${BASE}${pagePath}`

  /** What a page's prebuilt HTML refers to, and its canonical URL, og:url and JSON-LD. */
  async function view(pagePath: string) {
    const { canonical, meta, references, jsonLd } = await head(pagePath)
    return { canonical, ogUrl: meta.get(`og:url`) ?? ``, references, jsonLd: jsonLd.map(raw => JSON.parse(raw) as Record<string, any>) }
  }

  it(`was built with the prefix`, async () => {
    const { references } = await view(`/`)
    const scripts = references.filter(ref => ref.tag === `script`)
    expect(scripts.length).toBeGreaterThan(0)
    for (const { url } of scripts) expect(url.startsWith(`${site.server.url}/`)).toBe(true)
  })

  it(`pages refer only to addresses under the prefix, and every one of them is served`, async () => {
    const checked = new Map<string, number>()
    for (const pagePath of PAGES) {
      for (const { tag, url } of (await view(pagePath)).references) {
        const { origin, pathname } = new URL(url)
        if (origin !== site.server.origin) continue
        const target = origin + pathname
        if (!checked.has(target)) checked.set(target, await status(target))
        expect({ pagePath, tag, url, underPrefix: target.startsWith(`${site.server.url}/`) || target === site.server.url }).toEqual({
          pagePath,
          tag,
          url,
          underPrefix: true,
        })
        expect({ pagePath, tag, url, status: checked.get(target) }).toEqual({ pagePath, tag, url, status: 200 })
      }
    }
  })

  it(`canonical links and og:url carry the prefix`, async () => {
    for (const pagePath of PAGES) {
      const { canonical, ogUrl } = await view(pagePath)
      expect({ pagePath, canonical }).toEqual({ pagePath, canonical: [published(pagePath)] })
      expect(ogUrl).toBe(published(pagePath))
      expect(await status(local(canonical[0]))).toBe(200)
    }
  })

  it(`the link-preview cards of / and /projects carry the prefix and are served`, async () => {
    for (const pagePath of [`/`, `/projects`]) {
      const image = (await head(pagePath)).meta.get(`og:image`) ?? ``
      expect({ pagePath, image }).toEqual({
        pagePath,
        image: expect.stringMatching(new RegExp(`^${escapeRegExp(BASE)}/static/cards/card-[0-9a-f]{20}\\.jpg$`)),
      })
      expect(await status(local(image))).toBe(200)
    }
  })

  it(`the feed links the site, itself and every post under the prefix`, async () => {
    const xml = await text(`${site.server.url}/rss.xml`)
    const channelLink = (await xmlValues(page, xml, `link`))[0]
    expect(channelLink).toBe(`${BASE}/`)
    expect(xml).toContain(`href="${BASE}/rss.xml"`)
    const links = (await xmlValues(page, xml, `link`)).slice(1)
    expect(links).toHaveLength(6)
    for (const link of links) {
      expect(link.startsWith(`${BASE}/post/`)).toBe(true)
      expect({ link, status: await status(local(link)) }).toEqual({ link, status: 200 })
    }
    for (const body of await xmlValues(page, xml, `content:encoded`)) {
      expect(body).not.toMatch(/\s(?:href|src)=["']\/(?!\/)/)
      for (const [, url] of body.matchAll(/\s(?:href|src)="(https?:\/\/[^"#]+)/g)) {
        if (!url.startsWith(siteConfig.siteUrl)) continue
        expect({ url, status: await status(local(url)) }).toEqual({ url, status: 200 })
      }
    }
  })

  it(`robots.txt and the sitemap give absolute URLs under the prefix, all served`, async () => {
    const robots = await text(`${site.server.url}/robots.txt`)
    const sitemap = /^Sitemap:\s*(\S+)\s*$/m.exec(robots)?.[1]
    expect(sitemap).toBe(`${BASE}/sitemap-index.xml`)
    const urls: string[] = []
    for (const file of await xmlValues(page, await text(local(sitemap ?? ``)), `loc`)) {
      expect(file.startsWith(`${BASE}/`)).toBe(true)
      urls.push(...(await xmlValues(page, await text(local(file)), `loc`)))
    }
    expect(urls).toEqual(expect.arrayContaining([`${BASE}/`, `${BASE}/projects`, `${BASE}/post/whoami`]))
    for (const url of urls) expect({ url, status: await status(local(url)) }).toEqual({ url, status: 200 })
  })

  it(`the manifest starts the app at the prefixed home page and its icons are served`, async () => {
    const manifestLinks = (await view(`/`)).references.filter(ref => ref.tag === `link[rel=manifest]`)
    expect(manifestLinks.map(ref => ref.url)).toEqual([`${site.server.url}/manifest.webmanifest`])
    const manifestUrl = manifestLinks[0].url
    const manifest = JSON.parse(await text(manifestUrl))
    expect(manifest.start_url).toBe(`${PREFIX}/`)
    for (const icon of manifest.icons as Array<{ src: string }>) {
      const url = new URL(icon.src, manifestUrl).href
      expect(url.startsWith(`${site.server.url}/`)).toBe(true)
      expect({ url, status: await status(url) }).toEqual({ url, status: 200 })
    }
  })

  it(`JSON-LD URLs carry the prefix`, async () => {
    const pagePath = `/post/rust-module-system-explained`
    const [posting] = (await view(pagePath)).jsonLd.filter(block => block[`@type`] === `BlogPosting`)
    expect(posting).toMatchObject({
      url: published(pagePath),
      mainEntityOfPage: { "@id": published(pagePath) },
      author: { "@id": `${BASE}/#person` },
    })
    expect(await status(local(posting.image))).toBe(200)

    const [profilePage] = (await view(`/`)).jsonLd.filter(block => block[`@type`] === `ProfilePage`)
    expect(profilePage?.mainEntity).toMatchObject({ "@id": `${BASE}/#person`, url: published(`/`) })
    expect(await status(local(profilePage.mainEntity.image))).toBe(200)
  })

  it(`the folder post's images, sizes and files all carry the prefix and are served`, async () => {
    const html = await (await fetch(`${site.server.url}/post/rust-module-system-explained`)).text()
    const urls = [
      ...[...html.matchAll(/\s(?:src|href)="(\/static\/[^"]+)"/g)].map(match => match[1]),
      ...[...html.matchAll(/\s(?:src|href)="(\/[^"]*\.(?:png|jpe?g|avif|webp|svg|gif|pdf))"/g)].map(match => match[1]),
      ...[...html.matchAll(/\ssrcset="([^"]+)"/gi)].flatMap(match => match[1].split(`,`).map(part => part.trim().split(/\s+/)[0])),
    ]
    expect(urls.some(url => /module-tree\.png$/.test(url))).toBe(true)
    expect(urls.some(url => /cover\.avif$/.test(url))).toBe(true)
    for (const url of new Set(urls)) {
      expect(url.startsWith(`${PREFIX}/`)).toBe(true)
      expect({ url, status: await status(site.server.origin + url) }).toEqual({ url, status: 200 })
    }
  })

  it(`pages run in Chromium under the prefix with nothing missing and no errors`, async () => {
    for (const pagePath of [`/`, `/post/rust-module-system-explained`]) {
      const v = await visit(site.browser)
      // The visitor counter this site has (e2e/fixtures/reader-features.ts) reaches a stand-in.
      await routeFeatureHosts(v.context)
      const failed: string[] = []
      v.page.on(`response`, response => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
      })
      try {
        await v.page.goto(site.server.url + pagePath)
        await waitForApp(v.page)
        await v.page.waitForLoadState(`networkidle`)
        expect({ pagePath, failed }).toEqual({ pagePath, failed: [] })
        expect({ pagePath, problems: v.problems }).toEqual({ pagePath, problems: [] })
      } finally {
        await v.close()
      }
    }
  })
})
