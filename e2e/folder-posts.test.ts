// Posts written as folders with their files beside them (gatsby-starter-blog,
// Hugo page bundles, Zola), built for real in a temporary copy: every image
// shows, sized and in a modern format, linked files are published, links to
// other posts reach them, the feed's images are absolute; and a missing or
// unsafe image fails the build with one line naming the file and the path.
import sharp from "sharp"
import { useServedSite, visit } from "./support/browser"
import { decodeEntities, metaTags } from "./support/html"
import { siteUrl } from "./support/site"
import { createTempSite, markdownPost as post, type BuildResult, type TempSite } from "./support/temp-site"

jest.setTimeout(300_000)

const PDF =
  `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n` +
  `trailer << /Root 1 0 R >>\n%%EOF\n`
const SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">` +
  `<rect width="320" height="120" fill="#a93f0a"/></svg>`

/** A raster image of `width` × `height`, in `format`, drawn here (no outside file). */
function raster(width: number, height: number, format: `png` | `jpeg` | `gif`): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
  return image.toFormat(format).toBuffer()
}

const HELLO_BODY = [
  `A post in its own folder, written as gatsby-starter-blog writes them.`,
  ``,
  `![A diagram of the request path](./diagram.png)`,
  ``,
  `![A photo of the rack](images/photo.jpg "The rack")`,
  ``,
  `![The logo](./logo.svg)`,
  ``,
  `![A spinner](./spin.gif)`,
  ``,
  `![A badge shared by several posts](../shared/badge.png)`,
  ``,
  `![The site's own picture](/images/posts/whoami.jpg)`,
  ``,
  `![](./diagram.png)`,
  ``,
  `Read [the slides](./slides.pdf), the [source](./main.rs), or [the other post](../other/#setup).`,
].join(`\n`)

describe(`a blog of folder posts`, () => {
  let temp: TempSite
  let result: BuildResult
  const site = useServedSite()

  beforeAll(async () => {
    temp = await createTempSite(`folders`)
    const files: Array<[string, string | Buffer]> = [
      [
        `content/posts/hello/index.md`,
        post({ title: `Hello folders`, date: `2025-06-01`, category: `Guides`, image: `./cover.jpg` }, HELLO_BODY),
      ],
      [`content/posts/hello/cover.jpg`, await raster(1600, 900, `jpeg`)],
      [`content/posts/hello/diagram.png`, await raster(900, 500, `png`)],
      [`content/posts/hello/images/photo.jpg`, await raster(2000, 1333, `jpeg`)],
      [`content/posts/hello/logo.svg`, SVG],
      [`content/posts/hello/spin.gif`, await raster(64, 64, `gif`)],
      [`content/posts/hello/slides.pdf`, PDF],
      [`content/posts/hello/main.rs`, `fn main() {}\n`],
      [`content/posts/shared/badge.png`, await raster(200, 60, `png`)],
      [
        `content/posts/other/index.md`,
        post({ title: `The other post`, date: `2025-05-01`, category: `Guides` }, `## Setup\n\nLinked from hello.`),
      ],
    ]
    for (const [file, content] of files) await temp.write(file, content)
    result = await temp.build()
    if (result.code !== 0) throw new Error(`The folder-post build failed:\n${result.output.slice(-4000)}`)
    await site.start(temp.publicDir)
  })

  afterAll(() => temp?.remove())

  it(`warns about an image without alt text, naming the post and the image`, () => {
    const warnings = result.lines.filter(line => line.includes(`has no alt text`))
    expect(warnings).toEqual([expect.stringContaining(`content/posts/hello/index.md: image "./diagram.png" has no alt text`)])
  })

  it(`shows every image of the body, sized, raster ones in AVIF`, async () => {
    const { page, problems, close } = await visit(site.browser, { viewport: { width: 412, height: 900 }, deviceScaleFactor: 2 })
    try {
      await page.goto(`${site.server.url}/post/hello`)
      await page.getByRole(`heading`, { level: 1, name: `Hello folders` }).waitFor()
      await page.evaluate(async () => {
        for (const img of document.images) img.loading = `eager`
        await Promise.all([...document.images].map(img => img.decode().catch(() => undefined)))
      })
      const images = await page.evaluate(() =>
        [...document.images].map(img => ({
          alt: img.alt,
          src: img.currentSrc,
          loaded: img.complete && img.naturalWidth > 0,
          sized: Boolean(img.getAttribute(`width`) && img.getAttribute(`height`)),
        })),
      )
      const byAlt = (alt: string) => images.find(image => image.alt === alt)
      for (const alt of [
        `A diagram of the request path`,
        `A photo of the rack`,
        `A badge shared by several posts`,
        `The site's own picture`,
      ]) {
        expect({ alt, ...byAlt(alt) }).toEqual({ alt, src: expect.stringMatching(/\.avif$/), loaded: true, sized: true })
      }
      expect(byAlt(`The logo`)).toEqual({ alt: `The logo`, src: expect.stringMatching(/\/logo\.svg$/), loaded: true, sized: true })
      expect(byAlt(`A spinner`)).toEqual({ alt: `A spinner`, src: expect.stringMatching(/\/spin\.gif$/), loaded: true, sized: true })
      expect(images.every(image => image.loaded && image.sized)).toBe(true)
      await expect(page.locator(`img[alt="The logo"]`).getAttribute(`width`)).resolves.toBe(`320`)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it(`publishes linked files and links other posts to their page`, async () => {
    const { page, close } = await visit(site.browser)
    try {
      await page.goto(`${site.server.url}/post/hello`)
      const href = (name: string) => page.getByRole(`link`, { name, exact: true }).getAttribute(`href`)
      const slides = (await href(`the slides`)) ?? ``
      expect(slides).toMatch(/^\/static\/[0-9a-f]+\/slides\.pdf$/)
      const response = await fetch(site.server.url + slides)
      expect([response.status, (await response.text()).startsWith(`%PDF`)]).toEqual([200, true])
      expect((await fetch(site.server.url + ((await href(`source`)) ?? ``))).status).toBe(200)
      await expect(href(`the other post`)).resolves.toBe(`/post/other#setup`)
      const photoLink = page.getByRole(`link`).filter({ has: page.getByRole(`img`, { name: `A photo of the rack` }) })
      const original = await sharp(
        Buffer.from(await (await fetch(site.server.url + ((await photoLink.getAttribute(`href`)) ?? ``))).arrayBuffer()),
      ).metadata()
      expect([original.width, original.height]).toEqual([2000, 1333])
    } finally {
      await close()
    }
  })

  it(`makes a 1200×630 JPEG link preview from the folder's cover`, async () => {
    const html = await (await fetch(`${site.server.url}/post/hello`)).text()
    const image = metaTags(html).get(`og:image`) ?? ``
    expect(image.startsWith(`${siteUrl()}/static/`)).toBe(true)
    const file = await fetch(site.server.url + image.slice(siteUrl().length))
    const { format, width, height } = await sharp(Buffer.from(await file.arrayBuffer())).metadata()
    expect([format, width, height]).toEqual([`jpeg`, 1200, 630])
  })

  it(`uses absolute URLs for the feed's images and files`, async () => {
    // The item's HTML is escaped inside <content:encoded>.
    const feed = decodeEntities(await (await fetch(`${site.server.url}/rss.xml`)).text())
    const item = feed.slice(feed.indexOf(`Hello folders`))
    const body = item.slice(0, item.indexOf(`</item>`))
    const urls = [...body.matchAll(/\s(?:src|href)="([^"]+)"/g)].map(match => match[1])
    const candidates = [...body.matchAll(/\ssrcset="([^"]+)"/g)].flatMap(match =>
      match[1].split(`,`).map(part => part.trim().split(/\s+/)[0]),
    )
    expect(urls.length).toBeGreaterThan(8)
    expect(candidates.length).toBeGreaterThan(8)
    for (const url of [...urls, ...candidates]) expect(url).toMatch(new RegExp(`^(${siteUrl()}/|https?://|#|mailto:)`))
  })
})

describe(`a post whose images do not exist`, () => {
  let temp: TempSite
  let result: BuildResult

  beforeAll(async () => {
    temp = await createTempSite(`missing-images`)
    await temp.write(
      `content/posts/broken/index.md`,
      post(
        { title: `Broken`, date: `2025-01-01`, category: `Guides`, image: `./missing-cover.jpg` },
        `![A diagram](./diagram.png)\n\nThe [notes](./notes.pdf).`,
      ),
    )
    await temp.write(
      `content/posts/elsewhere.md`,
      post({ title: `Elsewhere`, date: `2025-01-02`, category: `Guides`, image: `/\\evil.example/x.jpg` }, `Text.`),
    )
    await temp.write(
      `content/posts/gone.md`,
      post({ title: `Gone`, date: `2025-01-03`, category: `Guides`, image: `/images/missing.jpg` }, `Text.`),
    )
    result = await temp.build()
  })

  afterAll(() => temp?.remove())

  it(`fails the build with one line per problem: the file, the path written and what is wrong`, () => {
    expect(result.code).not.toBe(0)
    const lines = result.lines.filter(line => line.includes(`content/posts/`)).map(line => line.replace(/^error\s+/i, ``))
    expect(lines).toEqual(
      expect.arrayContaining([
        `content/posts/broken/index.md: image: "./missing-cover.jpg" does not exist (looked for content/posts/broken/missing-cover.jpg)`,
        `content/posts/broken/index.md: body: image "./diagram.png" does not exist (looked for content/posts/broken/diagram.png)`,
        `content/posts/broken/index.md: body: link "./notes.pdf" does not exist (looked for content/posts/broken/notes.pdf)`,
        `content/posts/elsewhere.md: image: "/\\evil.example/x.jpg" contains a backslash, which browsers read as "/" (write paths with /)`,
        `content/posts/gone.md: image: "/images/missing.jpg" does not exist (looked for static/images/missing.jpg)`,
      ]),
    )
    expect(lines).toHaveLength(5)
  })
})
