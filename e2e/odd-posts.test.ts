// Posts that are odd but valid, built for real in a temporary copy of the
// project: no image or description, a 300-character title, an unknown code
// language, raw HTML, emoji and other scripts, and one dated in the future.
// They build without an error and render cleanly and accessibly on a phone.
import type { Page } from "playwright-core"
import { axeViolations } from "./support/axe"
import { PHONE, visit, waitForApp } from "./support/browser"
import { metaTags } from "./support/html"
import { escapeRegExp, siteUrl } from "./support/site"
import { markdownPost as post, useBuiltCopy } from "./support/temp-site"

// Each build takes about a minute on a shared machine.
jest.setTimeout(300_000)

const LONG_TITLE = `A very long title that keeps going `.repeat(9).trim().padEnd(300, `!`).slice(0, 300)
const SCRIPTS_TITLE = `Emoji 🚀✨ and scripts: 日本語の記事 · مرحبا بالعالم · Привет, мир`

interface Fixture {
  slug: string
  title: string
  markdown: string
}

const FIXTURES: Fixture[] = [
  {
    slug: `no-image-no-description`,
    title: `A post without an image or a description`,
    markdown: post(
      { title: `A post without an image or a description`, date: `2024-02-02`, category: `Edge Cases` },
      `Only words here: the list and the link previews take their excerpt from this paragraph.`,
    ),
  },
  {
    slug: `very-long-title`,
    title: LONG_TITLE,
    markdown: post(
      { title: LONG_TITLE, author: `Test Author`, date: `2024-02-03`, category: `Edge Cases`, image: `/images/posts/whoami.jpg` },
      `A title of three hundred characters must wrap, not push the page sideways.`,
    ),
  },
  {
    slug: `unknown-code-language`,
    title: `A code block in a language Prism does not know`,
    markdown: post(
      { title: `A code block in a language Prism does not know`, date: `2024-02-04`, category: `Edge Cases` },
      "Plain text it is:\n\n```brainfuckxyz\n++++++++[>++++[>++>+++<<-]>+<<-]>>.>---.+++++++..+++.\n```\n",
    ),
  },
  {
    slug: `raw-html`,
    title: `Raw HTML in markdown`,
    markdown: post(
      { title: `Raw HTML in markdown`, date: `2024-02-05`, category: `Edge Cases`, description: `Details, summary and kbd.` },
      `Press <kbd>Ctrl</kbd> + <kbd>C</kbd> to copy.\n\n<details>\n<summary>Show the answer</summary>\n\n` +
        `The answer is forty-two.\n\n</details>\n`,
    ),
  },
  {
    slug: `emoji-and-scripts`,
    title: SCRIPTS_TITLE,
    markdown: post(
      { title: SCRIPTS_TITLE, date: `2024-02-06`, category: `Языки`, description: `絵文字と多言語のテキスト 🌍` },
      [
        `<p lang="ja">日本語の段落です。絵文字も使えます 🎌。</p>`,
        `<p lang="ar" dir="rtl">هذه فقرة باللغة العربية تُكتب من اليمين إلى اليسار.</p>`,
        `<p lang="ru">Это абзац на русском языке.</p>`,
      ].join(`\n\n`),
    ),
  },
]

/** Dated after the day of the build: scheduled, so a production build leaves it out. */
const SCHEDULED: Fixture = {
  slug: `from-the-future`,
  title: `A post dated in the future`,
  markdown: post({ title: `A post dated in the future`, date: `2099-01-01`, category: `Edge Cases` }, `Written ahead of time.`),
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

describe(`odd but valid posts`, () => {
  const built = useBuiltCopy(`edge-cases`, async temp => {
    for (const fixture of [...FIXTURES, SCHEDULED]) await temp.write(`content/posts/${fixture.slug}.md`, fixture.markdown)
  })

  it(`leaves a post dated after the day of the build out, and says so`, async () => {
    expect(built.result.lines.filter(line => line.includes(`Left out of this build`))).toEqual([
      expect.stringContaining(`1 scheduled post (content/posts/${SCHEDULED.slug}.md)`),
    ])
    const response = await fetch(`${built.server.url}/post/${SCHEDULED.slug}`)
    expect(response.status).toBe(404)
  })

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

  it(`builds again from a warm cache, checking the content again`, async () => {
    // Gatsby does not run onCreateNode again for unchanged files on a warm cache:
    // the content checks must not depend on it.
    const again = await built.temp.build()
    expect(again.lines.filter(line => /^error\b|\bERROR\b/i.test(line))).toEqual([])
    expect(again.code).toBe(0)
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
      await page.getByRole(`heading`, { level: 1, name: `Blog Posts (11)` }).waitFor()
      expect(await overflow(page)).toBeLessThanOrEqual(0)
      await expect(page.getByRole(`heading`, { name: SCHEDULED.title }).count()).resolves.toBe(0)

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
        .getByRole(`link`, { name: /^Edge Cases/ })
        .click()
      await page.getByRole(`status`).getByText(`4 posts match in Edge Cases.`).waitFor()
      expect(await axeViolations(page)).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})
