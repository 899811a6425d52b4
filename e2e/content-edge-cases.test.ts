// The owner's content at its awkward edges, built for real in a temporary copy
// of the project: posts that are odd but valid build and render cleanly, a
// blog longer than its first page loads the rest when asked, an empty blog is
// a proper empty state, and broken content stops the build with one line per problem.
import { promises as fs } from "fs"
import path from "path"
import type { Browser, Page } from "playwright-core"
import { loadAxe } from "./support/axe"
import { launchBrowser, PHONE, visit, waitForApp } from "./support/browser"
import { escapeRegExp, metaTags, siteUrl } from "./support/site"
import { startStaticServer, type StaticServer } from "./support/static-server"
import { createTempSite, markdownPost as post, type BuildResult, type TempSite } from "./support/temp-site"

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
      `Press <kbd>Ctrl</kbd> + <kbd>C</kbd> to copy.\n\n<details>\n<summary>Show the answer</summary>\n\nThe answer is forty-two.\n\n</details>\n`,
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

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Builds a temporary copy of the site after `prepare`, and serves it. */
function builtSite(label: string, prepare: (site: TempSite) => Promise<void>) {
  const state = {} as { site: TempSite; result: BuildResult; server: StaticServer }
  beforeAll(async () => {
    state.site = await createTempSite(label)
    await prepare(state.site)
    state.result = await state.site.build()
    if (state.result.code !== 0) throw new Error(`The ${label} build failed:\n${state.result.output.slice(-4000)}`)
    state.server = await startStaticServer(state.site.publicDir)
  })
  afterAll(async () => {
    await state.server?.close()
    await state.site?.remove()
  })
  return state
}

async function axeViolations(page: Page): Promise<string[]> {
  await loadAxe(page)
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } }).axe
    return (await axe.run(document)).violations
  })) as { id: string; impact: string; help: string; nodes: { target: unknown[] }[] }[]
  return violations.flatMap(v => v.nodes.map(node => `${v.id} (${v.impact}) at ${JSON.stringify(node.target)}: ${v.help}`))
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

describe(`odd but valid posts`, () => {
  const built = builtSite(`edge-cases`, async site => {
    for (const fixture of [...FIXTURES, SCHEDULED]) await site.write(`content/posts/${fixture.slug}.md`, fixture.markdown)
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
      expect.stringMatching(/^warn(ing)? unable to find prism language 'brainfuckxyz'/),
    ])
  })

  it(`builds again from a warm cache, checking the content again`, async () => {
    // Gatsby does not run onCreateNode again for unchanged files on a warm cache:
    // the content checks must not depend on it.
    const again = await built.site.build()
    expect(again.lines.filter(line => /^error\b|\bERROR\b/i.test(line))).toEqual([])
    expect(again.code).toBe(0)
  })

  it.each(FIXTURES.map(fixture => [fixture.slug, fixture] as const))(`/post/%s renders on a phone, cleanly and accessibly`, async (slug, fixture) => {
    const { page, problems, requests, close } = await visit(browser, { viewport: PHONE })
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
  })

  it(`gives a post without image or description a generated preview card and an excerpt`, async () => {
    const html = await (await fetch(`${built.server.url}/post/no-image-no-description`)).text()
    const meta = metaTags(html)
    expect(meta.get(`og:image`)).toMatch(new RegExp(`^${escapeRegExp(siteUrl())}/static/cards/card-[0-9a-f]{20}\\.jpg$`))
    expect(meta.get(`og:description`)).toMatch(/^Only words here/)

    const { page, close } = await visit(browser)
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
    const { page, close } = await visit(browser)
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
    const { page, close } = await visit(browser)
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
    const { page, close } = await visit(browser)
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
    const { page, problems, close } = await visit(browser, { viewport: PHONE })
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

      await page.getByRole(`navigation`, { name: `Categories` }).getByRole(`link`, { name: /^Языки/ }).click()
      await page.getByRole(`status`).getByText(`1 post matches in Языки.`).waitFor()
      expect(new URL(page.url()).searchParams.get(`category`)).toBe(`Языки`)

      await page.getByRole(`navigation`, { name: `Categories` }).getByRole(`link`, { name: /^Edge Cases/ }).click()
      await page.getByRole(`status`).getByText(`4 posts match in Edge Cases.`).waitFor()
      expect(await axeViolations(page)).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})

describe(`a blog longer than its prebuilt first page`, () => {
  // 24 more posts: with the six listed samples, 30 on the list, in three pages of ten.
  // "Field notes" is one category of 12, most of them past the first page.
  const EXTRA = Array.from({ length: 24 }, (_, i) => ({
    slug: `extra-${i + 1}`,
    title: i === 20 ? `Tracing async Rust in production` : `Extra post number ${i + 1}`,
    category: i % 2 ? `Field notes` : `Edge Cases`,
    // Newest first: these are all older than the samples, extra-1 the newest of them.
    date: `2023-${String(12 - Math.floor(i / 2)).padStart(2, `0`)}-${i % 2 ? `10` : `20`}`,
  }))
  const built = builtSite(`many-posts`, async site => {
    for (const extra of EXTRA) {
      await site.write(`content/posts/${extra.slug}.md`, post({ title: extra.title, date: extra.date, category: extra.category }, `Body of ${extra.title}.`))
    }
  })
  const cards = (page: Page) => page.locator(`main article`)
  const showMore = (page: Page) => page.getByRole(`button`, { name: `Show more posts` })
  const indexRequests = (requests: string[]) => requests.filter(url => new URL(url).pathname === `/post-index.json`)

  it(`prebuilds the first ten cards and the total, and fetches no index on a first visit`, async () => {
    const html = await (await fetch(`${built.server.url}/`)).text()
    expect(html.match(/<article/g)).toHaveLength(10)
    expect(html).toContain(`Blog Posts (<!-- -->30<!-- -->)`)

    const { page, problems, requests, close } = await visit(browser)
    try {
      await page.goto(`${built.server.url}/`)
      await waitForApp(page)
      await page.waitForLoadState(`networkidle`)
      expect(indexRequests(requests)).toEqual([])
      await expect(page.getByRole(`status`).textContent()).resolves.toBe(`Showing 10 of 30 posts.`)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it(`shows the rest page by page with "Show more"`, async () => {
    const { page, problems, requests, close } = await visit(browser)
    try {
      await page.goto(`${built.server.url}/`)
      await waitForApp(page)
      await showMore(page).click()
      await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 20)
      await showMore(page).click()
      await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 30)
      await expect(showMore(page).count()).resolves.toBe(0)
      await expect(cards(page).last().getByRole(`heading`).textContent()).resolves.toBe(`Extra post number 24`)
      expect(indexRequests(requests)).toHaveLength(1)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it(`loads the index as the search box takes focus, and searches every post`, async () => {
    const { page, problems, requests, close } = await visit(browser)
    try {
      await page.goto(`${built.server.url}/`)
      await waitForApp(page)
      const index = page.waitForResponse(response => new URL(response.url()).pathname === `/post-index.json`)
      await page.keyboard.press(`/`)
      expect((await index).status()).toBe(200)

      await page.keyboard.type(`tracing`)
      await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 1)
      await expect(cards(page).getByRole(`heading`).textContent()).resolves.toBe(`Tracing async Rust in production`)
      expect(indexRequests(requests)).toHaveLength(1)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it(`filters a category across every post, with its count`, async () => {
    const { page, close } = await visit(browser)
    try {
      await page.goto(`${built.server.url}/`)
      await waitForApp(page)
      const categories = page.getByRole(`navigation`, { name: `Categories` })
      await expect(categories.getByRole(`link`, { name: /^Field notes/ }).textContent()).resolves.toMatch(/Field notes\s*12/)
      await categories.getByRole(`link`, { name: /^Field notes/ }).click()
      await page.getByRole(`status`).getByText(`12 posts match in Field notes.`).waitFor()
      await expect(cards(page).count()).resolves.toBe(10)
      await showMore(page).click()
      await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 12)
    } finally {
      await close()
    }
  })

  it(`says so when the index cannot be loaded`, async () => {
    const { page, close } = await visit(browser)
    try {
      await page.route(`**/post-index.json`, route => route.fulfill({ status: 503, body: `` }))
      await page.goto(`${built.server.url}/`)
      await waitForApp(page)
      await page.getByRole(`searchbox`, { name: /search blog posts/i }).fill(`tracing`)
      await page.getByRole(`alert`).getByText(/The full list of posts could not be loaded \(The post index answered 503\)/).waitFor()
    } finally {
      await close()
    }
  })

  it.each([`[null]`, `{}`, `[{"slug":"old"}]`])(`keeps the page and says so when the index has the wrong shape (%s)`, async body => {
    const { page, problems, close } = await visit(browser)
    try {
      await page.route(`**/post-index.json`, route => route.fulfill({ status: 200, contentType: `application/json`, body }))
      await page.goto(`${built.server.url}/`)
      await waitForApp(page)
      await showMore(page).click()
      await page.getByRole(`alert`).getByText(/could not be loaded \(.*post index.*older version of the site\)/).waitFor()
      await expect(cards(page).count()).resolves.toBe(10)
      await expect(page.getByRole(`status`).textContent()).resolves.toBe(`The posts could not be loaded.`)
      expect(problems.filter(problem => !/post-index/.test(problem))).toEqual([])
    } finally {
      await close()
    }
  })

  it(`tries again after a failed load, on the next search or with "Try again"`, async () => {
    const { page, close } = await visit(browser)
    try {
      let failing = true
      let failures = 0
      await page.route(`**/post-index.json`, route => (failing ? (failures++, route.fulfill({ status: 503, body: `` })) : route.fallback()))
      await page.goto(`${built.server.url}/`)
      await waitForApp(page)
      const search = page.getByRole(`searchbox`, { name: /search blog posts/i })
      await search.fill(`tracing`)
      await page.getByRole(`alert`).waitFor()
      const before = failures
      await search.fill(`tracin`)
      for (let waited = 0; failures === before && waited < 50; waited++) await page.waitForTimeout(100)
      expect(failures).toBeGreaterThan(before)
      await page.getByRole(`alert`).waitFor()
      failing = false
      await page.getByRole(`button`, { name: `Try again` }).click()
      await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 1)
      await expect(page.getByRole(`alert`).count()).resolves.toBe(0)
    } finally {
      await close()
    }
  })
})

describe(`a blog with no posts, and no work history`, () => {
  const built = builtSite(`no-posts`, async site => {
    await site.empty(`content/posts`)
    await site.write(`content/data/work.json`, `[]\n`)
  })

  it(`warns that the Work History table is left out, and leaves it out`, async () => {
    expect(built.result.lines.filter(line => /work\.json/.test(line))).toEqual([
      expect.stringMatching(/^warn(ing)? content\/data\/work\.json: has no entries, so the Work History table is left out$/),
    ])
    const { page, close } = await visit(browser)
    try {
      await page.goto(built.server.url)
      await waitForApp(page)
      await page.getByRole(`region`, { name: `My Socials` }).waitFor()
      await expect(page.getByRole(`table`, { name: `Work History` }).count()).resolves.toBe(0)
      await expect(page.getByText(`Work History`).count()).resolves.toBe(0)
    } finally {
      await close()
    }
  })

  it(`builds, warning that the whoami link has no post to open`, () => {
    expect(built.result.lines.filter(line => /whoami/.test(line))).toEqual([
      expect.stringMatching(/^warn(ing)? content\/posts\/whoami\.md is missing: the header's "whoami" link leads to "Not Found" until it exists\.$/),
    ])
  })

  it(`shows 'Blog Posts (0)', an empty state, and only 'All' among the categories`, async () => {
    const { page, problems, close } = await visit(browser)
    try {
      await page.goto(built.server.url)
      await waitForApp(page)
      await page.getByRole(`heading`, { level: 1, name: `Blog Posts (0)` }).waitFor()
      await page.getByText(`No posts yet. Check back soon.`).waitFor()
      await expect(page.getByRole(`article`).count()).resolves.toBe(0)
      const categories = page.getByRole(`navigation`, { name: `Categories` }).getByRole(`link`)
      await expect(categories.allInnerTexts()).resolves.toEqual([expect.stringMatching(/^All\s+0/)])
      expect(await axeViolations(page)).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it.each([`/projects`, `/post/whoami`, `/unknown`])(`still renders %s without errors`, async path => {
    const { page, problems, close } = await visit(browser)
    try {
      await page.goto(built.server.url + path)
      await waitForApp(page)
      await page.getByRole(`heading`, { level: 1 }).waitFor()
      await page.waitForLoadState(`networkidle`)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})

describe(`broken content`, () => {
  let site: TempSite
  let result: BuildResult

  beforeAll(async () => {
    site = await createTempSite(`bad-content`)
    await site.write(`content/posts/no-title.md`, post({ date: `2024-03-01`, category: `Edge Cases` }, `A post without its title.`))
    const projects = JSON.parse(await fs.readFile(path.join(site.dir, `content/data/projects.json`), `utf8`))
    projects[2].tech = `Rust, Actix`
    await site.write(`content/data/projects.json`, JSON.stringify(projects, null, 2))
    const valid = { date: `2024-03-01`, category: `Edge Cases` }
    await site.write(`content/posts/c#-tips.md`, post({ ...valid, title: `C# tips` }, `Tips.`))
    await site.write(`content/posts/100%-done.md`, post({ ...valid, title: `Done` }, `Done.`))
    await site.write(`content/posts/Hello.md`, post({ ...valid, title: `Hello` }, `One.`))
    await site.write(`content/posts/hello/index.md`, post({ ...valid, title: `hello` }, `Two.`))
    result = await site.build()
  })

  afterAll(() => site?.remove())

  it(`fails the build`, () => {
    expect(result.code).not.toBe(0)
  })

  it(`names each problem on one line, with its file and field`, () => {
    // Gatsby's reporter may put the level first ("error content/…").
    const about = (file: string) => result.lines.filter(line => line.includes(file)).map(line => line.replace(/^error\s+/i, ``))
    expect(about(`content/posts/no-title.md`)).toEqual([`content/posts/no-title.md: title: is missing`])
    expect(about(`content/data/projects.json`)).toEqual([`content/data/projects.json: [2].tech: must be a list of strings, not "Rust, Actix"`])
  })

  it(`refuses a file name that cannot be one address, naming the name to use, and names that differ only in case`, () => {
    const about = (file: string) => result.lines.filter(line => line.includes(`${file}: slug`)).map(line => line.replace(/^error\s+/i, ``))
    const rule = `(the file or folder name) may only hold letters, digits, -, _ and . inside it`
    expect(about(`content/posts/c#-tips.md`)).toEqual([`content/posts/c#-tips.md: slug: "c#-tips" ${rule}; rename it to content/posts/c-sharp-tips.md`])
    expect(about(`content/posts/100%-done.md`)).toEqual([`content/posts/100%-done.md: slug: "100%-done" ${rule}; rename it to content/posts/100-done.md`])
    expect(about(`content/posts/hello/index.md`)).toEqual([
      `content/posts/hello/index.md: slug: "hello" is already used by content/posts/Hello.md (as "Hello": addresses differing only in case are one address on many hosts)`,
    ])
  })

  it(`prints each problem as one plain line, without Gatsby's "ERROR UNKNOWN" banner`, () => {
    expect(result.lines.filter(line => /ERROR\s+UNKNOWN/.test(line))).toEqual([])
  })
})

describe(`a data file that is not JSON`, () => {
  let site: TempSite
  let result: BuildResult

  beforeAll(async () => {
    site = await createTempSite(`bom-data`)
    const work = await fs.readFile(path.join(site.dir, `content/data/work.json`), `utf8`)
    await site.write(`content/data/work.json`, `\uFEFF${work}`)
    await site.write(`content/data/socials.json`, `[\n  { "id": "x", }\n]\n`)
    result = await site.build()
  })

  afterAll(() => site?.remove())

  it(`fails the build before Gatsby reads it, saying where and why`, () => {
    expect(result.code).not.toBe(0)
    const about = (file: string) => result.lines.filter(line => line.includes(file)).map(line => line.replace(/^error\s+/i, ``))
    expect(about(`content/data/work.json`)).toEqual([
      `content/data/work.json: (file): starts with a byte-order mark (BOM), which JSON does not allow; save the file as UTF-8 without BOM`,
    ])
    expect(about(`content/data/socials.json`)).toEqual([expect.stringMatching(/^content\/data\/socials\.json: \(file\): is not valid JSON at line 2, column \d+: /)])
    expect(result.lines.filter(line => /Unable to parse JSON/.test(line))).toEqual([])
  })
})
