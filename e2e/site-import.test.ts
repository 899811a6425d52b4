// Whole old sites, one per generator in its real layout (support/old-sites.ts),
// each imported with one `npm run import -- <folder>` into the imported fixture
// site (e2e/fixtures/imported-site.ts): every page shows what its source says,
// with its images, its links leading to pages, its translation, and no template syntax.
import { visit, waitForApp } from "./support/browser"
import { defaultLanguageWords } from "./support/site-words"
import { useFixtureSite } from "./support/fixture-sites"

interface Expected {
  title: string
  date: string
  updated?: string
  author?: string
  category: string
  tags?: string[]
  /** Addresses the article's links must lead to. */
  links?: string[]
  images?: number
  text?: string[]
}

const PAGES: Record<string, Expected> = {
  launch: {
    title: `Launch day`,
    date: `2024-01-05`,
    updated: `2024-01-20`,
    author: `Jane Doe`,
    // Its only tag names its category, and stays a tag.
    category: `release`,
    tags: [`release`],
    images: 1,
    links: [`/post/news`],
    text: [`Try it`, `Run it now.`],
  },
  news: { title: `News`, date: `2024-02-01`, author: `Jane Doe`, category: `Announcements`, text: [`Small news.`] },
  first: {
    title: `First steps`,
    date: `2023-03-01`,
    updated: `2023-04-01`,
    category: `rust`,
    tags: [`rust`, `zola`],
    links: [`/post/second`, `https://www.youtube.com/watch?v=dQw4w9WgXcQ`],
    text: [`YouTube video Play on YouTube.`],
  },
  second: { title: `Second`, date: `2023-05-01`, category: `Blog`, text: [`Careful.`] },
  "second-ar": { title: `الثاني`, date: `2023-05-01`, category: `Blog`, text: [`مرحبا بالعالم.`] },
  hello: {
    title: `Hello`,
    date: `2022-05-01`,
    author: `Sam Jekyll`,
    category: `Blog`,
    images: 1,
    links: [`/post/sequel`],
    text: [`or about.`],
  },
  sequel: { title: `Sequel`, date: `2022-06-01`, updated: `2022-07-01`, category: `Blog`, links: [`/post/hello`] },
  "hello-mkdocs": {
    title: `Hello MkDocs`,
    date: `2023-09-01`,
    updated: `2023-10-01`,
    author: `Sam Lee`,
    category: `Guides`,
    links: [`https://docs.example.org/setup/`],
    text: [`Careful`, `Folded.`],
  },
  "hexo-post": { title: `Hexo post`, date: `2021-02-03`, category: `hexo`, tags: [`hexo`], images: 1, text: [`Heads up.`] },
  "eleventy-post": { title: `Eleventy post`, date: `2021-07-01`, category: `javascript`, tags: [`javascript`], text: [`Plain text.`] },
  bundle: {
    title: `A bundle`,
    date: `2020-01-10`,
    updated: `2020-02-10`,
    category: `Travel`,
    images: 1,
    links: [`/post/other`],
    text: [`Pack light.`],
  },
  other: { title: `The other`, date: `2020-01-01`, category: `Blog` },
  "by-hand": { title: `By hand`, date: `2024-03-01`, category: `Notes`, links: [`/post/other`] },
}

/** What another generator would have run, left on a page as text (a heading's {#id} is the site's own syntax). */
const TEMPLATE_SYNTAX = /\{\{|\{%|:::|!!!|\?\?\?|\{\/\*|\{:|\{\s*\.[\w-]+\s*\}/

describe(`old sites from seven generators, imported in one command each`, () => {
  const site = useFixtureSite(`imported`)

  it(`imports every post of each site, naming the generator it found, with one line per post and the whole list in a file`, async () => {
    const { outputs, report } = site.notes
    for (const [generator, { code, stdout }] of Object.entries(outputs)) {
      expect([generator, code, stdout]).toEqual([generator, 0, expect.stringMatching(/^\d+ of \d+ post\(s\) imported \(/m)])
      expect(stdout).not.toMatch(/^not imported/m)
    }
    expect(outputs.mkdocs.stdout).toMatch(/\(Material for MkDocs\)/)
    expect(outputs.zola.stdout).toMatch(/2 post\(s\) had no category, folder or tag: they are in "Blog"/)
    // Each run writes its own report: the last one, Hugo's, is there in whole.
    expect(report).toMatch(
      new RegExp(
        /hugo\/content\/posts\/bundle\/index\.md → content\/posts\/bundle\/index\.md\n/.source +
          / {2}- links rewritten: ref\n {2}- callouts from notice\n/.source,
      ),
    )
  })

  it(`shows each page with its title, dates, authors by name, category, tags, images and links, and no template syntax`, async () => {
    const { page, requests, close } = await visit(site.browser)
    await page.route(
      url => !url.href.startsWith(site.server.url),
      route => route.abort(),
    )
    try {
      for (const [slug, expected] of Object.entries(PAGES)) {
        requests.length = 0
        const response = await page.goto(`${site.server.url}/post/${slug}`)
        expect([slug, response?.status()]).toEqual([slug, 200])
        const article = page.locator(`article`).first()
        await expect(article.locator(`header h1`).textContent()).resolves.toBe(expected.title)
        const times = await article.locator(`header time`).evaluateAll(nodes => nodes.map(node => node.getAttribute(`datetime`)))
        expect([slug, times]).toEqual([slug, [expected.date, ...(expected.updated ? [expected.updated] : [])]])
        // The post's details, labelled in the page's language ("Post details", "تفاصيل المقال").
        const details = (await article.locator(`header > ul`).textContent()) ?? ``
        if (expected.author) expect([slug, details]).toEqual([slug, expect.stringContaining(expected.author)])
        await expect(article.locator(`header p`).first().textContent()).resolves.toBe(expected.category)
        const tags = await page
          .getByRole(`list`, { name: `Tags` })
          .locator(`a`)
          .allTextContents()
          .catch(() => [])
        expect([slug, tags.map(tag => tag.replace(/^#/, ``))]).toEqual([slug, expected.tags ?? []])
        const text = (await article.innerText()).replace(/\s+/g, ` `)
        for (const part of expected.text ?? []) expect([slug, text]).toEqual([slug, expect.stringContaining(part)])
        expect([slug, slug === `by-hand` ? null : (TEMPLATE_SYNTAX.exec(text)?.[0] ?? null)]).toEqual([slug, null])
        // Admonitions became callouts the site renders, not quotes that start with their marker.
        expect([slug, text.includes(`[!`)]).toEqual([slug, false])
        const images = await article.locator(`img`).evaluateAll(async nodes => {
          const all = nodes as HTMLImageElement[]
          all.forEach(img => (img.loading = `eager`))
          await Promise.all(
            all.map(img =>
              img.complete
                ? null
                : new Promise(resolve =>
                    ([`load`, `error`] as const).forEach(event => img.addEventListener(event, resolve, { once: true })),
                  ),
            ),
          )
          return all.map(img => img.naturalWidth)
        })
        expect([slug, images.length, images.filter(width => width === 0)]).toEqual([slug, expected.images ?? 0, []])
        const hrefs = await article.locator(`a`).evaluateAll(nodes => nodes.map(node => node.getAttribute(`href`) ?? ``))
        for (const link of expected.links ?? []) expect([slug, hrefs]).toEqual([slug, expect.arrayContaining([link])])
        for (const href of hrefs.filter(href => href.startsWith(`/post/`))) {
          const status = (await page.request.get(`${site.server.url}${href}`)).status()
          expect([slug, href, status]).toEqual([slug, href, 200])
        }
        expect([slug, requests.filter(url => !url.startsWith(site.server.url) && !url.startsWith(`data:`))]).toEqual([slug, []])
      }
    } finally {
      await close()
    }
  })

  it(`serves a translation at its own address, in its language and direction, linked both ways`, async () => {
    const { page, close } = await visit(site.browser)
    try {
      await page.goto(`${site.server.url}/post/second-ar`)
      await waitForApp(page)
      // Arabic is one of the site's languages (src/site-config.ts): the whole page is in it, laid out right to left.
      await expect(page.locator(`html`).getAttribute(`lang`)).resolves.toBe(`ar`)
      await expect(page.locator(`html`).getAttribute(`dir`)).resolves.toBe(`rtl`)
      await expect(page.locator(`article h1`).evaluate(node => getComputedStyle(node).direction)).resolves.toBe(`rtl`)
      await expect(page.getByText(`مرحبا بالعالم.`).evaluate(node => getComputedStyle(node).direction)).resolves.toBe(`rtl`)
      await page.getByRole(`list`, { name: `تفاصيل المقال` }).waitFor()
      await expect(defaultLanguageWords(page, `ar`)).resolves.toEqual([])
      const alternates = await page
        .locator(`link[rel="alternate"][hreflang]`)
        .evaluateAll(nodes => nodes.map(node => `${node.getAttribute(`hreflang`)} ${new URL(node.getAttribute(`href`) ?? ``).pathname}`))
      expect(alternates.sort()).toEqual([`ar /post/second-ar`, `en /post/second`, `x-default /post/second`])
      const languages = page.getByRole(`navigation`, { name: `لغات هذا المقال` })
      await expect(languages.locator(`[aria-current="page"]`).textContent()).resolves.toBe(`العربية`)
      await languages.getByRole(`link`, { name: `English` }).click()
      await page.waitForURL(/\/post\/second\/?$/)
      await page.waitForFunction(() => document.documentElement.lang === `en` && document.documentElement.dir === `ltr`)
      const english = page.getByRole(`navigation`, { name: `Languages of this post` })
      await expect(english.getByRole(`link`, { name: `العربية` }).getAttribute(`hreflang`)).resolves.toBe(`ar`)
      await page.getByRole(`list`, { name: `Post details` }).waitFor()
    } finally {
      await close()
    }
  })

  it(`names the template syntax left in a post written by hand, with its file and line, in the build`, () => {
    expect(site.result.output).toMatch(/content\/posts\/by-hand\.md: line 9: a template expression \(\{\{ unknown\(\) \}\}\)/)
  })
})
