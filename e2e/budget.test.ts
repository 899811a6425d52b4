// The JavaScript budget: what a first visit to each kind of page downloads and
// runs, gzipped, measured in Chromium on the built site in public/.
import { promises as fs } from "fs"
import path from "path"
import { gzipSync } from "zlib"
import { useBuiltSite } from "./support/browser"
import { FIRST_VISIT_JS_BUDGET, HOME_FIRST_VISIT_JS_BUDGET, firstVisitJsBudget, kb, measureFirstVisit } from "./support/first-visit"
import { TAGS_PATH } from "../src/lib/tags"
import { PUBLIC_DIR, sampleTags } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)

/** Every post runs the same template's scripts; take the biggest page, which would show any per-post growth. */
async function heaviestPost(): Promise<string> {
  const dir = path.join(PUBLIC_DIR, `post`)
  const slugs = (await fs.readdir(dir)).filter(name => !name.startsWith(`[`))
  const sizes = await Promise.all(slugs.map(async slug => (await fs.stat(path.join(dir, slug, `index.html`))).size))
  return `/post/${slugs[sizes.indexOf(Math.max(...sizes))]}`
}

describe(`first-visit JavaScript, gzip, at most ${kb(HOME_FIRST_VISIT_JS_BUDGET)} on / and ${kb(FIRST_VISIT_JS_BUDGET)} elsewhere`, () => {
  test.each([
    [`the home page`, `/`],
    [`the projects page`, `/projects`],
    [`a post`, null],
    [`the tags page`, TAGS_PATH],
    [`a tag page`, sampleTags()[0].path],
  ])(`%s`, async (_name, fixedPath) => {
    const pagePath = fixedPath ?? (await heaviestPost())
    const { totals, assets } = await measureFirstVisit(site.browser, site.server.url + pagePath)
    const budget = firstVisitJsBudget(pagePath)

    // The page ran its scripts at all, so a broken measurement cannot pass as a small one.
    expect(totals.js.count).toBeGreaterThan(0)
    if (totals.js.gzipBytes > budget) {
      const scripts = assets
        .filter(asset => asset.kind === `js`)
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map(asset => `  ${kb(asset.gzipBytes).padStart(9)}  ${asset.url.replace(site.server.origin, ``)}`)
      throw new Error(
        `${pagePath} sends ${kb(totals.js.gzipBytes)} of JavaScript (gzip) on a first visit, ` +
          `over the ${kb(budget)} budget by ${kb(totals.js.gzipBytes - budget)}:\n${scripts.join(`\n`)}`,
      )
    }
  })
})

/** At most this much CSS (gzip) inlined into a page's HTML: the app's and that page's template's, never the whole site's. */
const INLINE_CSS_BUDGET = 10 * 1024

describe(`CSS inlined into the prebuilt HTML, gzip, at most ${kb(INLINE_CSS_BUDGET)}`, () => {
  /** A page's HTML and the stylesheets inlined into it. */
  const prebuilt = async (pagePath: string) => {
    const html = await (await fetch(site.server.url + pagePath)).text()
    return {
      html,
      styles: [...html.matchAll(/<style data-href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g)].map(([, href, css]) => ({ href, css })),
    }
  }

  test.each([
    [`/`, `component---src-pages-index-tsx`],
    [`/projects`, `component---src-pages-projects-tsx`],
    [`/post/whoami`, `component---src-templates-post-tsx`],
    [sampleTags()[0].path, `component---src-templates-tag-tsx`],
  ])(`%s: the app's CSS and its own template's`, async (pagePath, template) => {
    const { html, styles } = await prebuilt(pagePath)
    expect(styles.map(({ href }) => href.replace(/\.[0-9a-f]+\.css$/, ``))).toEqual([`/${template}`, `/app`])
    const css = styles.map(style => style.css).join(``)
    // No image in the CSS: icons are symbols in the page (src/icons/sprite.ts).
    expect(css).not.toContain(`data:`)
    // CSS modules' classes are six letters of a hash in the built site (gatsby-internals/class-names.ts),
    // not Gatsby's "file-module--class--hash".
    expect(html).not.toMatch(/-module--/)
    expect(html).toMatch(/ class="[A-Za-z]{6}( [A-Za-z]{6})*"/)
    expect(gzipSync(css, { level: 9 }).length).toBeLessThanOrEqual(INLINE_CSS_BUDGET)
  })
})

describe(`the app script, which every page runs`, () => {
  it(`carries none of Gatsby's Script component and its loaders, which no page uses (gatsby-internals/webpack.ts)`, async () => {
    const html = await (await fetch(site.server.url + `/`)).text()
    const app = html.match(/<script src="(\/app-[0-9a-f]+\.js)"/)?.[1]
    expect(app).toBeDefined()
    const code = await (await fetch(site.server.url + app)).text()
    expect(code).toContain(`webpackChunk`)
    // gatsby-script's code, which a CommonJS require of `gatsby` keeps whole.
    expect(code).not.toMatch(/text\/partytown|__third-party-proxy|collectedScriptsByPage/)
  })
})
