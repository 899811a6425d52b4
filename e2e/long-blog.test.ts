// A blog longer than its prebuilt first page, the odd fixture site: the first
// ten cards are in the HTML, the rest come with the post index, which the
// categories use too, search goes to the search index, and a failed or
// malformed index is said so and can be tried again.
import type { Page } from "playwright-core"
import { PHONE, visit, waitForApp, SHOWN_CARDS, waitForCards } from "./support/browser"
import { useFixtureSite } from "./support/fixture-sites"
import { FIELD_NOTES, LOGBOOK, TRACING_TITLE, inCategory, listedPosts } from "./fixtures/odd-site"

describe(`a blog longer than its prebuilt first page`, () => {
  const built = useFixtureSite(`odd`)
  const allListed = () => listedPosts(built.notes.added)
  const cards = (page: Page) => page.locator(SHOWN_CARDS)
  const showMore = (page: Page) => page.getByRole(`link`, { name: `Show more posts` })
  const indexRequests = (requests: string[]) => requests.filter(url => new URL(url).pathname === `/post-index.json`)

  it(`prebuilds the first ten cards and the total, and fetches no index on a first visit`, async () => {
    const html = await (await fetch(`${built.server.url}/`)).text()
    expect(html.match(/<article/g)).toHaveLength(10)
    expect(html).toContain(`Blog Posts (${allListed().length})`)

    const { page, problems, requests, close } = await visit(built.browser)
    try {
      await page.goto(`${built.server.url}/`)
      await waitForApp(page)
      await page.waitForLoadState(`networkidle`)
      expect(indexRequests(requests)).toEqual([])
      await expect(page.getByRole(`status`).textContent()).resolves.toBe(`Showing 10 of ${allListed().length} posts.`)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it(`shows the rest page by page with "Show more"`, async () => {
    const { page, problems, requests, close } = await visit(built.browser)
    try {
      await page.goto(`${built.server.url}/`)
      await waitForApp(page)
      const total = allListed().length
      for (let shown = 10; shown < total; shown += 10) {
        await showMore(page).click()
        const wanted = Math.min(shown + 10, total)
        await waitForCards(page, wanted)
      }
      await expect(showMore(page).count()).resolves.toBe(0)
      await expect(cards(page).last().getByRole(`heading`).textContent()).resolves.toBe(allListed()[total - 1].title)
      expect(indexRequests(requests)).toHaveLength(1)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it(`searches every post, without the post index`, async () => {
    const { page, problems, requests, close } = await visit(built.browser)
    try {
      await page.goto(`${built.server.url}/`)
      await waitForApp(page)
      const meta = page.waitForResponse(response => new URL(response.url()).pathname === `/search/meta.json`)
      await page.keyboard.press(`/`)
      expect((await meta).status()).toBe(200)

      await page.keyboard.type(`tracing`)
      await waitForCards(page, 1)
      await expect(cards(page).getByRole(`heading`).textContent()).resolves.toBe(TRACING_TITLE)
      expect(indexRequests(requests)).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it(`fills every card with a keystroke's answer, those below the window a render later, and gives the list back`, async () => {
    // On a phone one card is on the screen: a keystroke's render draws it and the next; the
    // cards below follow in a render of their own (src/components/blog-list.tsx). Typed key by
    // key, a search for the other category must still end with every card in that category.
    const { page, problems, close } = await visit(built.browser, { viewport: PHONE })
    // Ten cards (each of the two categories has twelve posts), every one of them in the category.
    const everyCardIn = (category: string) =>
      page.waitForFunction(
        ([selector, wanted]) => {
          const shown = [...document.querySelectorAll(selector)]
          return shown.length === 10 && shown.every(card => card.textContent?.includes(wanted))
        },
        [SHOWN_CARDS, category],
      )
    try {
      await page.goto(`${built.server.url}/`)
      await waitForApp(page)
      const listed = await cards(page).getByRole(`heading`).allTextContents()
      await page.getByRole(`searchbox`, { name: /search blog posts/i }).focus()
      await page.keyboard.type(FIELD_NOTES.toLowerCase())
      await everyCardIn(FIELD_NOTES)
      await page.keyboard.press(`Control+A`)
      await page.keyboard.type(LOGBOOK.toLowerCase())
      await everyCardIn(LOGBOOK)
      await page.keyboard.press(`Control+A`)
      await page.keyboard.press(`Backspace`)
      await page.getByRole(`status`).getByText(`Showing 10 of ${allListed().length} posts.`).waitFor()
      await page.waitForFunction(
        ([selector, titles]) =>
          JSON.stringify([...document.querySelectorAll(`${selector} h2`)].map(title => title.textContent)) === JSON.stringify(titles),
        [SHOWN_CARDS, listed] as const,
      )
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it(`filters a category across every post, with its count`, async () => {
    const { page, close } = await visit(built.browser)
    try {
      await page.goto(`${built.server.url}/`)
      await waitForApp(page)
      const categories = page.getByRole(`navigation`, { name: `Categories` })
      const count = inCategory(built.notes.added, FIELD_NOTES)
      const link = categories.getByRole(`link`, { name: new RegExp(`^${FIELD_NOTES}`) })
      await expect(link.textContent()).resolves.toMatch(new RegExp(`${FIELD_NOTES}\\s*${count}`))
      await link.click()
      await page.getByRole(`status`).getByText(`${count} posts match in ${FIELD_NOTES}.`).waitFor()
      await expect(cards(page).count()).resolves.toBe(10)
      await showMore(page).click()
      await waitForCards(page, count)
    } finally {
      await close()
    }
  })

  it(`says so when the index cannot be loaded`, async () => {
    const { page, close } = await visit(built.browser)
    try {
      await page.route(`**/post-index.json`, route => route.fulfill({ status: 503, body: `` }))
      await page.route(`**/search/meta.json`, route => route.fulfill({ status: 503, body: `` }))
      await page.goto(`${built.server.url}/`)
      await waitForApp(page)
      await showMore(page).click()
      await page
        .getByRole(`alert`)
        .getByText(/The full list of posts could not be loaded \(The post index answered 503\)/)
        .waitFor()
      await page.getByRole(`searchbox`, { name: /search blog posts/i }).fill(`tracing`)
      await page
        .getByRole(`alert`)
        .getByText(/The search could not be made \(the search index's meta.json answered 503\)/)
        .waitFor()
    } finally {
      await close()
    }
  })

  it.each([`[null]`, `{}`, `[{"slug":"old"}]`])(`keeps the page and says so when the index has the wrong shape (%s)`, async body => {
    const { page, problems, close } = await visit(built.browser)
    try {
      await page.route(`**/post-index.json`, route => route.fulfill({ status: 200, contentType: `application/json`, body }))
      await page.goto(`${built.server.url}/`)
      await waitForApp(page)
      await showMore(page).click()
      await page
        .getByRole(`alert`)
        .getByText(/could not be loaded \(.*post index.*older version of the site\)/)
        .waitFor()
      await expect(cards(page).count()).resolves.toBe(10)
      await expect(page.getByRole(`status`).textContent()).resolves.toBe(`The posts could not be loaded.`)
      expect(problems.filter(problem => !/post-index/.test(problem))).toEqual([])
    } finally {
      await close()
    }
  })

  it(`tries again after a failed load, on the next search or with "Try again"`, async () => {
    const { page, close } = await visit(built.browser)
    try {
      let failing = true
      let failures = 0
      await page.route(`**/search/meta.json`, route =>
        failing ? (failures++, route.fulfill({ status: 503, body: `` })) : route.fallback(),
      )
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
      await waitForCards(page, 1)
      await expect(page.getByRole(`alert`).count()).resolves.toBe(0)
    } finally {
      await close()
    }
  })
})
