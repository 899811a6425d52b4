// Generated link-preview cards, in the odd fixture site, where two sample posts
// lose their cover and one post has an accented title: what a crawler reads in
// the raw HTML of those posts, of / and of /projects (an absolute og:image and
// twitter:image, a 1200×630 JPEG served by the site), the JSON-LD's image, a
// cover still winning, and the log's count of the cards drawn. A warm build
// copies them from the cache (e2e/warm-build.test.ts).
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import { jsonLdBlocks, metaTags } from "./support/html"
import { escapeRegExp, siteUrl } from "./support/site"
import { useFixtureSite } from "./support/fixture-sites"
import { ACCENTED, UNCOVERED } from "./fixtures/odd-site"

const CARD_PAGES = [...UNCOVERED.map(slug => `/post/${slug}`), `/post/${ACCENTED.slug}`, `/`, `/projects`]
const CARD_URL = new RegExp(`^${escapeRegExp(siteUrl())}/static/cards/card-[0-9a-f]{20}\\.jpg$`)

describe(`generated link-preview cards`, () => {
  const built = useFixtureSite(`odd`)

  const html = async (pagePath: string) => (await fetch(`${built.server.url}${pagePath}`)).text()
  const cardOf = async (pagePath: string) => metaTags(await html(pagePath)).get(`og:image`) ?? ``
  const fetchImage = async (url: string) => Buffer.from(await (await fetch(built.server.url + url.slice(siteUrl().length))).arrayBuffer())

  it(`points og:image and twitter:image of each post without a cover, / and /projects to its own card`, async () => {
    const cards = new Set<string>()
    for (const pagePath of CARD_PAGES) {
      const meta = metaTags(await html(pagePath))
      const image = meta.get(`og:image`) ?? ``
      expect({ pagePath, image }).toEqual({ pagePath, image: expect.stringMatching(CARD_URL) })
      expect(meta.get(`twitter:image`)).toBe(image)
      cards.add(image)
    }
    expect(cards.size).toBe(CARD_PAGES.length)
  })

  it(`serves every card as a 1200×630 JPEG`, async () => {
    for (const pagePath of CARD_PAGES) {
      const { format, width, height } = await sharp(await fetchImage(await cardOf(pagePath))).metadata()
      expect({ pagePath, format, width, height }).toEqual({ pagePath, format: `jpeg`, width: 1200, height: 630 })
    }
  })

  it(`gives the post's JSON-LD the same image`, async () => {
    const page = await html(`/post/${UNCOVERED[0]}`)
    const jsonLd = jsonLdBlocks(page)[0] ?? `{}`
    expect(JSON.parse(jsonLd).image).toBe(metaTags(page).get(`og:image`))
  })

  it(`keeps the cover as the preview of a post that has one`, async () => {
    expect(await cardOf(`/post/rust-module-system-explained`)).toMatch(
      new RegExp(`^${escapeRegExp(siteUrl())}/static/[0-9a-f]+/[0-9a-f]+/cover\\.jpg$`),
    )
  })

  it(`says in the build's log how many cards it drew, one for each card published`, async () => {
    const published = (await fs.readdir(path.join(built.publicDir, `static/cards`))).filter(name => /^card-[0-9a-f]{20}\.jpg$/.test(name))
    expect(published.length).toBeGreaterThanOrEqual(CARD_PAGES.length)
    expect(built.result.lines).toContainEqual(
      expect.stringMatching(new RegExp(`link-preview cards: ${published.length} drawn, 0 copied from the cache, 0 kept`)),
    )
  })
})
