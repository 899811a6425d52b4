// Addresses a visitor can type or follow that Gatsby's router cannot decode on
// its own: malformed %-escapes in the path and a bare % in the hash. Each
// must end at the right page, never a blank one (gatsby-internals/browser/address.ts).
import { PHONE, visit, waitForApp, useBuiltSite } from "./support/browser"
import { PUBLIC_DIR } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)

describe.each([`/post/%E0%A4%A`, `/post/%`, `/post/%25`, `/post/100%-done`])(`%s`, address => {
  it(`shows "Not Found" in the post layout, without an error`, async () => {
    const { page, problems, close } = await visit(site.browser)
    try {
      await page.goto(site.server.url + address)
      await waitForApp(page)
      await page.getByRole(`heading`, { level: 1, name: `Not Found` }).waitFor()
      await page.getByRole(`link`, { name: /All posts/ }).waitFor()
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})

it.each([`/%E0%A4%A`, `/%`, `/projects%`])(`%s shows the 404 page without an error`, async address => {
  const { page, problems, close } = await visit(site.browser)
  try {
    await page.goto(site.server.url + address)
    await waitForApp(page)
    await page.getByRole(`heading`, { level: 1, name: `404 - page not found` }).waitFor()
    expect(problems).toEqual([])
  } finally {
    await close()
  }
})

it(`on a first visit to a malformed address, Escape ends the splash at once`, async () => {
  const { page, problems, close } = await visit(site.browser, { skipSplash: false, viewport: PHONE })
  try {
    await page.goto(`${site.server.url}/post/%E0%A4%A`)
    await waitForApp(page)
    await page.getByRole(`button`, { name: /skip/i }).waitFor()
    await page.keyboard.press(`Escape`)
    await page.getByRole(`heading`, { level: 1, name: `Not Found` }).waitFor({ timeout: 2000 })
    expect(problems).toEqual([])
  } finally {
    await close()
  }
})

describe.each([`/post/whoami#100%`, `/#100%`, `/projects#%E0%A4%A`])(`%s`, address => {
  it(`shows its page, which keeps working, without an error`, async () => {
    const { page, problems, close } = await visit(site.browser)
    try {
      await page.goto(site.server.url + address)
      await waitForApp(page)
      await page.waitForTimeout(300)
      await expect(page.getByRole(`main`).isVisible()).resolves.toBe(true)
      await expect(page.getByRole(`heading`, { level: 1 }).count()).resolves.toBe(1)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})

it(`survives a bare % typed into the hash of a page already shown`, async () => {
  const { page, problems, close } = await visit(site.browser)
  try {
    await page.goto(`${site.server.url}/post/whoami`)
    await waitForApp(page)
    await page.evaluate(() => (window.location.hash = `100%`))
    await page.waitForTimeout(300)
    await page.getByRole(`heading`, { level: 1, name: `whoami` }).waitFor()
    await page.getByRole(`link`, { name: /All posts/ }).click()
    await page.getByRole(`heading`, { name: /^Blog Posts/ }).waitFor()
    expect(problems).toEqual([])
  } finally {
    await close()
  }
})
