// What a visitor does before the page's script takes over the prebuilt HTML is
// not lost: the search box is usable from the first paint.
import { useBuiltSite, visit, waitForApp, waitForCards } from "./support/browser"
import { PUBLIC_DIR, samplePosts } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)
const djangoTitles = samplePosts()
  .filter(post => post.listed && /django/i.test(post.title))
  .map(post => post.title)

describe(`the home page, as the app starts`, () => {
  it(`keeps a search typed before the app took over the page, and shows its results once it has`, async () => {
    const { page, problems, close } = await visit(site.browser)
    try {
      // Type as soon as the HTML is parsed: the app's scripts start after the first paint.
      await page.addInitScript(() => {
        document.addEventListener(`DOMContentLoaded`, () => {
          const box = document.querySelector<HTMLInputElement>(`main input[type="search"]`)!
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, `value`)!.set!.call(box, `django`)
          box.dispatchEvent(new Event(`input`, { bubbles: true }))
          Object.assign(window, { typedBeforeApp: document.documentElement.dataset.hydrated !== `true` })
        })
      })
      await page.goto(site.server.url + `/`)
      await waitForApp(page)
      await expect(page.evaluate(() => (window as unknown as { typedBeforeApp: boolean }).typedBeforeApp)).resolves.toBe(true)
      await waitForCards(page, djangoTitles.length)
      await expect(page.getByRole(`main`).getByRole(`article`).getByRole(`heading`).allTextContents()).resolves.toEqual(djangoTitles)
      await page.waitForURL(url => url.searchParams.get(`q`) === `django`)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})
