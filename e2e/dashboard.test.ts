// The dashboard around the blog list: the header's links, the profile card, the
// socials, the work history table, and the theme, switched, remembered or
// taken from the system.
import { useBuiltSite, visit, type VisitOptions } from "./support/browser"
import { visitRoute } from "./support/routes"
import { contentData, PUBLIC_DIR } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)

const openHome = (search = ``, options: VisitOptions = {}) =>
  visitRoute(site.browser, site.server.url, { path: `/${search}`, heading: `Blog Posts (6)` }, options)

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
    const socials = contentData<{ name: string; description: string; url: string }[]>(`socials`)
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
