// The structured data (JSON-LD) in the prebuilt HTML: the owner as the Person
// of the home page's ProfilePage, and each post a BlogPosting by that Person.
import { siteConfig } from "../src/site-config"
import { useBuiltSite } from "./support/browser"
import { crawlerOf } from "./support/crawler"
import { contentData, previewUrlPattern, PUBLIC_DIR, samplePosts } from "./support/site"

const SITE = siteConfig.siteUrl
const site = useBuiltSite(PUBLIC_DIR)
const { get, head, local } = crawlerOf(site, SITE)

describe(`structured data (JSON-LD)`, () => {
  async function blocksOf(pagePath: string): Promise<Array<Record<string, any>>> {
    const { jsonLd } = await head(pagePath)
    // Written with "<" escaped, so no block can end its script element early.
    for (const raw of jsonLd) expect(raw).not.toContain(`<`)
    return jsonLd.map(raw => JSON.parse(raw))
  }

  it(`the home page describes the owner as the Person of a ProfilePage`, async () => {
    const profile = contentData<{ name: string; handle: string; email: string; avatar: string }>(`profile`)
    const socials = contentData<Array<{ url: string }>>(`socials`)
    const work = contentData<Array<{ company: string; link: string; role: string; date: string }>>(`work`)
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
    for (const post of samplePosts()) {
      const pagePath = `/post/${post.slug}`
      const { canonical } = await head(pagePath)
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
