// The blog list on the home page: the listed posts newest first with what each
// card shows, search (e2e/search.test.ts has the rest), the category filter, and both kept in the
// address across reloads and history.
import type { Page } from "playwright-core"
import { useBuiltSite, type VisitOptions, waitForCards } from "./support/browser"
import { visitRoute } from "./support/routes"
import { PUBLIC_DIR, samplePosts } from "./support/site"

const listed = samplePosts()
  .filter(post => post.listed)
  .sort((a, b) => b.date.localeCompare(a.date))

const site = useBuiltSite(PUBLIC_DIR)

const cardTitles = (page: Page) => page.getByRole(`main`).getByRole(`article`).getByRole(`heading`).allTextContents()
const searchBox = (page: Page) => page.getByRole(`searchbox`, { name: /search blog posts/i })

const openHome = (search = ``, options: VisitOptions = {}) =>
  visitRoute(site.browser, site.server.url, { path: `/${search}`, heading: `Blog Posts (6)` }, options)

describe(`the blog list`, () => {
  it(`lists the six listed posts, newest first, with everything a card shows`, async () => {
    const { page, problems, close } = await openHome()
    expect(await cardTitles(page)).toEqual(listed.map(post => post.title))
    await expect(searchBox(page).getAttribute(`placeholder`)).resolves.toBe(`Search blog posts...`)

    const card = page.getByRole(`article`).filter({ hasText: listed[0].title })
    await card.getByRole(`img`).waitFor()
    await card.getByText(`Juma Kiprono`).waitFor()
    await card.getByText(`March 23, 2025`).waitFor()
    const readMore = card.getByRole(`link`, { name: /Read More/ })
    await expect(readMore.getAttribute(`href`)).resolves.toBe(`/post/${listed[0].slug}`)
    await expect(readMore.getAttribute(`target`)).resolves.toBe(`_blank`)
    await expect(readMore.getAttribute(`rel`)).resolves.toBe(`noopener noreferrer`)
    await expect(page.locator(`a[href="/post/whoami"]`).filter({ hasText: `Read More` }).count()).resolves.toBe(0)
    expect(problems).toEqual([])
    await close()
  })

  it(`searches as the visitor types, keeps the total in the heading, and restores every post when cleared`, async () => {
    const { page, close } = await openHome()
    // The cards drawn when the page was, which the list keeps while a search shows its results.
    const marked = () => page.evaluate(() => [...document.querySelectorAll(`main article`)].map(card => `prebuilt` in card))
    await page.evaluate(() => document.querySelectorAll(`main article`).forEach(card => Object.assign(card, { prebuilt: true })))
    await searchBox(page).fill(`django`)
    await waitForCards(page, 1)
    expect(await cardTitles(page)).toEqual([`How to Create Custom Middleware in Django`])
    await page.getByRole(`heading`, { level: 1, name: `Blog Posts (6)` }).waitFor()
    // The address follows once the list is drawn.
    await page.waitForURL(url => url.searchParams.get(`q`) === `django`)

    expect(await marked()).toEqual([true, true, true, true, true, true, false])

    await searchBox(page).fill(``)
    await waitForCards(page, 6)
    await page.waitForURL(url => url.search === ``)
    // The same cards, not drawn again; the result's card is kept hidden for the next search.
    expect(await marked()).toEqual([true, true, true, true, true, true, false])
    expect(await cardTitles(page)).toEqual(listed.map(post => post.title))
    await close()
  })

  it(`filters by category from the Categories panel, combined with the search, kept in the URL`, async () => {
    const { page, problems, close } = await openHome()
    const categories = page.getByRole(`navigation`, { name: `Categories` })
    await expect(categories.getByRole(`link`, { name: /^All/ }).textContent()).resolves.toMatch(/All\s*6/)

    await categories.getByRole(`link`, { name: /^Cybersecurity/ }).click()
    await waitForCards(page, 1)
    expect(await cardTitles(page)).toEqual(listed.filter(post => post.category === `Cybersecurity`).map(post => post.title))
    expect(new URL(page.url()).searchParams.get(`category`)).toBe(`Cybersecurity`)
    await expect(categories.getByRole(`link`, { name: /^Cybersecurity/ }).getAttribute(`aria-current`)).resolves.toBe(`true`)

    // Search and category combine: nothing in Cybersecurity is about Actix.
    await searchBox(page).fill(`actix`)
    await page.getByText(/No posts match “actix” in Cybersecurity/).waitFor()
    await page.getByRole(`button`, { name: `Show all posts` }).click()
    await waitForCards(page, 6)
    await expect(searchBox(page).inputValue()).resolves.toBe(``)

    await categories.getByRole(`link`, { name: /^Rust & REST API/ }).click()
    await waitForCards(page, 1)
    await categories.getByRole(`link`, { name: /^All/ }).click()
    await waitForCards(page, 6)
    expect(new URL(page.url()).search).toBe(``)

    // Back and forward walk through the filters.
    await page.goBack()
    await waitForCards(page, 1)
    expect(new URL(page.url()).searchParams.get(`category`)).toBe(`Rust & REST API`)
    await page.goForward()
    await waitForCards(page, 6)
    expect(problems).toEqual([])
    await close()
  })

  it(`opens a shared filtered address filtered, and keeps it on reload`, async () => {
    const { page, problems, close } = await openHome(`?q=web&category=${encodeURIComponent(`Rust & Web Development`)}`)
    await waitForCards(page, 1)
    await expect(searchBox(page).inputValue()).resolves.toBe(`web`)
    await page.reload()
    await waitForCards(page, 1)
    expect(await cardTitles(page)).toEqual([`Building High-Performance Web Applications with Actix Web`])
    expect(problems).toEqual([])
    await close()
  })

  it(`keeps a typed search in the address, so a reload keeps it`, async () => {
    const { page, problems, close } = await openHome()
    await searchBox(page).pressSequentially(`django`)
    await waitForCards(page, 1)
    // Written just after the list is drawn, a frame later at most.
    await page.waitForURL(url => url.searchParams.get(`q`) === `django`, { timeout: 2_000 })
    await page.reload()
    await waitForCards(page, 1)
    await expect(searchBox(page).inputValue()).resolves.toBe(`django`)
    expect(new URL(page.url()).searchParams.get(`q`)).toBe(`django`)
    expect(problems).toEqual([])
    await close()
  })

  it(`focuses the search with the "/" key`, async () => {
    const { page, close } = await openHome()
    await page.keyboard.press(`/`)
    await expect(searchBox(page).evaluate(input => input === document.activeElement)).resolves.toBe(true)
    await page.keyboard.type(`django`)
    await waitForCards(page, 1)
    await close()
  })
})
