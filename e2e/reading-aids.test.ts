// The helps at the end of a post, without JavaScript: "Back to top" on a long
// post brings the reader back to the start of the content; "Edit this post"
// shows only when src/site-config.ts names where posts are edited (the
// component's test covers the link; the sample site names none).
import { LONG_POST_WORDS } from "../src/lib/post-aids"
import { siteConfig } from "../src/site-config"
import { DESKTOP, PHONE, useBuiltSite, visit } from "./support/browser"
import { PUBLIC_DIR, samplePosts } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)
// Every sample post is past the threshold in prose alone; the whole file is a little more.
const long = samplePosts().find(post => post.listed && post.body.split(/\s+/).length > LONG_POST_WORDS * 1.2)!

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
    } finally {
      await close()
    }
  })
})
