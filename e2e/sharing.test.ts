// What feed readers, crawlers, link previews and "install app" read from the
// built site: the RSS feed, sitemap, robots.txt, web manifest, head tags and JSON-LD.
import { promises as fs } from "fs"
import path from "path"
import type { Browser, Page } from "playwright-core"
import { siteConfig } from "../src/site-config"
import { TAGS_PATH } from "../src/lib/tags"
import { launchBrowser, visit, waitForApp } from "./support/browser"
import { startStaticServer, type StaticServer } from "./support/static-server"
import { previewUrlPattern, sampleCategoryPaths, samplePosts, sampleTags, type SamplePost } from "./support/site"
import { xmlValues } from "./support/xml"

const ROOT = path.resolve(__dirname, `..`, `public`)
const CONTENT = path.resolve(__dirname, `..`, `content`)
const SITE = siteConfig.siteUrl

type Post = SamplePost & { firstSentence: string }

let server: StaticServer
let browser: Browser
let page: Page
let posts: Post[]

beforeAll(async () => {
  server = await startStaticServer(ROOT)
  browser = await launchBrowser()
  page = await browser.newPage()
  posts = await readPosts()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

/** The posts as the owner wrote them, with the first sentence of their body. */
async function readPosts(): Promise<Post[]> {
  return samplePosts().map(post => {
    const paragraph = post.body.split(/\n\s*\n/).find(part => /^[A-Z]/.test(part.trim())) ?? ``
    return { ...post, firstSentence: paragraph.trim().split(/(?<=\.)\s/)[0] }
  })
}

const readJson = async <T,>(file: string): Promise<T> =>
  JSON.parse(await fs.readFile(path.join(CONTENT, `data`, file), `utf8`))

/** The address on the test server of a URL on the published site. */
function local(url: string): string {
  expect(url === SITE || url.startsWith(`${SITE}/`)).toBe(true)
  return server.origin + url.slice(SITE.length)
}

function get(url: string): Promise<Response> {
  return fetch(url.startsWith(`http`) ? url : server.url + url)
}

async function text(url: string): Promise<string> {
  const response = await get(url)
  expect({ url, status: response.status }).toEqual({ url, status: 200 })
  return response.text()
}

interface FeedView {
  link: string
  self: string
  items: Array<{
    title: string
    link: string
    guid: string
    pubDate: string
    description: string
    category: string
    content: string
    contentText: string
  }>
}

async function readFeed(xml: string): Promise<FeedView> {
  return page.evaluate(source => {
    const doc = new DOMParser().parseFromString(source, `application/xml`)
    if (doc.querySelector(`parsererror`)) throw new Error(`rss.xml is not well-formed XML`)
    const child = (parent: Element, name: string) =>
      [...parent.children].find(element => element.tagName === name)?.textContent ?? ``
    const channel = doc.querySelector(`rss > channel`)
    if (!channel) throw new Error(`rss.xml has no channel`)
    const items = [...channel.getElementsByTagName(`item`)].map(item => {
      const content =
        item.getElementsByTagNameNS(`http://purl.org/rss/1.0/modules/content/`, `encoded`)[0]?.textContent ?? ``
      return {
        title: child(item, `title`),
        link: child(item, `link`),
        guid: child(item, `guid`),
        pubDate: child(item, `pubDate`),
        description: child(item, `description`),
        category: child(item, `category`),
        content,
        contentText: new DOMParser().parseFromString(content, `text/html`).body.textContent ?? ``,
      }
    })
    const self = channel.getElementsByTagNameNS(`http://www.w3.org/2005/Atom`, `link`)[0]
    return { link: child(channel, `link`), self: self?.getAttribute(`href`) ?? ``, items }
  }, xml)
}

interface Head {
  canonical: string[]
  meta: Record<string, string>
  links: Array<{ rel: string; href: string; type: string }>
  jsonLd: string[]
}

/** The head of a page as the prebuilt HTML has it (parsed, not run), as a crawler reads it. */
async function headOf(pagePath: string): Promise<Head> {
  const html = await text(pagePath)
  return page.evaluate(source => {
    const doc = new DOMParser().parseFromString(source, `text/html`)
    const meta: Record<string, string> = {}
    for (const tag of doc.head.querySelectorAll(`meta[property], meta[name]`)) {
      meta[tag.getAttribute(`property`) ?? tag.getAttribute(`name`) ?? ``] = tag.getAttribute(`content`) ?? ``
    }
    return {
      canonical: [...doc.querySelectorAll(`link[rel="canonical"]`)].map(link => link.getAttribute(`href`) ?? ``),
      meta,
      links: [...doc.head.querySelectorAll(`link[rel]`)].map(link => ({
        rel: link.getAttribute(`rel`) ?? ``,
        href: link.getAttribute(`href`) ?? ``,
        type: link.getAttribute(`type`) ?? ``,
      })),
      jsonLd: [...doc.querySelectorAll(`script[type="application/ld+json"]`)].map(script => script.textContent ?? ``),
    }
  }, html)
}

/** Width and height of a PNG, or of a JPEG from its start-of-frame segment. */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.readUInt32BE(0) === 0x89504e47) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  let offset = 2
  while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
    }
    offset += 2 + bytes.readUInt16BE(offset + 2)
  }
  throw new Error(`not a PNG or JPEG`)
}

async function expectPreviewImage(url: string) {
  const response = await get(url)
  expect({ url, status: response.status }).toEqual({ url, status: 200 })
  expect(response.headers.get(`content-type`)).toMatch(/^image\/(jpeg|png)$/)
  const { width, height } = imageSize(Buffer.from(await response.arrayBuffer()))
  // Large link previews (summary_large_image) want at least 600×315.
  expect(width).toBeGreaterThanOrEqual(600)
  expect(height).toBeGreaterThanOrEqual(315)
}

const listedNewestFirst = () =>
  posts.filter(post => post.listed).sort((a, b) => Date.parse(b.date) - Date.parse(a.date))

/** The site's real pages: the home page, the projects page and one page per post file. */
const realPages = () => [`/`, `/projects`, TAGS_PATH, ...sampleTags().map(tag => tag.path), ...sampleCategoryPaths(), ...posts.map(post => `/post/${post.slug}`)]

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

describe(`RSS feed`, () => {
  it(`has the listed posts, newest first, with absolute links, dates, descriptions and full bodies`, async () => {
    const feed = await readFeed(await text(`/rss.xml`))
    const expected = listedNewestFirst()
    expect(expected).toHaveLength(6)
    expect(feed.link).toBe(SITE)
    expect(feed.self).toBe(`${SITE}/rss.xml`)
    expect(feed.items.map(item => item.title)).toEqual(expected.map(post => post.title))

    for (const [i, item] of feed.items.entries()) {
      const post = expected[i]
      expect(item.link).toBe(`${SITE}/post/${post.slug}`)
      expect(item.guid).toBe(item.link)
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(post.date)
      expect(item.description).toBe(post.description)
      expect(item.category).toBe(post.category)
      expect(item.contentText).toContain(post.firstSentence)
      expect(item.content).toMatch(/<h2[\s>]/)
      // Links and images in a body point back to the site, not to the feed reader's host.
      expect(item.content).not.toMatch(/\s(?:href|src)=["']\/(?!\/)/)
      for (const [, url] of item.content.matchAll(/\s(?:href|src)="(https?:\/\/[^"#]+)/g)) {
        if (url.startsWith(SITE)) expect({ url, status: (await get(local(url))).status }).toEqual({ url, status: 200 })
      }
      expect((await get(local(item.link))).status).toBe(200)
    }
  })

  it(`leaves unlisted posts out`, async () => {
    const links = (await readFeed(await text(`/rss.xml`))).items.map(item => item.link)
    const unlisted = posts.filter(post => !post.listed).map(post => post.slug)
    expect(unlisted).toEqual([`whoami`])
    expect(links).not.toContain(`${SITE}/post/whoami`)
  })

  it(`is announced in the head of every page`, async () => {
    for (const pagePath of [...realPages(), `/404.html`]) {
      const { links } = await headOf(pagePath)
      const feeds = links.filter(link => link.rel === `alternate` && link.type === `application/rss+xml`)
      expect({ pagePath, feeds: feeds.map(link => link.href) }).toEqual({ pagePath, feeds: [`/rss.xml`] })
    }
    expect((await get(`/rss.xml`)).headers.get(`content-type`)).toMatch(/xml/)
  })
})

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
      const { canonical } = await headOf(new URL(url).pathname)
      expect(canonical.map(href => new URL(href).href)).toEqual([new URL(url).href])
    }
  })
})

describe(`head tags for search engines and link previews`, () => {
  it(`every real page has one absolute canonical link, and og:url matches it`, async () => {
    for (const pagePath of realPages()) {
      const { canonical, meta } = await headOf(pagePath)
      const url = pagePath === `/` ? SITE : `${SITE}${pagePath}`
      expect({ pagePath, canonical }).toEqual({ pagePath, canonical: [url] })
      expect(meta[`og:url`]).toBe(url)
    }
  })

  it(`the home and projects pages are og:type website, posts are articles, all with large previews`, async () => {
    for (const pagePath of realPages()) {
      const { meta } = await headOf(pagePath)
      const type = pagePath.startsWith(`/post/`) ? `article` : `website`
      expect({ pagePath, type: meta[`og:type`] }).toEqual({ pagePath, type })
      for (const name of [`description`, `og:title`, `og:description`, `og:site_name`, `twitter:title`, `twitter:description`]) {
        expect({ pagePath, name, present: Boolean(meta[name]) }).toEqual({ pagePath, name, present: true })
      }
      expect(meta[`twitter:card`]).toBe(`summary_large_image`)
      expect(meta[`twitter:image`]).toBe(meta[`og:image`])
    }
  })

  it(`posts carry their own title, description and cover image`, async () => {
    for (const post of posts) {
      const { meta } = await headOf(`/post/${post.slug}`)
      expect(meta[`og:title`]).toBe(post.title)
      expect(meta[`og:description`]).toBe(post.description)
      expect(meta[`og:image`]).toMatch(previewUrlPattern(SITE, post))
    }
  })

  it(`link-preview images are absolute, served, raster and large enough`, async () => {
    const images = new Set<string>()
    for (const pagePath of realPages()) images.add((await headOf(pagePath)).meta[`og:image`])
    for (const image of images) await expectPreviewImage(local(image))
  })
})

describe(`web manifest and icons`, () => {
  it(`names the app after the owner, with the site's colours and start URL`, async () => {
    const manifestLinks = (await headOf(`/`)).links.filter(link => link.rel === `manifest`)
    expect(manifestLinks.map(link => link.href)).toEqual([`/manifest.webmanifest`])
    const manifest = JSON.parse(await text(`/manifest.webmanifest`))
    expect(manifest).toMatchObject({
      name: `Juma Kiprono`,
      short_name: `jumakip`,
      start_url: `/`,
      display: `minimal-ui`,
      background_color: `#f6f7f9`,
      theme_color: `#a93f0a`,
    })
  })

  it(`has maskable PNG icons up to 512px, all served from this site at their stated size`, async () => {
    const manifestUrl = `${server.url}/manifest.webmanifest`
    const { icons } = JSON.parse(await text(manifestUrl)) as { icons: Array<{ src: string; sizes: string; purpose: string }> }
    expect(icons.map(icon => icon.sizes)).toEqual(expect.arrayContaining([`192x192`, `512x512`]))
    for (const icon of icons) {
      expect(icon.purpose).toBe(`any maskable`)
      const url = new URL(icon.src, manifestUrl)
      expect(url.origin).toBe(server.origin)
      const response = await get(url.href)
      expect({ src: icon.src, status: response.status }).toEqual({ src: icon.src, status: 200 })
      expect(response.headers.get(`content-type`)).toBe(`image/png`)
      const { width, height } = imageSize(Buffer.from(await response.arrayBuffer()))
      expect(`${width}x${height}`).toBe(icon.sizes)
    }
  })

  it(`every page links a favicon and an apple-touch icon, both served`, async () => {
    for (const pagePath of [`/`, `/projects`, `/post/whoami`]) {
      const icons = (await headOf(pagePath)).links.filter(link => [`icon`, `apple-touch-icon`].includes(link.rel))
      expect(icons.some(link => link.rel === `icon`)).toBe(true)
      expect(icons.some(link => link.rel === `apple-touch-icon`)).toBe(true)
      for (const icon of icons) {
        expect(icon.href).toMatch(/^\/(?!\/)/)
        expect({ href: icon.href, status: (await get(icon.href)).status }).toEqual({ href: icon.href, status: 200 })
      }
    }
  })

  it(`Chromium reads the manifest without errors, and no page asks another origin for anything`, async () => {
    for (const pagePath of [`/`, `/post/whoami`]) {
      const v = await visit(browser)
      try {
        await v.page.goto(server.url + pagePath)
        await waitForApp(v.page)
        const cdp = await v.context.newCDPSession(v.page)
        const manifest = await cdp.send(`Page.getAppManifest`)
        expect(manifest.url).toBe(`${server.url}/manifest.webmanifest`)
        expect(manifest.errors).toEqual([])
        expect(v.requests.filter(url => !url.startsWith(`${server.origin}/`) && !url.startsWith(`data:`))).toEqual([])
        expect(v.problems).toEqual([])
      } finally {
        await v.close()
      }
    }
  })
})

describe(`structured data (JSON-LD)`, () => {
  async function blocksOf(pagePath: string): Promise<Array<Record<string, any>>> {
    const { jsonLd } = await headOf(pagePath)
    // Written with "<" escaped, so no block can end its script element early.
    for (const raw of jsonLd) expect(raw).not.toContain(`<`)
    return jsonLd.map(raw => JSON.parse(raw))
  }

  it(`the home page describes the owner as the Person of a ProfilePage`, async () => {
    const profile = await readJson<{ name: string; handle: string; email: string; avatar: string }>(`profile.json`)
    const socials = await readJson<Array<{ url: string }>>(`socials.json`)
    const work = await readJson<Array<{ company: string; link: string; role: string; date: string }>>(`work.json`)
    const current = work.find(entry => entry.date.endsWith(`Present`)) ?? work[0]
    expect(current.company).toBe(`Mawingu Labs`)

    const pages = (await blocksOf(`/`)).filter(block => block[`@type`] === `ProfilePage`)
    expect(pages).toHaveLength(1)
    const [profilePage] = pages
    expect(profilePage[`@context`]).toBe(`https://schema.org`)
    expect(profilePage.mainEntity).toMatchObject({
      "@type": `Person`,
      "@id": `${SITE}/#person`,
      name: profile.name,
      alternateName: profile.handle,
      image: `${SITE}${profile.avatar}`,
      url: SITE,
      email: profile.email,
      sameAs: socials.map(social => social.url),
      jobTitle: current.role,
      worksFor: { "@type": `Organization`, name: current.company, url: current.link },
    })
    expect((await get(local(profilePage.mainEntity.image))).status).toBe(200)
  })

  it(`each post is a BlogPosting whose author is the owner's Person`, async () => {
    for (const post of posts) {
      const pagePath = `/post/${post.slug}`
      const { canonical } = await headOf(pagePath)
      const postings = (await blocksOf(pagePath)).filter(block => block[`@type`] === `BlogPosting`)
      expect({ pagePath, count: postings.length }).toEqual({ pagePath, count: 1 })
      expect(postings[0]).toMatchObject({
        "@context": `https://schema.org`,
        headline: post.title,
        description: post.description,
        image: expect.stringMatching(previewUrlPattern(SITE, post)),
        datePublished: post.date,
        author: { "@type": `Person`, "@id": `${SITE}/#person` },
        url: canonical[0],
        articleSection: post.category,
        mainEntityOfPage: { "@type": `WebPage`, "@id": canonical[0] },
      })
      expect((await get(local(postings[0].image))).status).toBe(200)
    }
  })
})
