// The helps at the end of a post, without JavaScript: "Back to top" on a long
// post brings the reader back to the start of the content; "Edit this post"
// shows only when src/site-config.ts names where posts are edited (the
// component's test covers the link; the sample site names none).
import { siteConfig } from "../src/site-config"
import { DESKTOP, PHONE, useBuiltSite, visit } from "./support/browser"
import { PUBLIC_DIR, samplePosts } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)
// The sample's longest post in prose (5 min read), and one under LONG_POST_WORDS words of prose, its code not counted (3 min).
const long = samplePosts().find(post => post.slug === `mysafaricom-app-bypass-via-hotspot`)!
const short = samplePosts().find(post => post.slug === `how-to-create-custom-middleware-in-django`)!

describe.each([
  [`phone`, PHONE],
  [`desktop`, DESKTOP],
] as const)(`on a %s, without JavaScript`, (_name, viewport) => {
  it(`a long post's "Back to top" link returns to the start of the content`, async () => {
    const { page, close } = await visit(site.browser, { javaScriptEnabled: false, viewport })
    try {
      await page.goto(`${site.server.url}/post/${long.slug}`)
      await page.getByRole(`heading`, { level: 1, name: long.title }).waitFor()
      const back = page.getByRole(`link`, { name: `Back to top` })
      await back.scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
      await back.click()
      await page.waitForFunction(() => window.scrollY < 200)
      expect(new URL(page.url()).hash).toBe(`#main`)
      await expect(page.getByRole(`link`, { name: /Edit this post/ }).count()).resolves.toBe(siteConfig.editPostsAt ? 1 : 0)
      await page.goto(`${site.server.url}/post/${short.slug}`)
      await page.getByRole(`heading`, { level: 1, name: short.title }).waitFor()
      await expect(page.getByRole(`link`, { name: `Back to top` }).count()).resolves.toBe(0)
    } finally {
      await close()
    }
  })
})
