// Posts as other generators write them, built for real in temporary copies:
// the front-matter rules (quotes, comments, date-times, lists of authors,
// drafts, scheduled posts, old addresses, CRLF and a BOM) give the page as
// written; what the build cannot show as written fails with one line each; and
// the whole corpus of real posts from other blogs, imported with
// `npm run import`, builds with every post shown.
import { execFile } from "child_process"
import { existsSync, promises as fs } from "fs"
import path from "path"
import { promisify } from "util"
import sharp from "sharp"
import { useServedSite, visit } from "./support/browser"
import { decodeEntities, metaTags, ROOT, siteUrl } from "./support/site"
import { createTempSite, type BuildResult, type TempSite } from "./support/temp-site"

jest.setTimeout(600_000)

const run = promisify(execFile)
const CORPUS = path.resolve(ROOT, `../shared/corpus`)

const file = (...lines: string[]) => lines.join(`\n`) + `\n`

describe(`posts written the way other generators write them`, () => {
  let temp: TempSite
  let result: BuildResult
  const site = useServedSite()
  const read = (relative: string) => fs.readFile(path.join(temp.publicDir, relative), `utf8`)

  beforeAll(async () => {
    temp = await createTempSite(`front-matter`)
    await temp.write(
      `content/posts/pair-work.md`,
      file(
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
    await temp.write(`content/posts/secret.md`, file(`---`, `title: Not yet`, `date: 2025-01-01`, `category: Rust`, `draft: true`, `---`, ``, `Draft text.`))
    await temp.write(`content/posts/future.md`, file(`---`, `title: From the future`, `date: 2099-01-01`, `category: Rust`, `---`, ``, `Later.`))
    const long = [`Prose line with a few words.`, ``, "```rust", ...Array.from({ length: 40 }, (_, i) => `let value_${i} = ${i};`), "```", ``]
    const body = [...Array.from({ length: 300 }, () => `Words that a reader reads, one after the other, in a long paragraph.`), ...long, `The end.`]
    await temp.write(`content/posts/lf.md`, file(`---`, `title: LF`, `date: 2025-02-01`, `category: Rust`, `---`, ``, ...body))
    await temp.write(`content/posts/crlf.md`, `\uFEFF` + file(`---`, `title: LF`, `date: 2025-02-01`, `category: Rust`, `---`, ``, ...body).replace(/\n/g, `\r\n`))
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
    const jsonLd = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(match => JSON.parse(match[1]))
    const posting = jsonLd.find(data => data[`@type`] === `BlogPosting`)
    expect(posting.author).toEqual([
      { "@type": `Person`, name: `Ada Lovelace` },
      { "@type": `Person`, name: `Hopper, Grace` },
    ])
    const feed = await read(`rss.xml`)
    const item = /<item>(?:(?!<\/item>)[\s\S])*Pairing on the parser[\s\S]*?<\/item>/.exec(feed)?.[0] ?? ``
    expect([...item.matchAll(/<dc:creator>(?:<!\[CDATA\[)?(.*?)(?:\]\]>)?<\/dc:creator>/g)].map(match => decodeEntities(match[1]))).toEqual([
      `Ada Lovelace`,
      `Hopper, Grace`,
    ])
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
    const main = (html: string) => /<main[\s\S]*?(?=<section aria-labelledby="related-heading"|<nav aria-label="Previous and next posts")/.exec(html)?.[0] ?? ``
    const lf = main(await read(`post/lf/index.html`))
    const crlf = main(await read(`post/crlf/index.html`))
    expect(lf).toMatch(/\d+ min read/)
    expect(lf).toContain(`The end.`)
    expect(crlf.replace(/crlf/g, `lf`)).toBe(lf)
  })

  it(`lists the front-matter keys it does not read, once, with their files`, () => {
    expect(result.lines.filter(line => line.includes(`Front-matter key`))).toEqual([
      expect.stringContaining(`Front-matter key "layout" is not read by this site (kept in the file, not shown): content/posts/pair-work.md`),
    ])
  })
})

describe(`posts the build cannot show as written`, () => {
  let temp: TempSite
  let result: BuildResult

  beforeAll(async () => {
    temp = await createTempSite(`refused`)
    await temp.write(`content/posts/toml.md`, file(`+++`, `title = "From Zola"`, `date = 2024-01-01`, `+++`, ``, `Body.`))
    await temp.write(`content/posts/component.mdx`, file(`---`, `title: MDX`, `date: 2024-01-01`, `category: Web`, `---`, ``, `<Chart />`))
    await temp.write(
      `content/posts/blocks.md`,
      file(`---`, `title: Blocks`, `date: 2024-01-01`, `category: Web`, `description: |`, `  Two lines`, `  of text`, `tags:`, `  - a`, `  - b`, `---`, ``, `Body.`),
    )
    await temp.write(
      `content/posts/scripts.md`,
      file(`---`, `title: Scripts`, `date: 2024-01-01`, `category: Web`, `---`, ``, `<script src="https://cdn.example.com/x.js"></script>`, ``, `{{< youtube abc >}}`),
    )
    await temp.write(`content/posts/listed.md`, file(`---`, `title: Listed`, `date: 2024-01-01`, `category: [Web, Rust]`, `---`, ``, `Body.`))
    await temp.write(`content/posts/twice.md`, file(`---`, `title: Once`, `title: Twice`, `date: 2024-01-01`, `category: Web`, `aliases: /post/listed`, `---`, ``, `Body.`))
    result = await temp.build()
  })

  afterAll(() => temp?.remove())

  it(`fails with one line each: the file, where, and what to write instead`, () => {
    expect(result.code).not.toBe(0)
    const errors = result.lines.filter(line => /^(error\s+)?content\/posts\//i.test(line)).map(line => line.replace(/^error\s+/i, ``))
    expect(errors).toEqual([
      `content/posts/blocks.md: line 5: "description" is written as a YAML block (|), which is not read; write it on one line: description: "All of it on one line"`,
      `content/posts/blocks.md: line 8: "tags" is written as a YAML list over several lines, which is not read; write it on one line: tags: [First, Second]`,
      `content/posts/listed.md: category: "[Web, Rust]" is a list, but category takes one value`,
      `content/posts/scripts.md: line 7: a <script> element: a post cannot run scripts; remove it, or put it in a code block to show it as code`,
      `content/posts/toml.md: front matter: is TOML (between +++ lines), which this site does not read; convert it with npm run import -- content/posts/toml.md`,
      `content/posts/twice.md: line 3: "title" is set twice (lines 2 and 3); keep one`,
      `content/posts/twice.md: aliases: "/post/listed" is already the address of content/posts/listed.md`,
      `content/posts/component.mdx: (file): is MDX, which this site does not build; convert it with npm run import -- content/posts/component.mdx (it keeps the markdown and lists the components it cannot keep)`,
    ])
  })

  it(`warns about a shortcode, naming the file and line`, () => {
    expect(result.lines.filter(line => line.includes(`Hugo shortcode`))).toEqual([
      expect.stringContaining(`content/posts/scripts.md: line 9: a Hugo shortcode ({{< youtube abc >}}) is not run by this site`),
    ])
  })
})

const corpusDescribe = existsSync(CORPUS) ? describe : describe.skip
if (!existsSync(CORPUS)) console.log(`Skipping the corpus import: ${CORPUS} is not there (it sits beside the project on the team's machines).`)

corpusDescribe(`the corpus of real posts, imported`, () => {
  let temp: TempSite
  let result: BuildResult
  let imported: string[]
  let refused: string[]
  const site = useServedSite()
  const SOURCES = [`astro`, `gatsby`, `gatsby-starter-blog`, `gatsby-starter-lumen`, `hugo-papermod`, `jekyll-minima`, `rust-blog`]

  beforeAll(async () => {
    temp = await createTempSite(`corpus`)
    await temp.empty(`content/posts`)
    await temp.write(`content/posts/whoami.md`, file(`---`, `title: whoami`, `date: 2024-01-01`, `category: About`, `listed: false`, `---`, ``, `Me.`))
    // The corpus leaves out images over 300 KB: the owner would have them, so they are drawn here where the importer asks.
    const sources = await fs.mkdtemp(path.join(temp.dir, `corpus-`))
    await fs.cp(CORPUS, sources, { recursive: true })
    const importer = (args: string[]) =>
      run(path.join(ROOT, `node_modules/.bin/tsx`), [path.join(ROOT, `scripts/import/cli.ts`), ...args], { cwd: temp.dir }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      )
    const first = await importer([...SOURCES.map(name => path.join(sources, name)), `--category`, `Imported`])
    expect(first.code).toBe(1)
    const missing = [
      ...[...first.stdout.matchAll(/looked for ([^;)]+?\.(?:png|jpe?g|gif|svg));/g)].map(match => path.resolve(temp.dir, match[1])),
      ...[...first.stdout.matchAll(/copy its file to ([^,]+?\.(?:png|jpe?g|gif|svg)),/g)].map(match => path.join(temp.dir, match[1])),
    ]
    for (const target of new Set(missing)) {
      await fs.mkdir(path.dirname(target), { recursive: true })
      if (target.endsWith(`.svg`)) {
        await fs.writeFile(target, `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#5a78a0"/></svg>`)
        continue
      }
      const format = /\.png$/.test(target) ? `png` : /\.gif$/.test(target) ? `gif` : `jpeg`
      await sharp({ create: { width: 800, height: 450, channels: 3, background: { r: 90, g: 120, b: 160 } } }).toFormat(format).toFile(target)
    }
    const retry = first.stdout.split(`\n`).filter(line => line.startsWith(`not imported`)).map(line => /^not imported\s+(.*?): /.exec(line)?.[1] ?? ``)
    const second = await importer([...retry.map(source => path.resolve(temp.dir, source)), `--category`, `Imported`])
    const lines = [...first.stdout.split(`\n`), ...second.stdout.split(`\n`)]
    imported = lines.filter(line => line.startsWith(`imported`))
    refused = second.stdout.split(`\n`).filter(line => line.startsWith(`not imported`))
    result = await temp.build({ timeoutMs: 480_000 })
    if (result.code !== 0) throw new Error(`The corpus build failed:\n${result.output.slice(-6000)}`)
    await site.start(temp.publicDir)
  })

  afterAll(() => temp?.remove())

  it(`imports every post but those that load scripts or styles from elsewhere, which are refused with their line`, () => {
    expect(refused.map(line => line.replace(/^not imported\s+(?:\S*\/)?corpus-[^/]+\//, ``).split(`:`)[0]).sort()).toEqual([
      `hugo-papermod/content/posts/emoji-support.md`,
      `hugo-papermod/content/posts/math-typesetting.md`,
    ])
    expect(refused.join(`\n`)).toMatch(/emoji-support\.md: body line \d+: a <style> element/)
    expect(refused.join(`\n`)).toMatch(/math-typesetting\.md: body line \d+: a stylesheet <link>/)
    expect(imported).toHaveLength(38)
  })

  it(`shows every imported post with its title, authors, date, description and images as its source says, asking no other host for anything it did not write`, async () => {
    const { page, requests, close } = await visit(site.browser)
    // The machine is offline: another host is never reached, only recorded.
    await page.route(url => !url.href.startsWith(site.server.url), route => route.abort())
    try {
      for (const line of imported) {
        requests.length = 0
        const target = /→ (\S+)/.exec(line)?.[1] ?? ``
        const text = await fs.readFile(path.join(temp.dir, target), `utf8`)
        const front = Object.fromEntries([.../^(\w+): (.*)$/gm[Symbol.matchAll](text.split(/\n---\n/)[0])].map(match => [match[1], match[2].replace(/^"(.*)"$/, `$1`)]))
        const slug = path.basename(target) === `index.md` ? path.basename(path.dirname(target)) : path.basename(target, `.md`)
        const response = await page.goto(`${site.server.url}/post/${slug}`)
        // A draft in the source stays a draft: no page in a production build.
        expect([slug, response?.status()]).toEqual([slug, front.draft === `true` ? 404 : 200])
        if (front.draft === `true`) continue
        await expect(page.locator(`article header h1`).textContent()).resolves.toBe(front.title)
        await expect(page.locator(`article time`).first().getAttribute(`datetime`)).resolves.toBe(front.date)
        if (front.author) {
          const names = front.author.startsWith(`[`) ? front.author.slice(1, -1).split(/,\s*/) : [front.author]
          const details = (await page.getByRole(`list`, { name: `Post details` }).textContent()) ?? ``
          for (const name of names) expect(details).toContain(name.replace(/^'(.*)'$/, `$1`))
        }
        if (front.description) {
          await expect(page.locator(`meta[name="description"]`).getAttribute(`content`)).resolves.toBe(front.description)
        }
        const broken = await page.evaluate(async () => {
          const images = ([...document.querySelectorAll(`article img`)] as HTMLImageElement[]).filter(img => img.src.startsWith(location.origin))
          for (const img of images) img.loading = `eager`
          await Promise.all(
            images.map(img =>
              img.complete ? null : new Promise(resolve => ([`load`, `error`] as const).forEach(event => img.addEventListener(event, resolve, { once: true }))),
            ),
          )
          return images.filter(img => img.naturalWidth === 0).map(img => img.src)
        })
        expect([slug, broken]).toEqual([slug, []])
        // The only requests to other hosts are the images the post itself shows from them, as written.
        const outside = requests.filter(url => !url.startsWith(site.server.url) && !url.startsWith(`data:`))
        expect([slug, outside.filter(url => ![url, decodeURI(url), url.replace(/&/g, `&amp;`)].some(written => text.includes(written)))]).toEqual([slug, []])
      }
    } finally {
      await close()
    }
  })

  it(`highlights the code of the Hugo and Jekyll highlight blocks`, async () => {
    for (const slug of [`code_syntax`, `welcome-to-jekyll`]) {
      const html = await fs.readFile(path.join(temp.publicDir, `post/${slug}/index.html`), `utf8`)
      expect([slug, /class="token /.test(html)]).toEqual([slug, true])
      expect(html).not.toContain(`{% highlight`)
      expect(html).not.toContain(`{{&lt; highlight`)
    }
  })

  it(`keeps the old addresses working`, async () => {
    const redirect = await fs.readFile(path.join(temp.publicDir, `releases/1.94.1/index.html`), `utf8`)
    expect(redirect).toContain(`url=/post/1.94.1-release`)
    const description = metaTags(await fs.readFile(path.join(temp.publicDir, `post/1.94.1-release/index.html`), `utf8`)).get(`description`)
    expect(description).toBeTruthy()
  })
})
