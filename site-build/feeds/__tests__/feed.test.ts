import { absoluteLinks, feedChannel, feedItems, type FeedPost } from "../feed"

const site = { siteUrl: `https://example.com`, pathPrefix: `` }
const prefixed = { siteUrl: `https://example.com`, pathPrefix: `/blog` }

function post(slug: string, date: string, overrides: Partial<FeedPost> = {}): FeedPost {
  return {
    html: `<p>Body of ${slug}</p>`,
    excerpt: `Excerpt of ${slug}`,
    listed: true,
    fields: { slug },
    frontmatter: { title: `Title ${slug}`, date, category: `Rust`, authors: [`Ada`], description: `About ${slug}` },
    ...overrides,
  }
}

describe(`feedItems`, () => {
  const posts = [
    post(`older`, `2024-01-10`),
    post(`hidden`, `2025-06-01`, { listed: false }),
    post(`newest`, `2025-03-23`),
    post(`middle`, `2024-11-08`),
  ]

  it(`keeps only listed posts, newest first`, () => {
    expect(feedItems(posts, site).map(item => item.title)).toEqual([`Title newest`, `Title middle`, `Title older`])
  })

  it(`keeps only the newest listed posts when given a limit`, () => {
    expect(feedItems(posts, site, 2).map(item => item.title)).toEqual([`Title newest`, `Title middle`])
  })

  it(`gives each item an absolute link, its date, description, category and full body`, () => {
    const [item] = feedItems([post(`newest`, `2025-03-23`)], site)
    expect(item).toEqual({
      title: `Title newest`,
      description: `About newest`,
      url: `https://example.com/post/newest`,
      date: `2025-03-23`,
      categories: [`Rust`],
      custom_elements: [{ "dc:creator": `Ada` }, { "content:encoded": `<p>Body of newest</p>` }],
    })
  })

  it(`gives an updated post its atom:updated date, and a post never updated none`, () => {
    const base = post(`a`, `2025-01-01`)
    const [updated] = feedItems([{ ...base, frontmatter: { ...base.frontmatter, updated: `2025-02-10` } }], site)
    expect(updated.date).toBe(`2025-01-01`)
    expect(updated.custom_elements).toEqual([
      { "dc:creator": `Ada` },
      { "atom:updated": `2025-02-10T00:00:00Z` },
      { "content:encoded": `<p>Body of a</p>` },
    ])
    const [plain] = feedItems([base], site)
    expect(plain.custom_elements.some(element => `atom:updated` in element)).toBe(false)
  })

  it(`credits each author as a creator`, () => {
    const base = post(`a`, `2025-01-01`)
    const [item] = feedItems([{ ...base, frontmatter: { ...base.frontmatter, authors: [`Ada`, `Grace`] } }], site)
    expect(item.custom_elements.slice(0, 2)).toEqual([{ "dc:creator": `Ada` }, { "dc:creator": `Grace` }])
  })

  it(`puts the path prefix into the links`, () => {
    const [item] = feedItems([post(`newest`, `2025-03-23`)], prefixed)
    expect(item.url).toBe(`https://example.com/blog/post/newest`)
  })

  it(`escapes a plain-text title and description, which readers take as HTML`, () => {
    const [base] = posts
    const [item] = feedItems(
      [{ ...base, frontmatter: { ...base.frontmatter, title: `Why <div> & <span> differ`, description: `A <b>bold</b> claim` } }],
      site,
    )
    expect(item.title).toBe(`Why &lt;div&gt; &amp; &lt;span&gt; differ`)
    expect(item.description).toBe(`A &lt;b&gt;bold&lt;/b&gt; claim`)
  })

  it(`falls back to the excerpt when a post has no description`, () => {
    const base = post(`a`, `2025-01-01`)
    const [item] = feedItems([{ ...base, frontmatter: { ...base.frontmatter, description: null } }], site)
    expect(item.description).toBe(`Excerpt of a`)
  })

  it(`does not mutate the query's result`, () => {
    const copy = [...posts]
    feedItems(posts, site)
    expect(posts).toEqual(copy)
  })
})

describe(`absoluteLinks`, () => {
  it(`makes the site's own links and images absolute, with the prefix`, () => {
    const html = `<a href="/post/x">x</a> <img src='/images/a.jpg' alt="">`
    expect(absoluteLinks(html, prefixed)).toBe(
      `<a href="https://example.com/blog/post/x">x</a> <img src='https://example.com/blog/images/a.jpg' alt="">`,
    )
  })

  it(`does not prefix a link twice (the markdown transformer prefixes links, not images)`, () => {
    const html = `<a href="/blog/post/x">x</a><a href="/blog">home</a><img src="/images/a.jpg">`
    expect(absoluteLinks(html, prefixed)).toBe(
      `<a href="https://example.com/blog/post/x">x</a><a href="https://example.com/blog">home</a>` +
        `<img src="https://example.com/blog/images/a.jpg">`,
    )
  })

  it(`leaves other links alone`, () => {
    const html = `<a href="https://rust-lang.org/">r</a><a href="//cdn.example.org/x">c</a><a href="#part">p</a>`
    expect(absoluteLinks(html, site)).toBe(html)
  })
})

describe(`feedChannel`, () => {
  it(`links the site and the feed itself absolutely`, () => {
    const text = { title: `Blog`, description: `Posts`, language: `en` }
    expect(feedChannel(site, text)).toMatchObject({
      title: `Blog`,
      description: `Posts`,
      site_url: `https://example.com`,
      feed_url: `https://example.com/rss.xml`,
      language: `en`,
    })
    expect(feedChannel(prefixed, text)).toMatchObject({
      site_url: `https://example.com/blog/`,
      feed_url: `https://example.com/blog/rss.xml`,
    })
  })
})

describe(`absoluteLinks and responsive images`, () => {
  it(`makes every candidate of a srcset absolute, keeping its width, under the prefix once`, () => {
    const site = { siteUrl: `https://example.com`, pathPrefix: `/blog` }
    const html =
      `<source srcset="/blog/static/a/1/c.avif 224w,\n/blog/static/a/2/c.avif 1200w" sizes="100vw">` +
      `<img src="/blog/static/a/3/c.jpg" srcset="https://cdn.example.org/x.jpg 2x">`
    expect(absoluteLinks(html, site)).toBe(
      `<source srcset="https://example.com/blog/static/a/1/c.avif 224w, https://example.com/blog/static/a/2/c.avif 1200w" sizes="100vw">` +
        `<img src="https://example.com/blog/static/a/3/c.jpg" srcset="https://cdn.example.org/x.jpg 2x">`,
    )
  })
})
