// Generated link-preview cards, built for real in a temporary copy where two
// sample posts lose their cover and one post has an accented title: what a
// crawler reads in the raw HTML of those posts, of / and of /projects (an
// absolute og:image and twitter:image, a 1200×630 JPEG served by the site), the
// JSON-LD's image, a cover still winning, and a warm build reusing the cache.
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import { jsonLdBlocks, metaTags } from "./support/html"
import { escapeRegExp, siteUrl } from "./support/site"
import { markdownPost, useBuiltCopy } from "./support/temp-site"

// Each build takes a minute or two on a shared machine.
jest.setTimeout(420_000)

const UNCOVERED = [`simple-rest-api-with-actix-web`, `how-to-create-custom-middleware-in-django`]
const ACCENTED = { slug: `cafe-espanol`, title: `Señor café: ñandú, crème brûlée and π ≈ √10` }
const CARD_PAGES = [...UNCOVERED.map(slug => `/post/${slug}`), `/post/${ACCENTED.slug}`, `/`, `/projects`]
const CARD_URL = new RegExp(`^${escapeRegExp(siteUrl())}/static/cards/card-[0-9a-f]{20}\\.jpg$`)

const withoutCover = (markdown: string) => markdown.replace(/^(image|imageAlt):.*\n/gm, ``)

describe(`generated link-preview cards`, () => {
  const built = useBuiltCopy(`cards`, async temp => {
    for (const slug of UNCOVERED) {
      const file = `content/posts/${slug}.md`
      await temp.write(file, withoutCover(await fs.readFile(path.join(temp.dir, file), `utf8`)))
    }
    await temp.write(
      `content/posts/${ACCENTED.slug}.md`,
      markdownPost({ title: ACCENTED.title, date: `2024-03-01`, category: `Español` }, `Una entrada sin portada.`),
    )
  })

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

  it(`says in the build's log how many cards it drew`, () => {
    expect(built.result.lines).toContainEqual(expect.stringMatching(/link-preview cards: 5 drawn, 0 copied from the cache, 0 kept/))
  })

  it(`copies the same bytes from the cache on a warm build instead of drawing again`, async () => {
    const before = await Promise.all(CARD_PAGES.map(async pagePath => fetchImage(await cardOf(pagePath))))
    await fs.rm(path.join(built.temp.publicDir, `static/cards`), { recursive: true })
    const warm = await built.temp.build()
    expect(warm.code).toBe(0)
    expect(warm.lines).toContainEqual(expect.stringMatching(/link-preview cards: 0 drawn, 5 copied from the cache, 0 kept/))
    for (const [index, pagePath] of CARD_PAGES.entries()) {
      expect({ pagePath, same: (await fetchImage(await cardOf(pagePath))).equals(before[index]) }).toEqual({ pagePath, same: true })
    }
  })
})
