import React from "react"
import { render, waitFor } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { PersonStructuredData } from "../person-structured-data"

// One answer for every static query the components make (site metadata, profile, this one).
const data = {
  site: {
    buildYear: `2025`,
    siteMetadata: { title: `ada`, description: `d`, siteUrl: `https://example.com`, image: `/images/og.jpg` },
  },
  profileJson: { name: `Ada Lovelace`, handle: `ada`, email: `ada@example.com`, location: `London`, avatar: `/a.jpg` },
  profile: { name: `Ada Lovelace`, handle: `ada`, email: `ada@example.com`, avatar: `/a.jpg`, bio: null },
  socials: { nodes: [{ url: `https://github.com/ada` }] },
  work: {
    nodes: [
      { company: `Old Co`, link: `https://old.example.com`, role: `Engineer`, date: `2020 - 2023` },
      { company: `Engine Works`, link: `https://engine.example.com`, role: `Analyst`, date: `2023 - Present` },
    ],
  },
}

beforeEach(() => {
  ;(useStaticQuery as jest.Mock).mockReturnValue(data)
})

/** The JSON-LD blocks in the head, once Helmet has written them and `ready` holds for them. */
async function jsonLdInHead(ready: (blocks: Record<string, any>[]) => boolean = () => true) {
  return waitFor(() => {
    const scripts = [...document.head.querySelectorAll(`script[type="application/ld+json"]`)]
    const blocks = scripts.map(script => JSON.parse(script.innerHTML) as Record<string, any>)
    expect(blocks.length > 0 && ready(blocks)).toBe(true)
    return { blocks, raw: scripts.map(script => script.innerHTML) }
  })
}

it(`puts the owner's ProfilePage into the head as JSON-LD`, async () => {
  render(<PersonStructuredData />)
  const { blocks } = await jsonLdInHead()
  expect(blocks).toHaveLength(1)
  const [page] = blocks
  expect(page[`@type`]).toBe(`ProfilePage`)
  expect(page.mainEntity).toMatchObject({
    "@type": `Person`,
    "@id": `https://example.com/#person`,
    name: `Ada Lovelace`,
    alternateName: `ada`,
    image: `https://example.com/a.jpg`,
    email: `ada@example.com`,
    sameAs: [`https://github.com/ada`],
    jobTitle: `Analyst`,
    worksFor: { "@type": `Organization`, name: `Engine Works`, url: `https://engine.example.com` },
  })
})

it(`escapes "<" so the data cannot close its script element`, async () => {
  ;(useStaticQuery as jest.Mock).mockReturnValue({
    ...data,
    profile: { ...data.profile, bio: `</script><b>hi</b>` },
  })
  render(<PersonStructuredData />)
  const { raw } = await jsonLdInHead(([page]) => page.mainEntity.description === `</script><b>hi</b>`)
  expect(raw[0]).not.toContain(`<`)
  expect(raw[0]).toContain(`\\u003c/script\\u003e`)
})
