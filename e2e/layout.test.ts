// The dashboard's layout at each width: on a phone the blog comes first (a
// compact profile row, the categories as a row of chips, then the list, then
// the rest), on a tablet two columns, on a desktop three.
import type { Page } from "playwright-core"
import { DESKTOP, PHONE, useBuiltSite, visit, waitForApp, waitForCards } from "./support/browser"
import { PUBLIC_DIR, samplePosts } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)
const TABLET = { width: 800, height: 1000 }
const IPHONE = { width: 390, height: 844 }
const newest = samplePosts()
  .filter(post => post.listed)
  .sort((a, b) => b.date.localeCompare(a.date))[0]

async function openHome(options: Parameters<typeof visit>[1], search = ``) {
  const session = await visit(site.browser, options)
  await session.page.goto(`${site.server.url}/${search}`)
  await session.page.getByRole(`heading`, { level: 1, name: /^Blog Posts/ }).waitFor()
  await waitForApp(session.page)
  return session
}

async function boxes(page: Page) {
  const box = async (name: string, role: `complementary` | `navigation` | `main`) => {
    const found = await (role === `main` ? page.getByRole(`main`) : page.getByRole(role, { name, exact: true })).boundingBox()
    if (!found) throw new Error(`${name} is not shown`)
    return found
  }
  return {
    author: await box(`About the author`, `complementary`),
    categories: await box(`Categories`, `navigation`),
    main: await box(`main`, `main`),
    details: await box(`More about the author`, `complementary`),
    side: await box(`Socials and work history`, `complementary`),
  }
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
const chipRow = (page: Page) => page.getByRole(`navigation`, { name: `Categories` }).getByRole(`list`)

describe.each([
  [`light`, PHONE],
  [`dark`, IPHONE],
] as const)(`on a phone, %s theme`, (colorScheme, viewport) => {
  it(
    `shows the profile row, the chips and the first post on the first screen, ` + `the rest after the list (${viewport.width} px)`,
    async () => {
      const { page, problems, close } = await openHome({ viewport, colorScheme })
      const { author, categories, main, details, side } = await boxes(page)
      expect(author.y).toBeLessThan(categories.y)
      expect(categories.y).toBeLessThan(main.y)
      expect(main.y + main.height).toBeLessThanOrEqual(details.y)
      expect(details.y).toBeLessThan(side.y)
      // The compact row: one line of avatar, name and handle.
      expect(author.height).toBeLessThan(90)
      const profile = page.getByRole(`complementary`, { name: `About the author` })
      await profile.getByRole(`heading`, { name: `Juma Kiprono` }).waitFor()
      await profile.getByText(`@jumakip`).waitFor()
      // The first card's title is whole on the first screen, without scrolling.
      const title = await page.getByRole(`article`).first().getByRole(`heading`, { name: newest.title }).boundingBox()
      expect(title && title.y + title.height).toBeLessThanOrEqual(viewport.height)
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0)
      expect(await overflow(page)).toBeLessThanOrEqual(0)
      expect(problems).toEqual([])
      await close()
    },
  )

  it(`scrolls the category chips sideways, and a chip filters the list and the address`, async () => {
    const { page, problems, close } = await openHome({ viewport, colorScheme })
    const row = chipRow(page)
    const sizes = await row.evaluate(list => ({ scroll: list.scrollWidth, client: list.clientWidth, height: list.clientHeight }))
    expect(sizes.scroll).toBeGreaterThan(sizes.client)
    expect(sizes.height).toBeLessThan(60)
    await row.evaluate(list => list.scrollBy({ left: 10_000 }))
    await expect(row.evaluate(list => list.scrollLeft)).resolves.toBeGreaterThan(0)
    // The heading names the landmark but is not shown in the row.
    await expect(page.getByRole(`heading`, { name: `Categories` }).boundingBox()).resolves.toMatchObject({ width: 1, height: 1 })

    const chip = row.getByRole(`link`, { name: /^Science & Physics/ })
    await chip.click()
    await waitForCards(page, 1)
    expect(new URL(page.url()).searchParams.get(`category`)).toBe(`Science & Physics`)
    await expect(chip.getAttribute(`aria-current`)).resolves.toBe(`true`)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(problems).toEqual([])
    await close()
  })

  it(`brings the chosen category's chip into view when the address names it`, async () => {
    const { page, close } = await openHome({ viewport, colorScheme }, `?category=${encodeURIComponent(`Science & Physics`)}`)
    const chip = await chipRow(page)
      .getByRole(`link`, { name: /^Science & Physics/ })
      .boundingBox()
    expect(chip && chip.x >= 0 && chip.x + chip.width <= viewport.width).toBe(true)
    await close()
  })
})

it.each([`light`, `dark`] as const)(
  `keeps three columns on a desktop (%s theme): profile and categories | the page | the side panels`,
  async colorScheme => {
    const { page, close } = await openHome({ viewport: DESKTOP, colorScheme })
    const { author, categories, main, details, side } = await boxes(page)
    for (const left of [author, details, categories]) {
      expect(left.x + left.width).toBeLessThan(main.x)
      expect(left.x).toBeLessThan(main.x)
    }
    expect(main.x + main.width).toBeLessThan(side.x)
    expect(Math.abs(author.y - main.y)).toBeLessThan(40)
    expect(Math.abs(author.y - side.y)).toBeLessThan(40)
    // The profile's two parts read as one card, with the categories below it.
    expect(Math.abs(author.y + author.height - details.y)).toBeLessThan(2)
    expect(details.y + details.height).toBeLessThan(categories.y)
    // A panel with its heading shown, not the phone's row of chips.
    expect((await page.getByRole(`heading`, { name: `Categories` }).boundingBox())?.height).toBeGreaterThan(10)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await close()
  },
)

it(`keeps two columns on a tablet, with the side panels below`, async () => {
  const { page, close } = await openHome({ viewport: TABLET })
  const { author, categories, main, details, side } = await boxes(page)
  for (const left of [author, details, categories]) expect(left.x + left.width).toBeLessThan(main.x)
  expect(Math.abs(author.y - main.y)).toBeLessThan(40)
  expect(side.y).toBeGreaterThan(main.y + main.height - 1)
  expect(side.width).toBeGreaterThan(main.width)
  expect(await overflow(page)).toBeLessThanOrEqual(0)
  await close()
})
