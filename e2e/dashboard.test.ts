import type { Page } from "playwright-core"
import { useBuiltSite, visit, waitForApp } from "./support/browser"
import { PUBLIC_DIR, ROOT, samplePosts } from "./support/site"
import { readFileSync } from "fs"
import path from "path"

const listed = samplePosts()
  .filter(post => post.listed)
  .sort((a, b) => b.date.localeCompare(a.date))
const data = (name: string) => JSON.parse(readFileSync(path.join(ROOT, `content/data`, `${name}.json`), `utf8`))

const site = useBuiltSite(PUBLIC_DIR)

const cardTitles = (page: Page) => page.getByRole(`main`).getByRole(`article`).getByRole(`heading`).allTextContents()
const searchBox = (page: Page) => page.getByRole(`searchbox`, { name: /search blog posts/i })

async function openHome(search = ``, options = {}) {
  const session = await visit(site.browser, options)
  await session.page.goto(`${site.server.url}/${search}`)
  await session.page.getByRole(`heading`, { level: 1, name: `Blog Posts (6)` }).waitFor()
  await waitForApp(session.page)
  return session
}

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

  it.each([
    [`rust`, listed.filter(post => /rust/i.test(post.title))],
    [`ACTIX`, listed.filter(post => /actix/i.test(post.title))],
    [`django`, listed.filter(post => /django/i.test(post.title))],
    [`  Web `, listed.filter(post => /web/i.test(post.title))],
  ])(`searches titles for %j, case-insensitively`, async (query, expected) => {
    const { page, close } = await openHome()
    await searchBox(page).fill(query)
    await page.waitForFunction(count => document.querySelectorAll(`main article`).length === count, expected.length)
    expect(await cardTitles(page)).toEqual(expected.map(post => post.title))
    await page.getByRole(`heading`, { level: 1, name: `Blog Posts (6)` }).waitFor()
    // The address follows once the list is drawn.
    await page.waitForURL(url => url.searchParams.get(`q`) === query)

    await searchBox(page).fill(``)
    await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 6)
    await page.waitForURL(url => url.search === ``)
    await close()
  })

  it(`matches titles only: a category name is not a title match`, async () => {
    const { page, close } = await openHome()
    await searchBox(page).fill(`Cybersecurity`)
    await page.getByText(/No posts match “Cybersecurity”/).waitFor()
    await close()
  })

  it(`filters by category from the Categories panel, combined with the search, kept in the URL`, async () => {
    const { page, problems, close } = await openHome()
    const categories = page.getByRole(`navigation`, { name: `Categories` })
    await expect(categories.getByRole(`link`, { name: /^All/ }).textContent()).resolves.toMatch(/All\s*6/)

    await categories.getByRole(`link`, { name: /^Cybersecurity/ }).click()
    await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 1)
    expect(await cardTitles(page)).toEqual(listed.filter(post => post.category === `Cybersecurity`).map(post => post.title))
    expect(new URL(page.url()).searchParams.get(`category`)).toBe(`Cybersecurity`)
    await expect(categories.getByRole(`link`, { name: /^Cybersecurity/ }).getAttribute(`aria-current`)).resolves.toBe(`true`)

    // Search and category combine: nothing in Cybersecurity is about Rust.
    await searchBox(page).fill(`rust`)
    await page.getByText(/No posts match “rust” in Cybersecurity/).waitFor()
    await page.getByRole(`button`, { name: `Show all posts` }).click()
    await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 6)
    await expect(searchBox(page).inputValue()).resolves.toBe(``)

    await categories.getByRole(`link`, { name: /^Rust & REST API/ }).click()
    await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 1)
    await categories.getByRole(`link`, { name: /^All/ }).click()
    await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 6)
    expect(new URL(page.url()).search).toBe(``)

    // Back and forward walk through the filters.
    await page.goBack()
    await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 1)
    expect(new URL(page.url()).searchParams.get(`category`)).toBe(`Rust & REST API`)
    await page.goForward()
    await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 6)
    expect(problems).toEqual([])
    await close()
  })

  it(`opens a shared filtered address filtered, and keeps it on reload`, async () => {
    const { page, problems, close } = await openHome(`?q=web&category=${encodeURIComponent(`Rust & Web Development`)}`)
    await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 1)
    await expect(searchBox(page).inputValue()).resolves.toBe(`web`)
    await page.reload()
    await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 1)
    expect(await cardTitles(page)).toEqual([`Building High-Performance Web Applications with Actix Web`])
    expect(problems).toEqual([])
    await close()
  })

  it(`keeps a typed search in the address, so a reload keeps it`, async () => {
    const { page, problems, close } = await openHome()
    await searchBox(page).pressSequentially(`django`)
    await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 1)
    // Written just after the list is drawn, a frame later at most.
    await page.waitForURL(url => url.searchParams.get(`q`) === `django`, { timeout: 2_000 })
    await page.reload()
    await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 1)
    await expect(searchBox(page).inputValue()).resolves.toBe(`django`)
    expect(new URL(page.url()).searchParams.get(`q`)).toBe(`django`)
    expect(problems).toEqual([])
    await close()
  })

  it(`focuses the search with the "/" key`, async () => {
    const { page, close } = await openHome()
    await page.keyboard.press(`/`)
    await expect(searchBox(page).evaluate(input => input === document.activeElement)).resolves.toBe(true)
    await page.keyboard.type(`module`)
    await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 1)
    await close()
  })
})

describe(`the dashboard around it`, () => {
  it(`has a header with the handle, whoami in a new tab and projects`, async () => {
    const { page, close } = await openHome()
    const header = page.getByRole(`banner`)
    await header.getByRole(`link`, { name: /jumakip/ }).waitFor()
    const whoami = header.getByRole(`link`, { name: /whoami/ })
    await expect(whoami.getAttribute(`href`)).resolves.toBe(`/post/whoami`)
    await expect(whoami.getAttribute(`target`)).resolves.toBe(`_blank`)
    await expect(whoami.getAttribute(`rel`)).resolves.toBe(`noopener noreferrer`)
    await header.getByRole(`link`, { name: `projects` }).click()
    await page.getByRole(`heading`, { level: 1, name: `My Projects` }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/projects`)
    // The head follows a client-side navigation: title, canonical and preview tags.
    await page.waitForFunction(() => document.title === `Projects by Juma Kiprono`)
    await page.waitForFunction(() => document.querySelector(`link[rel="canonical"]`)?.getAttribute(`href`)?.endsWith(`/projects`))
    await expect(page.locator(`meta[property="og:url"]`).count()).resolves.toBe(1)
    await close()
  })

  it(`shows the profile card`, async () => {
    const { page, close } = await openHome()
    // In two parts, so that on a phone the blog can come between them (e2e/layout.test.ts).
    const profile = page.getByRole(`complementary`, { name: `About the author` })
    await profile.getByRole(`img`, { name: /Juma Kiprono/ }).waitFor()
    await profile.getByRole(`heading`, { name: `Juma Kiprono` }).waitFor()
    await profile.getByText(`@jumakip`).waitFor()
    const details = page.getByRole(`complementary`, { name: `More about the author` })
    await details.getByRole(`link`, { name: `juma@example.com` }).waitFor()
    await details.getByText(`Nairobi, Kenya`).waitFor()
    await details.getByText(/Encryption works/).waitFor()
    await details.getByText(/Edward Snowden/).waitFor()
    await close()
  })

  it(`lists the six socials in order, each in a new tab`, async () => {
    const { page, close } = await openHome()
    const panel = page.getByRole(`region`, { name: `My Socials` })
    const links = panel.getByRole(`link`)
    expect(await links.count()).toBe(6)
    const socials = data(`socials`) as { name: string; description: string; url: string }[]
    expect(socials.map(social => social.name)).toEqual([`Twitter`, `GitHub`, `LinkedIn`, `Discord`, `Dev.to`, `Stack Overflow`])
    for (const [index, social] of socials.entries()) {
      const link = links.nth(index)
      await expect(link.textContent()).resolves.toContain(social.name)
      await expect(link.textContent()).resolves.toContain(social.description)
      await expect(link.getAttribute(`href`)).resolves.toBe(social.url)
      await expect(link.getAttribute(`target`)).resolves.toBe(`_blank`)
      await expect(link.getAttribute(`rel`)).resolves.toBe(`noopener noreferrer`)
      await expect(link.locator(`[aria-hidden="true"]`).count()).resolves.toBe(1)
    }
    await close()
  })

  it(`shows the work history as a table`, async () => {
    const { page, close } = await openHome()
    const table = page.getByRole(`table`, { name: `Work History` })
    expect(await table.getByRole(`columnheader`).allTextContents()).toEqual([`Company & Role`, `Date`])
    const rows = table.getByRole(`row`)
    expect(await rows.count()).toBe(3)
    await rows.nth(1).getByText(`Backend Developer`).waitFor()
    await rows.nth(1).getByText(`2024 - Present`).waitFor()
    await rows.nth(2).getByText(`Software Engineer`).waitFor()
    await rows.nth(2).getByText(`2023 - 2024`).waitFor()
    await expect(rows.nth(1).getByRole(`link`).getAttribute(`target`)).resolves.toBe(`_blank`)
    await close()
  })

  it(`switches and remembers the theme`, async () => {
    const { page, close } = await openHome(``, { colorScheme: `light` })
    const html = page.locator(`html`)
    await expect(html.getAttribute(`data-theme`)).resolves.toBe(`light`)
    const toggle = page.getByRole(`button`, { name: `Dark theme` })
    await toggle.click()
    await expect(html.getAttribute(`data-theme`)).resolves.toBe(`dark`)
    await expect(toggle.getAttribute(`aria-pressed`)).resolves.toBe(`true`)
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    await page.reload()
    await expect(html.getAttribute(`data-theme`)).resolves.toBe(`dark`)
    await expect(page.evaluate(() => getComputedStyle(document.body).backgroundColor)).resolves.toBe(background)
    await close()
  })

  it(`follows the system theme before any choice`, async () => {
    const { page, close } = await visit(site.browser, { colorScheme: `dark`, theme: undefined })
    await page.goto(`${site.server.url}/`)
    await expect(page.locator(`html`).getAttribute(`data-theme`)).resolves.toBe(`dark`)
    await close()
  })
})

describe(`the projects page`, () => {
  it(`shows nine project cards with badges and Code and Live links in new tabs`, async () => {
    const { page, problems, close } = await visit(site.browser)
    await page.goto(`${site.server.url}/projects`)
    await page.getByRole(`heading`, { level: 1, name: `My Projects` }).waitFor()
    const projects = data(`projects`) as { id: number; title: string; tech: string[]; github: string; demo: string }[]
    const cards = page.getByRole(`main`).getByRole(`article`)
    expect(await cards.count()).toBe(9)
    for (const [index, project] of projects.sort((a, b) => a.id - b.id).entries()) {
      const card = cards.nth(index)
      await card.getByRole(`heading`, { name: project.title }).waitFor()
      expect(await card.getByRole(`list`, { name: `Technologies` }).getByRole(`listitem`).allTextContents()).toEqual(project.tech)
      for (const [name, href] of [
        [`Code`, project.github],
        [`Live`, project.demo],
      ]) {
        const link = card.getByRole(`link`, { name: new RegExp(`^${name}`) })
        await expect(link.getAttribute(`href`)).resolves.toBe(href)
        await expect(link.getAttribute(`target`)).resolves.toBe(`_blank`)
        await expect(link.getAttribute(`rel`)).resolves.toBe(`noopener noreferrer`)
      }
    }
    expect(problems).toEqual([])
    await close()
  })

  it(`opens the category's own page when a category is chosen there`, async () => {
    const { page, problems, close } = await visit(site.browser)
    await page.goto(`${site.server.url}/projects`)
    await waitForApp(page)
    const rust = page.getByRole(`navigation`, { name: `Categories` }).getByRole(`link`, { name: /^Rust\b\s*1/ })
    await rust.click()
    await page.getByRole(`heading`, { level: 1, name: `Posts in “Rust” (1)` }).waitFor()
    await page.waitForFunction(() => document.querySelectorAll(`main article`).length === 1)
    expect(new URL(page.url()).pathname).toBe(`/category/rust`)
    await expect(rust.getAttribute(`aria-current`)).resolves.toBe(`true`)
    expect(problems).toEqual([])
    await close()
  })
})
