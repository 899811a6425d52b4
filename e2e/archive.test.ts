// /archive: every listed post by year and month with counts and the day the
// blog last changed, prebuilt and read without JavaScript, reached from the
// header and the footer of any page.
import { ARCHIVE_PATH } from "../src/lib/archive"
import { formatDate, formatMonth } from "../src/i18n/words"
import { DESKTOP, PHONE, useBuiltSite, visit } from "./support/browser"
import { PUBLIC_DIR, samplePosts } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)

const listed = samplePosts()
  .filter(post => post.listed)
  .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
const years = [...new Set(listed.map(post => Number(post.date.slice(0, 4))))]
const plural = (count: number) => `${count} ${count === 1 ? `post` : `posts`}`

describe.each([
  [`phone`, PHONE],
  [`desktop`, DESKTOP],
] as const)(`without JavaScript, on a %s`, (_name, viewport) => {
  it(`lists every listed post under its year and month, with their counts, and the day it last changed`, async () => {
    const { page, close } = await visit(site.browser, { javaScriptEnabled: false, viewport })
    try {
      await page.goto(site.server.url + ARCHIVE_PATH)
      const main = page.getByRole(`main`)
      await main.getByRole(`heading`, { level: 1, name: `Archive (${listed.length})` }).waitFor()
      await expect(main.getByText(/Last updated/).textContent()).resolves.toContain(`Last updated ${formatDate(`en`, listed[0].date)}.`)
      const h2 = await main.getByRole(`heading`, { level: 2 }).allTextContents()
      expect(h2).toEqual(years.map(year => `${year} (${plural(listed.filter(post => post.date.startsWith(String(year))).length)})`))
      for (const post of listed) {
        const month = formatMonth(`en`, Number(post.date.slice(0, 4)), Number(post.date.slice(5, 7)))
        const inMonth = listed.filter(other => other.date.slice(0, 7) === post.date.slice(0, 7)).length
        const section = main.getByRole(`region`, { name: `${month} (${plural(inMonth)})` })
        await expect(section.getByRole(`link`, { name: post.title, exact: true }).getAttribute(`href`)).resolves.toBe(`/post/${post.slug}`)
      }
      const links = await main.getByRole(`listitem`).getByRole(`link`).count()
      expect(links).toBe(listed.length + (years.length > 1 ? years.length : 0))
      expect(await main.getByRole(`link`, { name: `whoami` }).count()).toBe(0)
    } finally {
      await close()
    }
  })

  it(`is a link away: in the header of the dashboard's pages and in every page's footer`, async () => {
    const { page, close } = await visit(site.browser, { javaScriptEnabled: false, viewport })
    try {
      for (const [from, landmark, name] of [
        [`/projects`, `banner`, `archive`],
        [`/post/${listed[0].slug}`, `contentinfo`, `Archive`],
      ] as const) {
        await page.goto(site.server.url + from)
        await page.getByRole(landmark).getByRole(`link`, { name, exact: true }).click()
        await page.getByRole(`heading`, { level: 1, name: `Archive (${listed.length})` }).waitFor()
        expect(new URL(page.url()).pathname).toBe(ARCHIVE_PATH)
      }
      // The year links lead to the year's part of the page.
      await page
        .getByRole(`navigation`, { name: `Years` })
        .getByRole(`link`, { name: String(years[years.length - 1]) })
        .click()
      expect(new URL(page.url()).hash).toBe(`#year-${years[years.length - 1]}`)
    } finally {
      await close()
    }
  })
})
