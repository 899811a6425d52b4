// Posts that are odd but valid, in the odd fixture site (e2e/fixtures/odd-site.ts):
// no image or description, a 300-character title, an unknown code language, raw
// HTML, emoji and other scripts. They build without an error and render cleanly
// and accessibly on a phone.
import { promises as fs } from "fs"
import path from "path"
import type { Page } from "playwright-core"
import english from "../src/i18n/en.json"
import { axeViolations } from "./support/axe"
import { PHONE, visit, waitForApp } from "./support/browser"
import { metaTags } from "./support/html"
import { escapeRegExp, siteUrl } from "./support/site"
import { useFixtureSite } from "./support/fixture-sites"
import { EDGE_CASES, ODD_POSTS, SCRIPTS_TITLE, inCategory, listedPosts } from "./fixtures/odd-site"

const FIXTURES = ODD_POSTS

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

describe(`odd but valid posts`, () => {
  const built = useFixtureSite(`odd`)

  it(`build without an error`, () => {
    expect(built.result.lines.filter(line => /^error\b|\bERROR\b/i.test(line))).toEqual([])
    // A language Prism does not know is worth one warning (a typo?), not a failure.
    expect(built.result.lines.filter(line => /brainfuckxyz/i.test(line))).toEqual([
      expect.stringMatching(
        new RegExp(
          /^warn(ing)? content\/posts\/unknown-code-language\.md: line \d+: /.source +
            /code language "brainfuckxyz" is not one the highlighter \(Prism\) knows/.source,
        ),
      ),
    ])
  })

  it.each(FIXTURES.map(fixture => [fixture.slug, fixture] as const))(
    `/post/%s renders on a phone, cleanly and accessibly`,
    async (slug, fixture) => {
      const { page, problems, requests, close } = await visit(built.browser, { viewport: PHONE })
      try {
        await page.goto(`${built.server.url}/post/${slug}`)
        await waitForApp(page)
        await expect(page.getByRole(`heading`, { level: 1 }).textContent()).resolves.toBe(fixture.title)
        expect(await overflow(page)).toBeLessThanOrEqual(0)
        expect(await axeViolations(page)).toEqual([])
        await page.waitForLoadState(`networkidle`)
        expect(problems).toEqual([])
        expect(requests.filter(url => new URL(url).origin !== built.server.origin)).toEqual([])
      } finally {
        await close()
      }
    },
  )

  it(`gives a post without image or description a generated preview card and an excerpt`, async () => {
    const html = await (await fetch(`${built.server.url}/post/no-image-no-description`)).text()
    const meta = metaTags(html)
    expect(meta.get(`og:image`)).toMatch(new RegExp(`^${escapeRegExp(siteUrl())}/static/cards/card-[0-9a-f]{20}\\.jpg$`))
    expect(meta.get(`og:description`)).toMatch(/^Only words here/)

    const { page, close } = await visit(built.browser)
    try {
      await page.goto(`${built.server.url}/post/no-image-no-description`)
      await waitForApp(page)
      await expect(page.getByRole(`article`).getByRole(`img`).count()).resolves.toBe(0)
      // The author falls back to the profile's name.
      await page.getByRole(`article`).getByText(`Juma Kiprono`).waitFor()
    } finally {
      await close()
    }
  })

  it(`shows an unknown code language as plain, labelled, copyable code`, async () => {
    const { page, close } = await visit(built.browser)
    try {
      await page.goto(`${built.server.url}/post/unknown-code-language`)
      await waitForApp(page)
      await page.getByText(`++++++++[>++++[>++>+++<<-]>+<<-]>>.>---.+++++++..+++.`).waitFor()
      await page.getByRole(`button`, { name: `Copy brainfuckxyz code` }).waitFor()
    } finally {
      await close()
    }
  })

  it(`keeps raw HTML working: details open from the keyboard, kbd shows keys`, async () => {
    const { page, close } = await visit(built.browser)
    try {
      await page.goto(`${built.server.url}/post/raw-html`)
      await waitForApp(page)
      await expect(page.locator(`article kbd`).allTextContents()).resolves.toEqual([`Ctrl`, `C`])
      const answer = page.getByText(`The answer is forty-two.`)
      await expect(answer.isVisible()).resolves.toBe(false)
      await page.getByText(`Show the answer`).focus()
      await page.keyboard.press(`Enter`)
      await expect(answer.isVisible()).resolves.toBe(true)
    } finally {
      await close()
    }
  })

  it(`keeps emoji, Japanese, Arabic (right to left) and Cyrillic intact`, async () => {
    const { page, close } = await visit(built.browser)
    try {
      await page.goto(`${built.server.url}/post/emoji-and-scripts`)
      await waitForApp(page)
      await page.getByText(`日本語の段落です。絵文字も使えます 🎌。`).waitFor()
      const arabic = page.getByText(`هذه فقرة باللغة العربية`)
      await expect(arabic.evaluate(element => getComputedStyle(element).direction)).resolves.toBe(`rtl`)
      await page.getByText(`Это абзац на русском языке.`).waitFor()
      const html = await (await fetch(`${built.server.url}/post/emoji-and-scripts`)).text()
      expect(metaTags(html).get(`og:title`)).toBe(SCRIPTS_TITLE)
    } finally {
      await close()
    }
  })

  it(`lists every published post on the home page, and finds them by search and category`, async () => {
    const { page, problems, close } = await visit(built.browser, { viewport: PHONE })
    try {
      await page.goto(built.server.url)
      await waitForApp(page)
      const listed = listedPosts(built.notes.added).length
      await page.getByRole(`heading`, { level: 1, name: `Blog Posts (${listed})` }).waitFor()
      expect(await overflow(page)).toBeLessThanOrEqual(0)

      await page.getByRole(`searchbox`).fill(`日本語`)
      await page.getByRole(`status`).getByText(`1 post matches.`).waitFor()
      await page.getByRole(`heading`, { level: 2, name: SCRIPTS_TITLE }).waitFor()
      await page.getByRole(`searchbox`).fill(``)

      await page
        .getByRole(`navigation`, { name: `Categories` })
        .getByRole(`link`, { name: /^Языки/ })
        .click()
      await page.getByRole(`status`).getByText(`1 post matches in Языки.`).waitFor()
      expect(new URL(page.url()).searchParams.get(`category`)).toBe(`Языки`)

      await page
        .getByRole(`navigation`, { name: `Categories` })
        .getByRole(`link`, { name: new RegExp(`^${EDGE_CASES}`) })
        .click()
      await page
        .getByRole(`status`)
        .getByText(`${inCategory(built.notes.added, EDGE_CASES)} posts match in ${EDGE_CASES}.`)
        .waitFor()
      expect(await axeViolations(page)).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it(`as a site of one language, has its strings in its code, none of the code of several, and no key showing`, async () => {
    for (const address of [`index`, `tags`, `post/${FIXTURES[0].slug}`]) {
      const data = JSON.parse(await fs.readFile(path.join(built.publicDir, `page-data`, address, `page-data.json`), `utf8`))
      expect([address, Object.keys(data.result.pageContext ?? {}).filter(key => key === `strings`)]).toEqual([address, []])
    }
    const { page, problems, requests, close } = await visit(built.browser)
    try {
      await page.goto(`${built.server.url}/`)
      await waitForApp(page)
      await page.getByRole(`heading`, { level: 1, name: `Blog Posts (${listedPosts(built.notes.added).length})` }).waitFor()
      // No line of languages, no hreflang links, and none of their code in the scripts: the languages' names, x-default.
      expect(await page.locator(`footer nav, link[hreflang]`).count()).toBe(0)
      const scripts = requests.filter(url => url.endsWith(`.js`)).map(url => new URL(url).pathname)
      expect(scripts.length).toBeGreaterThan(3)
      for (const script of scripts) {
        const code = await fs.readFile(path.join(built.publicDir, script), `utf8`)
        expect([script, code.match(/DisplayNames|x-default/g)]).toEqual([script, null])
      }
      await expect(page.getByRole(`searchbox`).getAttribute(`placeholder`)).resolves.toBe(`Search blog posts...`)
      // A string the code did not get would read as its key ("list.heading").
      const sections = Object.keys(english)
      const keys = await page.evaluate(names => {
        const key = new RegExp(`\\b(${names.join(`|`)})\\.[a-z][A-Za-z]+\\b`, `g`)
        return document.body.innerText.match(key) ?? []
      }, sections)
      expect(keys).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})
