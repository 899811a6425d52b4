// The projects page: a card per project with its badges and its Code and Live
// links, and the categories that open their own pages.
import { useBuiltSite, visit, waitForApp } from "./support/browser"
import { contentData, PUBLIC_DIR } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)

describe(`the projects page`, () => {
  it(`shows nine project cards with badges and Code and Live links in new tabs`, async () => {
    const { page, problems, close } = await visit(site.browser)
    await page.goto(`${site.server.url}/projects`)
    await page.getByRole(`heading`, { level: 1, name: `My Projects` }).waitFor()
    const projects = contentData<{ id: number; title: string; tech: string[]; github: string; demo: string }[]>(`projects`)
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
