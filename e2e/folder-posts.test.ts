// Posts written as folders with their files beside them (gatsby-starter-blog,
// Hugo page bundles, Zola), in the odd fixture site: every image shows, sized
// and in a modern format, linked files are published, links to other posts
// reach them, the feed's images are absolute; and a missing or unsafe image, in
// the broken fixture site, is refused with one line naming the file and the path.
import sharp from "sharp"
import { visit } from "./support/browser"
import { decodeEntities, metaTags } from "./support/html"
import { siteUrl } from "./support/site"
import { fixtureBuild, useFixtureSite } from "./support/fixture-sites"
import { linesAbout } from "./fixtures/broken-site"

describe(`a blog of folder posts`, () => {
  const site = useFixtureSite(`odd`)

  it(`warns about an image without alt text, naming the post and the image`, () => {
    const warnings = site.result.lines.filter(line => line.includes(`has no alt text`))
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
  // Checked by npm run check; the build applies the same rule (e2e/writing-tools.test.ts).
  let lines: string[]
  beforeAll(async () => {
    lines = (await fixtureBuild(`broken`)).notes.check.lines
  }, 600_000)

  it(`is refused with one line per problem: the file, the path written and what is wrong`, () => {
    const about = (file: string) => linesAbout(lines, file)
    const folder = `content/posts/missing-files`
    expect(about(`${folder}/index.md`)).toEqual([
      `${folder}/index.md: image: "./missing-cover.jpg" does not exist (looked for ${folder}/missing-cover.jpg)`,
      `${folder}/index.md: body: image "./diagram.png" does not exist (looked for ${folder}/diagram.png)`,
      `${folder}/index.md: body: link "./notes.pdf" does not exist (looked for ${folder}/notes.pdf)`,
    ])
    expect(about(`content/posts/elsewhere.md`)).toEqual([
      `content/posts/elsewhere.md: image: "/\\evil.example/x.jpg" contains a backslash, which browsers read as "/" (write paths with /)`,
    ])
    expect(about(`content/posts/gone.md`)).toEqual([
      `content/posts/gone.md: image: "/images/missing.jpg" does not exist (looked for static/images/missing.jpg)`,
    ])
  })
})
