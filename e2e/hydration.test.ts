// The pages with the dashboard's columns are hydrated in parts: their main
// content and side panels are Suspense boundaries in the prebuilt HTML, which
// React takes over in short passes after the rest of the page
// (src/components/hydrate-later.tsx), so a phone's main thread is never held
// for the whole page at once. What a visitor does in between is not lost.
import { useBuiltSite, visit, waitForApp } from "./support/browser"
import { TAGS_PATH } from "../src/lib/tags"
import { PUBLIC_DIR, samplePosts, sampleCategoryPaths, sampleTags } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)
const djangoTitles = samplePosts()
  .filter(post => post.listed && /django/i.test(post.title))
  .map(post => post.title)

describe.each([`/`, `/projects`, TAGS_PATH, sampleTags()[0].path, sampleCategoryPaths()[0]])(`the prebuilt %s`, pagePath => {
  it(`holds its main content and both side panels in boundaries of their own`, async () => {
    const html = await (await fetch(site.server.url + pagePath)).text()
    expect(html).toMatch(/<main id="main"[^>]*><!--\$-->/)
    expect(html).toMatch(/<aside[^>]* aria-label="More about the author"><!--\$-->/)
    expect(html).toMatch(/<aside[^>]* aria-label="Socials and work history"><!--\$-->/)
  })
})

describe(`the home page, as the app starts`, () => {
  it(
    `keeps a search typed as soon as its header is React's, before its list may be, ` + `and marks the app started once all of it is`,
    async () => {
      const { page, problems, close } = await visit(site.browser)
      try {
        // Each task, from the moment the HTML is parsed: once React has the theme
        // button, type into the search box, whose part of the page comes in a later pass.
        await page.addInitScript(() => {
          const isReact = (node: Element | null) => node !== null && Object.keys(node).some(key => key.startsWith(`__reactFiber`))
          const channel = new MessageChannel()
          channel.port1.onmessage = () => {
            const toggle = document.querySelector(`header button`)
            const box = document.querySelector<HTMLInputElement>(`main input[type="search"]`)
            if (!isReact(toggle) || !box) return channel.port2.postMessage(null)
            Object.assign(window, { listWasReact: isReact(box) })
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, `value`)!.set!.call(box, `django`)
            box.dispatchEvent(new Event(`input`, { bubbles: true }))
          }
          document.addEventListener(`DOMContentLoaded`, () => channel.port2.postMessage(null))
        })
        await page.goto(site.server.url + `/`)
        await waitForApp(page)
        // gatsby-browser.tsx marks the app started once every part is React's.
        await expect(
          page.evaluate(() =>
            Object.keys(document.querySelector(`main input[type="search"]`)!).some(key => key.startsWith(`__reactFiber`)),
          ),
        ).resolves.toBe(true)
        await page.waitForFunction(count => document.querySelectorAll(`main article`).length === count, djangoTitles.length)
        await expect(page.getByRole(`main`).getByRole(`article`).getByRole(`heading`).allTextContents()).resolves.toEqual(djangoTitles)
        await page.waitForURL(url => url.searchParams.get(`q`) === `django`)
        expect(problems).toEqual([])
      } finally {
        await close()
      }
    },
  )
})
