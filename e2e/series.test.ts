// Series, without JavaScript: each part says which part it is of how many and
// links every part; the series' page lists them in order; previous and next
// lead through the series (reading.test.ts checks them on every post).
import { allSeries, seriesPath } from "../src/lib/series"
import { DESKTOP, PHONE, useBuiltSite, visit } from "./support/browser"
import { PUBLIC_DIR, samplePosts } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)
const posts = samplePosts().filter(post => post.listed)
const [series] = allSeries(posts)
const parts = series.parts.map(slug => posts.find(post => post.slug === slug)!)

it(`the sample content has a series of at least two parts`, () => {
  expect(parts.length).toBeGreaterThanOrEqual(2)
})

describe.each([
  [`phone`, PHONE],
  [`desktop`, DESKTOP],
] as const)(`without JavaScript, on a %s`, (_name, viewport) => {
  it(`each part names its place in the series and links every other part and the series' page`, async () => {
    const { page, close } = await visit(site.browser, { javaScriptEnabled: false, viewport })
    try {
      for (const [index, part] of parts.entries()) {
        await page.goto(`${site.server.url}/post/${part.slug}`)
        // Without JavaScript the splash covers the page for its few seconds.
        await page.getByRole(`heading`, { level: 1, name: part.title }).waitFor()
        const box = page.getByRole(`navigation`, { name: `Part ${index + 1} of ${parts.length} of ${series.name}` })
        await expect(box.getByRole(`listitem`).allTextContents()).resolves.toEqual(parts.map(other => other.title))
        const links = await box.getByRole(`link`).evaluateAll(all => all.map(link => link.getAttribute(`href`)))
        expect(links).toEqual([seriesPath(series.name), ...parts.filter(other => other !== part).map(other => `/post/${other.slug}`)])
        await expect(box.locator(`[aria-current="page"]`).textContent()).resolves.toBe(part.title)
      }
      await page.getByRole(`link`, { name: series.name, exact: true }).click()
      await page.getByRole(`heading`, { level: 1, name: series.name }).waitFor()
      expect(new URL(page.url()).pathname).toBe(seriesPath(series.name))
    } finally {
      await close()
    }
  })

  it(`the series' page lists its parts in order, each a link`, async () => {
    const { page, close } = await visit(site.browser, { javaScriptEnabled: false, viewport })
    try {
      await page.goto(site.server.url + seriesPath(series.name))
      await page.getByRole(`heading`, { level: 1, name: series.name }).waitFor()
      const main = page.getByRole(`main`)
      await expect(main.getByText(`A series in ${parts.length} parts`).count()).resolves.toBe(1)
      await expect(main.getByRole(`heading`, { level: 2 }).allTextContents()).resolves.toEqual(parts.map(part => part.title))
      await main.getByRole(`link`, { name: parts[0].title }).click()
      await page.getByRole(`heading`, { level: 1, name: parts[0].title }).waitFor()
    } finally {
      await close()
    }
  })
})

it(`a post outside any series shows no series box`, async () => {
  const other = posts.find(post => !post.series)!
  const { page, close } = await visit(site.browser, { javaScriptEnabled: false })
  try {
    await page.goto(`${site.server.url}/post/${other.slug}`)
    await page.getByRole(`heading`, { level: 1, name: other.title }).waitFor()
    await expect(page.getByRole(`navigation`, { name: /^Part \d+ of/ }).count()).resolves.toBe(0)
  } finally {
    await close()
  }
})
