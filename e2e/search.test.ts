// Search on the home page, over every word of every listed post: ranking,
// snippets with marked words and links to their sections, typos, several
// words, the category and the address, and what a first visit does not load.
// Accents and Chinese and Japanese text, which the sample posts lack, are
// searched in the odd fixture site (e2e/fixtures/odd-site.ts).
import type { Page } from "playwright-core"
import { useBuiltSite, visit, waitForApp } from "./support/browser"
import { PUBLIC_DIR, samplePosts } from "./support/site"
import { useFixtureSite } from "./support/fixture-sites"

const site = useBuiltSite(PUBLIC_DIR)

const searchBox = (page: Page) => page.getByRole(`searchbox`, { name: /search blog posts/i })
const cards = (page: Page) => page.getByRole(`main`).getByRole(`article`)
const cardTitles = (page: Page) => cards(page).getByRole(`heading`).allTextContents()
const isSearchFile = (url: string) => /^\/search(\/|-[0-9a-f]+\.js$)/.test(new URL(url).pathname)

async function openHome(base: string, browser = site.browser, search = ``) {
  const visited = await visit(browser)
  await visited.page.goto(`${base}/${search}`)
  await waitForApp(visited.page)
  return visited
}

/** Types a search and waits until the list shows its answer (not an earlier search's, kept while it comes). */
async function searchFor(page: Page, query: string) {
  await searchBox(page).fill(query)
  await page.waitForURL(url => url.searchParams.get(`q`) === query)
  await page.locator(`main section[aria-labelledby="blog-title"][aria-busy="false"]`).waitFor()
  await page
    .getByRole(`status`)
    .getByText(/posts? match/)
    .waitFor()
}

describe(`search`, () => {
  it(`loads no search code and no index on a first visit, and only the first pieces when the box takes focus`, async () => {
    const { page, requests, problems, close } = await openHome(site.server.url)
    await page.waitForLoadState(`networkidle`)
    expect(requests.filter(isSearchFile)).toEqual([])
    const meta = page.waitForResponse(response => new URL(response.url()).pathname === `/search/meta.json`)
    await page.keyboard.press(`/`)
    expect((await meta).status()).toBe(200)
    const paths = requests.filter(isSearchFile).map(url => new URL(url).pathname)
    expect(paths.filter(path => path.startsWith(`/search/`))).toEqual([`/search/meta.json`])
    expect(paths.some(path => /^\/search-[0-9a-f]+\.js$/.test(path))).toBe(true)
    expect(requests.filter(url => new URL(url).pathname === `/post-index.json`)).toEqual([])
    expect(problems).toEqual([])
    await close()
  })

  it(`shows the "/" hint on the empty box only: with text there, the box's own clear button takes its place`, async () => {
    const { page, problems, close } = await openHome(site.server.url)
    const hint = page.getByRole(`search`).locator(`kbd`)
    await expect(hint.isVisible()).resolves.toBe(true)
    await page.getByRole(`searchbox`, { name: /search blog posts/i }).fill(`rust`)
    await expect(hint.isVisible()).resolves.toBe(false)
    await page.getByRole(`searchbox`, { name: /search blog posts/i }).fill(``)
    await expect(hint.isVisible()).resolves.toBe(true)
    expect(problems).toEqual([])
    await close()
  })

  it(`ranks a title match above a newer post's body match, and a heading match above newer body matches`, async () => {
    const { page, problems, close } = await openHome(site.server.url)
    await searchFor(page, `middleware `)
    expect(await cardTitles(page)).toEqual([
      `How to Create Custom Middleware in Django`,
      `Building High-Performance Web Applications with Actix Web`,
    ])
    // "crate" is a heading of the module post (2024) and only body text of the Actix Web performance post (2025).
    await searchFor(page, `crate `)
    const titles = await cardTitles(page)
    expect(titles.indexOf(`Rust Module System Explained`)).toBeGreaterThanOrEqual(0)
    expect(titles.indexOf(`Rust Module System Explained`)).toBeLessThan(
      titles.indexOf(`Building High-Performance Web Applications with Actix Web`),
    )
    expect(problems).toEqual([])
    await close()
  })

  it(`finds every post whose title contains the typed text, mid-word and in any case (the SPEC's rule), beside full text`, async () => {
    const { page, problems, close } = await openHome(site.server.url)
    const listed = samplePosts().filter(post => post.listed)
    for (const typed of [`xplain`, `ust`, `afaricom`, `ddleware`, `ireless`, `ctix`, `XPLAIN`]) {
      const titled = listed.filter(post => post.title.toLowerCase().includes(typed.toLowerCase())).map(post => post.title)
      expect({ typed, found: titled.length > 0 }).toEqual({ typed, found: true })
      await searchFor(page, typed)
      const shown = await cardTitles(page)
      expect({ typed, missing: titled.filter(title => !shown.includes(title)) }).toEqual({ typed, missing: [] })
    }
    expect(problems).toEqual([])
    await close()
  })

  it(`finds words of the body and its code, with a snippet that marks them and links to their section`, async () => {
    const { page, problems, close } = await openHome(site.server.url)
    await searchFor(page, `HttpResponse`)
    await expect(page.getByRole(`status`).textContent()).resolves.toBe(`3 posts match.`)
    const card = cards(page).filter({ hasText: `Building High-Performance Web Applications with Actix Web` })
    await expect(card.locator(`mark`).allTextContents()).resolves.toContain(`HttpResponse`)
    const section = card.getByRole(`link`, { name: /Understand the worker model/ })
    const href = await section.getAttribute(`href`)
    expect(href).toBe(`/post/building-high-performance-web-applications-with-actix-web#understand-the-worker-model`)
    await expect(section.getAttribute(`target`)).resolves.toBe(`_blank`)
    // The card's excerpt gives way to the snippet.
    await page.goto(`${site.server.url}${href}`)
    await page.getByRole(`heading`, { name: `Understand the worker model` }).waitFor()
    await expect(
      page.locator(`#understand-the-worker-model`).evaluate(heading => heading.getBoundingClientRect().top),
    ).resolves.toBeLessThan(200)
    expect(problems).toEqual([])
    await close()
  })

  it(`matches as the visitor types, forgives one typo in a longer word, and requires every word`, async () => {
    const { page, close } = await openHome(site.server.url)
    await searchFor(page, `middlew`)
    expect(await cardTitles(page)).toContain(`How to Create Custom Middleware in Django`)
    await searchFor(page, `midleware`)
    expect((await cardTitles(page))[0]).toBe(`How to Create Custom Middleware in Django`)
    await expect(cards(page).first().locator(`h2 mark`).textContent()).resolves.toBe(`Middleware`)
    await searchFor(page, `actix serde`)
    // The REST API post has "serde" among its tags, so it ranks first though older.
    expect(await cardTitles(page)).toEqual([
      `Building a Simple REST API with Actix Web`,
      `Building High-Performance Web Applications with Actix Web`,
    ])
    await searchFor(page, `django serde`)
    await page.getByText(/No posts match “django serde”/).waitFor()
    await close()
  })

  it(`searches within the chosen category, and keeps both in the address across a reload`, async () => {
    const { page, problems, close } = await openHome(site.server.url)
    await searchFor(page, `actix`)
    expect(await cardTitles(page)).toHaveLength(3)
    await page
      .getByRole(`navigation`, { name: `Categories` })
      .getByRole(`link`, { name: /^Rust & REST API/ })
      .click()
    await page.getByRole(`status`).getByText(`1 post matches in Rust & REST API.`).waitFor()
    expect(await cardTitles(page)).toEqual([`Building a Simple REST API with Actix Web`])
    const url = new URL(page.url())
    expect([url.searchParams.get(`q`), url.searchParams.get(`category`)]).toEqual([`actix`, `Rust & REST API`])
    await page.reload()
    await page.getByRole(`status`).getByText(`1 post matches in Rust & REST API.`).waitFor()
    await expect(searchBox(page).inputValue()).resolves.toBe(`actix`)
    expect(problems).toEqual([])
    await close()
  })

  it(`is not offered without JavaScript`, async () => {
    const { page, close } = await visit(site.browser, { javaScriptEnabled: false })
    await page.goto(`${site.server.url}/`)
    await expect(searchBox(page).isVisible()).resolves.toBe(false)
    // The categories' and the listing's links are the way in.
    await expect(
      page
        .getByRole(`link`, { name: /^Rust & REST API/ })
        .first()
        .getAttribute(`href`),
    ).resolves.toMatch(/^\/category\//)
    await close()
  })
})

describe(`search in other scripts`, () => {
  const built = useFixtureSite(`odd`)

  it(`folds accents both ways and links to the accented heading`, async () => {
    const { page, problems, close } = await openHome(built.server.url, built.browser)
    await searchFor(page, `creme brulee`)
    expect(await cardTitles(page)).toEqual([`Notes from a café`])
    const section = cards(page).getByRole(`link`, { name: /Crème brûlée/ })
    const href = (await section.getAttribute(`href`)) ?? ``
    expect(decodeURIComponent(href)).toBe(`/post/cafe-notes#crème-brûlée`)
    await expect(cards(page).locator(`mark`).allTextContents()).resolves.toEqual([`crème`, `brûlée`])
    await searchFor(page, `ZÜRICH`)
    await expect(cards(page).locator(`mark`).allTextContents()).resolves.toEqual([`Zürich`])
    await page.goto(`${built.server.url}${href}`)
    await page.getByRole(`heading`, { name: `Crème brûlée` }).waitFor()
    expect(problems).toEqual([])
    await close()
  })

  it(`finds Japanese and Chinese words inside unspaced text`, async () => {
    const { page, problems, close } = await openHome(built.server.url, built.browser)
    await searchFor(page, `京都`)
    expect(await cardTitles(page)).toEqual([`東京の旅`])
    // 東京都と京都: both are marked, the first inside 東京都.
    await expect(cards(page).locator(`mark`).allTextContents()).resolves.toEqual([`京都`, `京都`])
    await expect(cards(page).getByRole(`link`, { name: /概要/ }).getAttribute(`href`)).resolves.toMatch(/#(%E6%A6%82%E8%A6%81|概要)$/)
    await searchFor(page, `搜索`)
    expect(await cardTitles(page)).toEqual([`東京の旅`])
    await searchFor(page, `大阪`)
    await page.getByText(/No posts match “大阪”/).waitFor()
    expect(problems).toEqual([])
    await close()
  })
})
