import { blogPosting, type PostData } from "../post-structured-data"
import { currentWork, personId, profilePage, serializeJsonLd, type SiteContext } from "../structured-data"

const site: SiteContext = {
  siteUrl: `https://example.com`,
  pathPrefix: ``,
  image: `/images/og-default.jpg`,
  ownerName: `Ada Lovelace`,
}
const prefixed: SiteContext = { ...site, pathPrefix: `/blog` }

const post: PostData = {
  slug: `hello-rust`,
  title: `Hello <Rust>`,
  description: `A first look`,
  image: `/images/posts/hello-rust.jpg`,
  date: `2025-03-23`,
  category: `Rust`,
  bylines: [{ name: `Ada Lovelace`, id: null, links: [] }],
}
const named = (...names: string[]) => names.map(name => ({ name, id: null, links: [] }))

describe(`blogPosting`, () => {
  it(`describes the post with absolute URLs and links the author to the owner's Person`, () => {
    expect(blogPosting(site, post)).toEqual({
      "@context": `https://schema.org`,
      "@type": `BlogPosting`,
      headline: `Hello <Rust>`,
      description: `A first look`,
      image: `https://example.com/images/posts/hello-rust.jpg`,
      datePublished: `2025-03-23`,
      dateModified: `2025-03-23`,
      author: { "@type": `Person`, "@id": `https://example.com/#person`, name: `Ada Lovelace`, url: `https://example.com` },
      url: `https://example.com/post/hello-rust`,
      articleSection: `Rust`,
      mainEntityOfPage: { "@type": `WebPage`, "@id": `https://example.com/post/hello-rust` },
    })
  })

  it(`gives the day of the last update as dateModified`, () => {
    expect(blogPosting(site, { ...post, updated: `2025-04-02` })).toMatchObject({ datePublished: `2025-03-23`, dateModified: `2025-04-02` })
    expect(blogPosting(site, { ...post, updated: null })).toMatchObject({ dateModified: `2025-03-23` })
  })

  it(`puts the path prefix into every URL`, () => {
    const data = blogPosting(prefixed, post)
    expect(data).toMatchObject({
      image: `https://example.com/blog/images/posts/hello-rust.jpg`,
      url: `https://example.com/blog/post/hello-rust`,
      author: { "@id": `https://example.com/blog/#person` },
      mainEntityOfPage: { "@id": `https://example.com/blog/post/hello-rust` },
    })
  })

  it(`uses the site's image for a post without one, and keeps an external image as it is`, () => {
    expect(blogPosting(site, { ...post, image: null }).image).toBe(`https://example.com/images/og-default.jpg`)
    expect(blogPosting(site, { ...post, image: `https://img.example.org/a.jpg` }).image).toBe(`https://img.example.org/a.jpg`)
  })

  it(`takes a post without an author to be the owner's`, () => {
    expect(blogPosting(site, { ...post, bylines: [] }).author).toMatchObject({
      "@id": `https://example.com/#person`,
      name: `Ada Lovelace`,
    })
  })

  it(`does not claim a guest author is the owner`, () => {
    expect(blogPosting(site, { ...post, bylines: named(`Grace Hopper`) }).author).toEqual({ "@type": `Person`, name: `Grace Hopper` })
  })

  it(`names each of several authors as a Person, the owner by its id`, () => {
    expect(blogPosting(site, { ...post, bylines: named(`Grace Hopper`, `Ada Lovelace`) }).author).toEqual([
      { "@type": `Person`, name: `Grace Hopper` },
      { "@type": `Person`, "@id": `https://example.com/#person`, name: `Ada Lovelace`, url: `https://example.com` },
    ])
  })

  it(`links an author of authors.json to their page, under the path prefix, with their pages elsewhere`, () => {
    const grace = { name: `Grace Hopper`, id: `grace`, links: [`https://grace.example`, `https://github.com/grace`] }
    expect(blogPosting(prefixed, { ...post, bylines: [grace, { name: `Alan`, id: `alan`, links: [] }] }).author).toEqual([
      { "@type": `Person`, name: `Grace Hopper`, url: `https://example.com/blog/authors/grace`, sameAs: grace.links },
      { "@type": `Person`, name: `Alan`, url: `https://example.com/blog/authors/alan` },
    ])
  })
})

const profile = {
  name: `Ada Lovelace`,
  handle: `ada`,
  email: `ada@example.com`,
  avatar: `/images/profile/avatar.jpg`,
  bio: `Writes about engines.`,
}
const work = [
  { company: `Old Co`, link: `https://old.example.com`, role: `Engineer`, date: `2020 - 2023` },
  { company: `Engine Works`, link: `https://engine.example.com`, role: `Analyst`, date: `2023 - Present` },
]

describe(`profilePage`, () => {
  it(`describes the owner as the page's Person`, () => {
    const socialUrls = [`https://github.com/ada`, `https://twitter.com/ada`]
    expect(profilePage(site, { profile, socialUrls, work })).toEqual({
      "@context": `https://schema.org`,
      "@type": `ProfilePage`,
      url: `https://example.com`,
      mainEntity: {
        "@type": `Person`,
        "@id": `https://example.com/#person`,
        name: `Ada Lovelace`,
        alternateName: `ada`,
        image: `https://example.com/images/profile/avatar.jpg`,
        url: `https://example.com`,
        email: `ada@example.com`,
        sameAs: socialUrls,
        description: `Writes about engines.`,
        jobTitle: `Analyst`,
        worksFor: { "@type": `Organization`, name: `Engine Works`, url: `https://engine.example.com` },
      },
    })
  })

  it(`uses the prefix for the page, the Person's id and the avatar`, () => {
    expect(profilePage(prefixed, { profile, socialUrls: [], work })).toMatchObject({
      url: `https://example.com/blog/`,
      mainEntity: {
        "@id": `https://example.com/blog/#person`,
        image: `https://example.com/blog/images/profile/avatar.jpg`,
        url: `https://example.com/blog/`,
      },
    })
  })

  it(`leaves out the job when there is no work history`, () => {
    const person = profilePage(site, { profile, socialUrls: [], work: [] }).mainEntity as Record<string, unknown>
    expect(person).not.toHaveProperty(`jobTitle`)
    expect(person).not.toHaveProperty(`worksFor`)
  })
})

describe(`currentWork`, () => {
  it(`picks the entry that runs to the present, else the first`, () => {
    expect(currentWork(work)?.company).toBe(`Engine Works`)
    expect(currentWork([work[0], { ...work[1], date: `2023 - 2024` }])?.company).toBe(`Old Co`)
    expect(currentWork([])).toBeUndefined()
  })
})

describe(`personId`, () => {
  it(`is the home page's URL with a #person fragment`, () => {
    expect(personId(site)).toBe(`https://example.com/#person`)
    expect(personId(prefixed)).toBe(`https://example.com/blog/#person`)
  })
})

describe(`serializeJsonLd`, () => {
  it(`cannot end the script element early, and parses back to the same data`, () => {
    const data = { headline: `</script><script>alert(1)</script> & <!-- x -->`, line: `a\u2028b` }
    const json = serializeJsonLd(data)
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(json).toContain(`\\u003c/script\\u003e`)
    expect(JSON.parse(json)).toEqual(data)
  })
})
