// A post's images open larger: in the odd site's folder post, whose body has
// five image links, the dialog opens from the keyboard and the mouse, shows
// the image's own files chosen for the whole window with its alt text, moves
// between the images by arrow key and button, keeps focus inside, closes on
// Escape, the close button or a click beside the image, and gives focus back;
// axe finds nothing in it. Without JavaScript the link opens the file.
import type { Page } from "playwright-core"
import { axeViolations } from "./support/axe"
import { PHONE, visit, waitForApp } from "./support/browser"
import { useFixtureSite } from "./support/fixture-sites"

const POST = `/post/hello`
const site = useFixtureSite(`odd`)

const dialogOf = (page: Page) => page.getByRole(`dialog`, { name: `Image` })
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return { label: active?.getAttribute(`aria-label`) ?? active?.textContent ?? ``, inDialog: !!active?.closest(`dialog`) }
  })
const imageAlts = (page: Page) =>
  page.locator(`article a.image-link img`).evaluateAll(images => images.map(image => image.getAttribute(`alt`)))

it(`opens from the keyboard, moves by arrow key, keeps focus inside and gives it back on Escape`, async () => {
  const { page, problems, close } = await visit(site.browser, { theme: `dark` })
  await page.goto(site.server.url + POST)
  await waitForApp(page)
  const alts = await imageAlts(page)
  expect(alts.length).toBe(5)
  // Tab to the first image's link, as a keyboard user gets there.
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press(`Tab`)
    if (await page.evaluate(() => document.activeElement?.matches(`a.image-link`))) break
  }
  expect(await page.evaluate(() => document.activeElement?.matches(`a.image-link`))).toBe(true)
  await page.keyboard.press(`Enter`)
  const dialog = dialogOf(page)
  await dialog.waitFor()
  expect(await focused(page)).toEqual({ label: `Close`, inDialog: true })
  await dialog.getByText(`(1 of 5)`).waitFor()
  expect(await dialog.locator(`figcaption`).textContent()).toBe(`${alts[0]} (1 of 5)`)
  // The image's own files, chosen for the whole window.
  const shown = dialog.locator(`img`)
  expect(await dialog.locator(`source, img`).evaluateAll(nodes => nodes.map(node => node.getAttribute(`sizes`)))).toEqual(
    Array(await dialog.locator(`source, img`).count()).fill(`100vw`),
  )
  await page.waitForFunction(() => (document.querySelector(`dialog img`) as HTMLImageElement | null)?.complete === true)
  expect(await shown.evaluate(image => (image as HTMLImageElement).currentSrc)).toMatch(/\/static\//)

  await page.keyboard.press(`ArrowRight`)
  expect(await dialog.locator(`figcaption`).textContent()).toBe(`${alts[1]} (2 of 5)`)
  await page.keyboard.press(`ArrowLeft`)
  await page.keyboard.press(`ArrowLeft`)
  expect(await dialog.locator(`figcaption`).textContent()).toBe(`${alts[4]} (5 of 5)`)
  for (let presses = 0; presses < 5; presses++) {
    await page.keyboard.press(`Tab`)
    expect((await focused(page)).inDialog).toBe(true)
  }
  expect(await axeViolations(page)).toEqual([])

  await page.keyboard.press(`Escape`)
  await dialog.waitFor({ state: `hidden` })
  // Focus is back on the link of the image shown last.
  expect(await page.evaluate(() => document.activeElement?.querySelector(`img`)?.getAttribute(`alt`))).toBe(alts[4])
  expect(problems).toEqual([])
  await close()
})

it(`opens on a click, moves by button, and closes on the close button and on a click beside the image, on a phone`, async () => {
  const { page, problems, close } = await visit(site.browser, { viewport: PHONE, theme: `light` })
  await page.goto(site.server.url + POST)
  await waitForApp(page)
  const alts = await imageAlts(page)
  const links = page.locator(`article a.image-link`)
  await links.nth(2).click()
  const dialog = dialogOf(page)
  await dialog.getByText(`(3 of 5)`).waitFor()
  await dialog.getByRole(`button`, { name: `Next image` }).click()
  expect(await dialog.locator(`figcaption`).textContent()).toBe(`${alts[3]} (4 of 5)`)
  await dialog.getByRole(`button`, { name: `Previous image` }).click()
  await dialog.getByRole(`button`, { name: `Close` }).click()
  await dialog.waitFor({ state: `hidden` })
  expect(page.url()).toBe(site.server.url + POST)

  await links.nth(0).click()
  await dialog.waitFor()
  expect(await axeViolations(page)).toEqual([])
  await page.mouse.click(4, 4)
  await dialog.waitFor({ state: `hidden` })
  expect(await page.evaluate(() => document.activeElement?.querySelector(`img`)?.getAttribute(`alt`))).toBe(alts[0])
  expect(problems).toEqual([])
  await close()
})

it(`leaves the link to the full-size file without JavaScript`, async () => {
  const { page, close } = await visit(site.browser, { javaScriptEnabled: false })
  await page.goto(site.server.url + POST)
  const link = page.locator(`article a.image-link`).first()
  const href = (await link.getAttribute(`href`)) ?? ``
  expect(href).toMatch(/^\/static\/.+\.(png|jpe?g)$/)
  await link.click()
  await page.waitForURL(new URL(href, site.server.url).href)
  await close()
})
