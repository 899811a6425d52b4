import { structuredDataResolvers } from "../structured-data"
import { siteConfig } from "../../src/site-config"

const profile = { name: `Ada Lovelace`, handle: `ada`, email: `ada@example.com`, avatar: `/a.jpg`, bio: null as string | null }
const nodes: Record<string, unknown[]> = {
  SocialsJson: [{ url: `https://github.com/ada` }],
  WorkJson: [
    { company: `Old Co`, link: `https://old.example.com`, role: `Engineer`, date: `2020 - 2023` },
    { company: `Engine Works`, link: `https://engine.example.com`, role: `Analyst`, date: `2023 - Present` },
  ],
}
const context = { nodeModel: { findAll: async ({ type }: { type: string }) => ({ entries: nodes[type] ?? [] }) } }

const structuredData = (source: typeof profile, pathPrefix = ``) =>
  structuredDataResolvers({ pathPrefix }).ProfileJson.structuredData.resolve(source, {}, context)

it(`writes the owner as the Person of a ProfilePage, with socials and the current job`, async () => {
  const page = JSON.parse(await structuredData(profile))
  expect(page).toMatchObject({ "@context": `https://schema.org`, "@type": `ProfilePage`, url: siteConfig.siteUrl })
  expect(page.mainEntity).toMatchObject({
    "@type": `Person`,
    "@id": `${siteConfig.siteUrl}/#person`,
    name: `Ada Lovelace`,
    alternateName: `ada`,
    image: `${siteConfig.siteUrl}/a.jpg`,
    email: `ada@example.com`,
    sameAs: [`https://github.com/ada`],
    jobTitle: `Analyst`,
    worksFor: { "@type": `Organization`, name: `Engine Works`, url: `https://engine.example.com` },
  })
})

it(`puts the path prefix into the site's addresses`, async () => {
  const page = JSON.parse(await structuredData(profile, `/blog`))
  expect(page.url).toBe(`${siteConfig.siteUrl}/blog/`)
  expect(page.mainEntity.image).toBe(`${siteConfig.siteUrl}/blog/a.jpg`)
})

it(`escapes "<" so the data cannot close its script element`, async () => {
  const raw = await structuredData({ ...profile, bio: `</script><b>hi</b>` })
  expect(raw).not.toContain(`<`)
  expect(raw).toContain(`\\u003c/script\\u003e`)
  expect(JSON.parse(raw).mainEntity.description).toBe(`</script><b>hi</b>`)
})
