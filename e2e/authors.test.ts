// Several authors, in the prefixed fixture site (e2e/fixtures/reader-features.ts):
// content/data/authors.json names three, two posts name them by id and one a
// guest by name. Bylines link to each author's page, which the build writes
// whole (card, posts, feeds); the structured data names each as a Person.
import { visit, waitForApp, PHONE } from "./support/browser"
import { useFixtureSite } from "./support/fixture-sites"
import { jsonLdBlocks } from "./support/html"
import { readFeed, xmlValues } from "./support/xml"
import { AUTHORS, BYLINES, routeFeatureHosts } from "./fixtures/reader-features"
import { FIXTURE_SITES } from "./fixtures"
import { samplePosts, profile, siteUrl } from "./support/site"
import { axeViolations } from "./support/axe"

const PREFIX = FIXTURE_SITES.prefixed.pathPrefix ?? ``
/** Where the site says it is published: the JSON-LD's addresses start here. */
const BASE = `${siteUrl().replace(/\/+$/, ``)}${PREFIX}`
const [ada, grace, alan] = AUTHORS
const titleOf = (slug: string) => samplePosts().find(post => post.slug === slug)!.title
const [together, adaAlone, guest] = Object.keys(BYLINES)

describe(`several authors`, () => {
  const site = useFixtureSite(`prefixed`)
  const html = async (pagePath: string) => {
    const response = await fetch(`${site.server.url}${pagePath}`)
    expect({ pagePath, status: response.status }).toEqual({ pagePath, status: 200 })
    return response.text()
  }
  const person = (block: string) => JSON.parse(block) as Record<string, any>

  it(`links the bylines of authors.json's authors to their pages, prebuilt; a guest's name and the owner's stay text`, async () => {
    const { page, close } = await visit(site.browser, { javaScriptEnabled: false })
    const byline = async (slug: string) => {
      await page.goto(`${site.server.url}/post/${slug}`)
      const line = page.getByRole(`list`, { name: `Post details` }).getByRole(`listitem`).first()
      const links = await line.getByRole(`link`).evaluateAll(found => found.map(link => [link.textContent, link.getAttribute(`href`)]))
      return { text: (await line.textContent())?.trim(), links }
    }
    expect(await byline(together)).toEqual({
      text: `Authors: ${ada.name} and ${grace.name}`,
      links: [
        [ada.name, `${PREFIX}/authors/ada`],
        [grace.name, `${PREFIX}/authors/grace-hopper`],
      ],
    })
    expect(await byline(adaAlone)).toEqual({ text: `Author: ${ada.name}`, links: [[ada.name, `${PREFIX}/authors/ada`]] })
    expect(await byline(guest)).toEqual({ text: `Author: A Guest Writer`, links: [] })
    expect(await byline(`whoami`)).toEqual({ text: `Author: ${profile().name}`, links: [] })
    await close()
  })

  it(`names each author as a Person with their page and links; the owner keeps the home page's Person`, async () => {
    const [posting] = jsonLdBlocks(await html(`/post/${together}`)).map(person)
    expect(posting.author).toEqual([
      { "@type": `Person`, name: ada.name, url: `${BASE}/authors/ada`, sameAs: [`https://ada.example.org`] },
      { "@type": `Person`, name: grace.name, url: `${BASE}/authors/grace-hopper`, sameAs: [grace.links![0].url] },
    ])
    const [guestPosting] = jsonLdBlocks(await html(`/post/${guest}`)).map(person)
    expect(guestPosting.author).toEqual({ "@type": `Person`, name: `A Guest Writer` })
  })

  it(`gives each author a page: their card, their posts newest first and their feeds, or word that none is out yet`, async () => {
    const { page, close } = await visit(site.browser, { javaScriptEnabled: false, viewport: PHONE })
    await page.goto(`${site.server.url}/authors/ada`)
    expect(await page.title()).toMatch(new RegExp(`^${ada.name}: posts`))
    expect(await page.getByRole(`heading`, { level: 1 }).textContent()).toBe(`Posts by ${ada.name} (2)`)
    const card = page.getByRole(`region`, { name: `About ${ada.name}` })
    expect(await card.textContent()).toContain(ada.bio)
    expect(
      await card.getByRole(`img`, { name: `Portrait of ${ada.name}` }).evaluate(img => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0)
    expect(await card.getByRole(`link`, { name: `Website` }).getAttribute(`href`)).toBe(`https://ada.example.org`)
    const titles = await page.locator(`main article h2, main article h3`).allTextContents()
    expect(titles.map(title => title.trim())).toEqual([adaAlone, together].map(titleOf).sort(byDateOf))
    const [profilePage] = (await page.locator(`script[type="application/ld+json"]`).allTextContents()).map(person)
    expect(profilePage).toMatchObject({ "@type": `ProfilePage`, mainEntity: { name: ada.name, description: ada.bio } })
    expect((await fetch(profilePage.mainEntity.image.replace(BASE, site.server.url))).status).toBe(200)

    const rss = await (await fetch(`${site.server.url}/authors/ada/rss.xml`)).text()
    const feed = await readFeed(page, rss)
    expect(feed.items.map(item => item.title)).toEqual(titles.map(title => title.trim()))
    expect((await xmlValues(page, rss, `title`))[0]).toBe(`Posts by ${ada.name}: ${profile().name}'s blog`)
    const atom = await (await fetch(`${site.server.url}/authors/ada/atom.xml`)).text()
    expect(await xmlValues(page, atom, `entry`)).toHaveLength(2)

    await page.goto(`${site.server.url}/authors/alan`)
    expect(await page.getByRole(`heading`, { level: 1 }).textContent()).toBe(`Posts by ${alan.name} (0)`)
    expect(await page.locator(`main`).textContent()).toContain(`No posts yet.`)
    expect(await page.getByRole(`region`, { name: `About ${alan.name}` }).textContent()).toContain(alan.bio)
    const sitemap = await (await fetch(`${site.server.url}/sitemap-0.xml`)).text()
    for (const { id } of AUTHORS) expect(sitemap).toContain(`${PREFIX}/authors/${id}</loc>`)
    await close()
  })

  it(`takes a reader from a byline to the author's page in the app, which passes axe in both themes`, async () => {
    for (const theme of [`light`, `dark`] as const) {
      const { page, context, problems, close } = await visit(site.browser, { theme })
      await routeFeatureHosts(context)
      await page.goto(`${site.server.url}/post/${together}`)
      await waitForApp(page)
      await page.getByRole(`list`, { name: `Post details` }).getByRole(`link`, { name: grace.name }).click()
      await page.waitForURL(`${site.server.url}/authors/grace-hopper`)
      await page.getByRole(`heading`, { level: 1, name: `Posts by ${grace.name} (1)` }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      expect(problems).toEqual([])
      await close()
    }
  })
})

/** Newest first, as the listings sort: by the sample posts' dates. */
function byDateOf(a: string, b: string): number {
  const date = (title: string) => samplePosts().find(post => post.title === title)!.date
  return date(b).localeCompare(date(a))
}
