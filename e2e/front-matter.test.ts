// Posts as other generators write them, in the odd fixture site: the front-matter
// rules (quotes, comments, date-times, lists of authors, drafts, scheduled posts,
// old addresses, CRLF and a BOM) give the page as written; and what the site
// cannot show as written, in the broken fixture site, is named with one line each.
import { existsSync, promises as fs } from "fs"
import path from "path"
import { visit } from "./support/browser"
import { decodeEntities, jsonLdBlocks, metaTags } from "./support/html"
import { siteUrl } from "./support/site"
import { fixtureBuild, useFixtureSite } from "./support/fixture-sites"
import { SAME_DAY } from "./fixtures/handwritten-posts"

describe(`posts written the way other generators write them`, () => {
  const site = useFixtureSite(`odd`)
  const read = (relative: string) => fs.readFile(path.join(site.publicDir, relative), `utf8`)

  it(`reads quotes, comments and a date-time as written, and credits each author`, async () => {
    const { page, close } = await visit(site.browser)
    try {
      await page.goto(`${site.server.url}/post/pair-work`)
      await expect(page.getByRole(`heading`, { level: 1 }).textContent()).resolves.toBe(`Pairing on the parser`)
      const details = (await page.getByRole(`list`, { name: `Post details` }).textContent()) ?? ``
      expect(details).toContain(`Ada Lovelace and Hopper, Grace`)
      expect(details).toContain(`May 1, 2025`)
      await expect(page.locator(`time`).first().getAttribute(`datetime`)).resolves.toBe(`2025-05-01`)
      await expect(page.getByText(`Rust`, { exact: true }).first().isVisible()).resolves.toBe(true)
    } finally {
      await close()
    }
    const html = await read(`post/pair-work/index.html`)
    expect(metaTags(html).get(`description`)).toBe(`Two people, one parser`)
    const jsonLd = jsonLdBlocks(html).map(block => JSON.parse(block))
    const posting = jsonLd.find(data => data[`@type`] === `BlogPosting`)
    // The time the date gives, as an instant, for machines; the page shows the day.
    expect(posting.datePublished).toBe(`2025-05-01T22:12:03.284Z`)
    expect(posting.author).toEqual([
      { "@type": `Person`, name: `Ada Lovelace` },
      { "@type": `Person`, name: `Hopper, Grace` },
    ])
    const feed = await read(`rss.xml`)
    const item = /<item>(?:(?!<\/item>)[\s\S])*Pairing on the parser[\s\S]*?<\/item>/.exec(feed)?.[0] ?? ``
    expect([...item.matchAll(/<dc:creator>(?:<!\[CDATA\[)?(.*?)(?:\]\]>)?<\/dc:creator>/g)].map(match => decodeEntities(match[1]))).toEqual(
      [`Ada Lovelace`, `Hopper, Grace`],
    )
  })

  it(`leaves drafts and scheduled posts out of every list and says so in one line`, async () => {
    expect(existsSync(path.join(site.publicDir, `post/secret`))).toBe(false)
    expect(existsSync(path.join(site.publicDir, `post/future`))).toBe(false)
    for (const listing of [`rss.xml`, `sitemap-0.xml`, `post-index.json`, `index.html`]) {
      const text = await read(listing)
      expect(text).not.toContain(`Not yet`)
      expect(text).not.toContain(`From the future`)
    }
    expect(site.result.lines.filter(line => line.includes(`Left out of this build`))).toEqual([
      expect.stringContaining(`Left out of this build: 1 draft and 1 scheduled post (content/posts/future.md, content/posts/secret.md)`),
    ])
    expect((await fetch(`${site.server.url}/post/future`)).status).toBe(404)
  })

  it(`publishes a redirect page for each old address, outside the sitemap`, async () => {
    const { page, close } = await visit(site.browser)
    try {
      for (const alias of [`/2025/05/pairing/`, `/2025/05/pairing`, `/old/pairing.html`]) {
        await page.goto(site.server.url + alias)
        await page.waitForURL(`${site.server.url}/post/pair-work`)
      }
    } finally {
      await close()
    }
    const redirect = await read(`2025/05/pairing/index.html`)
    expect(redirect).toContain(`<link rel="canonical" href="${siteUrl()}/post/pair-work">`)
    expect(redirect).toContain(`<a href="/post/pair-work">Pairing on the parser</a>`)
    expect(await read(`sitemap-0.xml`)).not.toContain(`pairing`)
  })

  it(`gives a post saved with a BOM and CRLF the same page as with LF`, async () => {
    // The page up to what to read next, which differs by design: each of the two posts links to the other.
    const main = (html: string) =>
      /<main[\s\S]*?(?=<section aria-labelledby="related-heading"|<nav aria-label="Previous and next posts")/.exec(html)?.[0] ?? ``
    const lf = main(await read(`post/lf/index.html`))
    const crlf = main(await read(`post/crlf/index.html`))
    expect(lf).toMatch(/\d+ min read/)
    expect(lf).toContain(`The end.`)
    expect(crlf.replace(/crlf/g, `lf`)).toBe(lf)
  })

  it(`lists the posts of one day by the time each date gives, the day alone last, on every list and in the reading links`, async () => {
    const titles = SAME_DAY.map(post => post.title)
    const inOrder = (text: string) => titles.map(title => text.indexOf(`>${title}<`))
    const category = inOrder(await read(`category/same-day/index.html`))
    expect(category.every(at => at >= 0)).toBe(true)
    expect([...category].sort((a, b) => a - b)).toEqual(category)
    const feed = await read(`rss.xml`)
    const items = titles.map(title => feed.indexOf(`<title>${title}</title>`))
    expect(items.every(at => at >= 0) && [...items].sort((a, b) => a - b).join() === items.join()).toBe(true)
    // Feed readers order entries by their dates: each carries the time its post gives, as an instant.
    const pubDate = (title: string) => new RegExp(`<title>${title}</title>[\\s\\S]*?<pubDate>([^<]*)</pubDate>`).exec(feed)?.[1]
    expect(SAME_DAY.map(post => pubDate(post.title))).toEqual([
      `Mon, 03 Mar 2025 19:45:00 GMT`,
      `Mon, 03 Mar 2025 03:30:00 GMT`,
      `Mon, 03 Mar 2025 00:00:00 GMT`,
    ])
    // The evening post's previous post is the morning's, whose previous is the day alone.
    const previous = (html: string) => /<a rel="prev"[^>]*href="\/post\/([^"]+)"/.exec(html)?.[1]
    expect(previous(await read(`post/the-evening-after/index.html`))).toBe(`an-early-start`)
    expect(previous(await read(`post/an-early-start/index.html`))).toBe(`a-day-alone`)
  })

  it(`lists the front-matter keys it does not read, once, with their files`, () => {
    expect(site.result.lines.filter(line => line.includes(`Front-matter key`))).toEqual([
      expect.stringContaining(
        `Front-matter key "layout" is not read by this site (kept in the file, not shown): content/posts/pair-work.md`,
      ),
    ])
  })
})

describe(`posts the site cannot show as written`, () => {
  // Checked by npm run check; the build applies the same rule (e2e/writing-tools.test.ts).
  let lines: string[]
  beforeAll(async () => {
    lines = (await fixtureBuild(`broken`)).notes.check.lines
  }, 600_000)

  it(`names each with one line: the file, where, and what to write instead`, () => {
    const files = [`blocks.md`, `listed.md`, `scripts.md`, `toml.md`, `twice.md`, `component.mdx`].map(name => `content/posts/${name}`)
    const errors = lines.filter(line => line.startsWith(`error `) && files.some(file => line.includes(`${file}:`)))
    expect(errors.map(line => line.replace(/^error\s+/, ``))).toEqual([
      `content/posts/blocks.md: line 5: "description" is written as a YAML block (|), which is not read; ` +
        `write it on one line: description: "All of it on one line"`,
      `content/posts/blocks.md: line 8: "tags" is written as a YAML list over several lines, which is not read; ` +
        `write it on one line: tags: [First, Second]`,
      `content/posts/listed.md: category: "[Web, Rust]" is a list, but category takes one value`,
      `content/posts/scripts.md: line 7: a <script> element: a post cannot run scripts; ` +
        `remove it, or put it in a code block to show it as code`,
      `content/posts/toml.md: front matter: is TOML (between +++ lines), which this site does not read; ` +
        `convert it with npm run import -- content/posts/toml.md`,
      `content/posts/twice.md: line 3: "title" is set twice (lines 2 and 3); keep one`,
      `content/posts/twice.md: aliases: "/post/listed" is already the address of content/posts/listed.md`,
      `content/posts/component.mdx: (file): is MDX, which this site does not build; ` +
        `convert it with npm run import -- content/posts/component.mdx (it keeps the markdown and lists the components it cannot keep)`,
    ])
  })

  it(`warns about a shortcode, naming the file and line`, () => {
    expect(lines.filter(line => line.includes(`Hugo shortcode`))).toEqual([
      expect.stringContaining(`content/posts/scripts.md: line 9: a Hugo shortcode ({{< youtube abc >}}) is not run by this site`),
    ])
  })
})
