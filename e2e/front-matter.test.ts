// Posts as other generators write them, built for real in temporary copies: the
// front-matter rules (quotes, comments, date-times, lists of authors, drafts,
// scheduled posts, old addresses, CRLF and a BOM) give the page as written, and
// what the build cannot show as written fails with one line each.
import { existsSync, promises as fs } from "fs"
import path from "path"
import { useServedSite, visit } from "./support/browser"
import { decodeEntities, jsonLdBlocks, metaTags } from "./support/html"
import { siteUrl } from "./support/site"
import { createTempSite, textFile, type BuildResult, type TempSite } from "./support/temp-site"

jest.setTimeout(600_000)

describe(`posts written the way other generators write them`, () => {
  let temp: TempSite
  let result: BuildResult
  const site = useServedSite()
  const read = (relative: string) => fs.readFile(path.join(temp.publicDir, relative), `utf8`)

  beforeAll(async () => {
    temp = await createTempSite(`front-matter`)
    await temp.write(
      `content/posts/pair-work.md`,
      textFile(
        `---`,
        `title: 'Pairing on the parser'`,
        `date: 2025-05-01T22:12:03.284Z`,
        `category: "Rust" # the main one`,
        `author: [Ada Lovelace, "Hopper, Grace"]`,
        `description: 'Two people, one parser'`,
        `aliases: [/2025/05/pairing/, /old/pairing.html]`,
        `layout: post`,
        `---`,
        ``,
        `We paired on it.`,
      ),
    )
    await temp.write(
      `content/posts/secret.md`,
      textFile(`---`, `title: Not yet`, `date: 2025-01-01`, `category: Rust`, `draft: true`, `---`, ``, `Draft text.`),
    )
    await temp.write(
      `content/posts/future.md`,
      textFile(`---`, `title: From the future`, `date: 2099-01-01`, `category: Rust`, `---`, ``, `Later.`),
    )
    const long = [
      `Prose line with a few words.`,
      ``,
      "```rust",
      ...Array.from({ length: 40 }, (_, i) => `let value_${i} = ${i};`),
      "```",
      ``,
    ]
    const body = [
      ...Array.from({ length: 300 }, () => `Words that a reader reads, one after the other, in a long paragraph.`),
      ...long,
      `The end.`,
    ]
    await temp.write(`content/posts/lf.md`, textFile(`---`, `title: LF`, `date: 2025-02-01`, `category: Rust`, `---`, ``, ...body))
    await temp.write(
      `content/posts/crlf.md`,
      `\uFEFF` + textFile(`---`, `title: LF`, `date: 2025-02-01`, `category: Rust`, `---`, ``, ...body).replace(/\n/g, `\r\n`),
    )
    result = await temp.build()
    if (result.code !== 0) throw new Error(`The build failed:\n${result.output.slice(-4000)}`)
    await site.start(temp.publicDir)
  })

  afterAll(() => temp?.remove())

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
    expect(existsSync(path.join(temp.publicDir, `post/secret`))).toBe(false)
    expect(existsSync(path.join(temp.publicDir, `post/future`))).toBe(false)
    for (const listing of [`rss.xml`, `sitemap-0.xml`, `post-index.json`, `index.html`]) {
      const text = await read(listing)
      expect(text).not.toContain(`Not yet`)
      expect(text).not.toContain(`From the future`)
    }
    expect(result.lines.filter(line => line.includes(`Left out of this build`))).toEqual([
      expect.stringContaining(`Left out of this build: 1 draft and 1 scheduled post (content/posts/future.md, content/posts/secret.md)`),
    ])
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

  it(`lists the front-matter keys it does not read, once, with their files`, () => {
    expect(result.lines.filter(line => line.includes(`Front-matter key`))).toEqual([
      expect.stringContaining(
        `Front-matter key "layout" is not read by this site (kept in the file, not shown): content/posts/pair-work.md`,
      ),
    ])
  })
})

describe(`posts the build cannot show as written`, () => {
  let temp: TempSite
  let result: BuildResult

  beforeAll(async () => {
    temp = await createTempSite(`refused`)
    await temp.write(`content/posts/toml.md`, textFile(`+++`, `title = "From Zola"`, `date = 2024-01-01`, `+++`, ``, `Body.`))
    await temp.write(
      `content/posts/component.mdx`,
      textFile(`---`, `title: MDX`, `date: 2024-01-01`, `category: Web`, `---`, ``, `<Chart />`),
    )
    await temp.write(
      `content/posts/blocks.md`,
      textFile(
        `---`,
        `title: Blocks`,
        `date: 2024-01-01`,
        `category: Web`,
        `description: |`,
        `  Two lines`,
        `  of text`,
        `tags:`,
        `  - a`,
        `  - b`,
        `---`,
        ``,
        `Body.`,
      ),
    )
    await temp.write(
      `content/posts/scripts.md`,
      textFile(
        `---`,
        `title: Scripts`,
        `date: 2024-01-01`,
        `category: Web`,
        `---`,
        ``,
        `<script src="https://cdn.example.com/x.js"></script>`,
        ``,
        `{{< youtube abc >}}`,
      ),
    )
    await temp.write(
      `content/posts/listed.md`,
      textFile(`---`, `title: Listed`, `date: 2024-01-01`, `category: [Web, Rust]`, `---`, ``, `Body.`),
    )
    await temp.write(
      `content/posts/twice.md`,
      textFile(`---`, `title: Once`, `title: Twice`, `date: 2024-01-01`, `category: Web`, `aliases: /post/listed`, `---`, ``, `Body.`),
    )
    result = await temp.build()
  })

  afterAll(() => temp?.remove())

  it(`fails with one line each: the file, where, and what to write instead`, () => {
    expect(result.code).not.toBe(0)
    const errors = result.lines.filter(line => /^(error\s+)?content\/posts\//i.test(line)).map(line => line.replace(/^error\s+/i, ``))
    expect(errors).toEqual([
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
    expect(result.lines.filter(line => line.includes(`Hugo shortcode`))).toEqual([
      expect.stringContaining(`content/posts/scripts.md: line 9: a Hugo shortcode ({{< youtube abc >}}) is not run by this site`),
    ])
  })
})
