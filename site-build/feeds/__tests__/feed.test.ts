import { absoluteLinks, escapeText, feedEntry, type FeedPost } from "../feed"

const site = { siteUrl: `https://example.com`, pathPrefix: `` }
const prefixed = { siteUrl: `https://example.com`, pathPrefix: `/blog` }

function post(slug: string, date: string, overrides: Partial<FeedPost> = {}): FeedPost {
  return {
    html: `<p>Body of ${slug}</p>`,
    excerpt: `Excerpt of ${slug}`,
    listed: true,
    publishedAt: date,
    fields: { slug },
    frontmatter: { title: `Title ${slug}`, date, category: `Rust`, authors: [`Ada`], description: `About ${slug}` },
    ...overrides,
  }
}

describe(`feedEntry`, () => {
  it(`gives a post its absolute link, dates, summary, authors, categories and full body`, () => {
    expect(feedEntry(post(`newest`, `2025-03-23`), site)).toEqual({
      url: `https://example.com/post/newest`,
      title: `Title newest`,
      summary: `About newest`,
      html: `<p>Body of newest</p>`,
      date: `2025-03-23`,
      updated: null,
      authors: [`Ada`],
      categories: [`Rust`],
    })
  })

  it(`keeps an updated post's day, every author, and the tags after the category, each once`, () => {
    const base = post(`a`, `2025-01-01`)
    const entry = feedEntry(
      { ...base, frontmatter: { ...base.frontmatter, updated: `2025-02-10`, authors: [`Ada`, `Grace`], tags: [`rust`, `Rust`, `web`] } },
      site,
    )
    expect(entry).toMatchObject({ updated: `2025-02-10`, authors: [`Ada`, `Grace`], categories: [`Rust`, `rust`, `web`] })
  })

  it(`puts the path prefix into the post's link and its body's links`, () => {
    const entry = feedEntry(post(`newest`, `2025-03-23`, { html: `<img src="/images/a.jpg">` }), prefixed)
    expect(entry.url).toBe(`https://example.com/blog/post/newest`)
    expect(entry.html).toBe(`<img src="https://example.com/blog/images/a.jpg">`)
  })

  it(`falls back to the excerpt when a post has no description`, () => {
    const base = post(`a`, `2025-01-01`)
    expect(feedEntry({ ...base, frontmatter: { ...base.frontmatter, description: null } }, site).summary).toBe(`Excerpt of a`)
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

describe(`escapeText`, () => {
  it(`escapes plain text for a place read as HTML, so "<div> & co" shows as written`, () => {
    expect(escapeText(`Why <div> & <span> differ`)).toBe(`Why &lt;div&gt; &amp; &lt;span&gt; differ`)
  })
})
