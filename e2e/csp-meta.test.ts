// The Content-Security-Policy as a host that ignores _headers (GitHub Pages)
// serves the site: no header at all, only each page's <meta http-equiv>. Every
// page runs under it without one violation or console error, in both themes,
// on a phone and a desktop, and the meta says what the header says, less what
// only a header can carry.
import { readFileSync } from "fs"
import path from "path"
import type { Page } from "playwright-core"
import { parseHeadersFile, headersFor } from "../site-build/headers/headers-file"
import { metaPolicy } from "../site-build/headers/meta-policy"
import { DESKTOP, PHONE, visit, waitForApp, useBuiltSite } from "./support/browser"
import { PUBLIC_DIR, samplePosts } from "./support/site"
import { tagPath } from "../src/lib/tags"

const site = useBuiltSite(PUBLIC_DIR, ``, { headers: false })

const post = samplePosts().find(candidate => candidate.listed && candidate.tags.length > 0) ?? samplePosts()[0]
const PAGES = [`/`, `/projects`, `/post/${post.slug}`, tagPath(post.tags[0]), `/tags`, `/nope`]

const headerPolicy = () =>
  headersFor(parseHeadersFile(readFileSync(path.join(PUBLIC_DIR, `_headers`), `utf8`)), `/`).get(`content-security-policy`) ?? ``
const metaOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/
    .exec(html)?.[1]
    .replace(/&amp;/g, `&`)
    .replace(/&quot;/g, `"`)

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const recorded: string[] = []
    Object.defineProperty(window, `__cspViolations`, { value: recorded })
    document.addEventListener(`securitypolicyviolation`, event =>
      recorded.push(`${event.effectiveDirective} blocked ${event.blockedURI || `inline`}`),
    )
  })
}

it(`sends no header, and each page's meta is the header's policy without frame-ancestors, before any script or style`, async () => {
  for (const target of PAGES) {
    const response = await fetch(site.server.url + target)
    expect(response.headers.get(`content-security-policy`)).toBeNull()
    const html = await response.text()
    expect([target, metaOf(html)]).toEqual([target, metaPolicy(headerPolicy())])
    const head = html.slice(0, html.indexOf(`http-equiv="Content-Security-Policy"`))
    expect([target, /<(script|style|link)\b/.test(head)]).toEqual([target, false])
  }
  expect(metaPolicy(headerPolicy())).not.toContain(`frame-ancestors`)
})

describe.each([
  [`phone, dark`, PHONE, `dark`],
  [`desktop, light`, DESKTOP, `light`],
] as const)(`%s`, (_name, viewport, theme) => {
  it.each(PAGES)(`%s runs under the meta policy alone: no violation, no console error`, async target => {
    const { page, problems, close } = await visit(site.browser, { viewport, theme })
    try {
      await recordViolations(page)
      await page.goto(site.server.url + target)
      await page.getByRole(`heading`, { level: 1 }).first().waitFor()
      await waitForApp(page)
      await page.waitForLoadState(`networkidle`)
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(theme)
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})

it(`searches every post and moves between pages under the meta policy`, async () => {
  const { page, problems, close } = await visit(site.browser)
  try {
    await recordViolations(page)
    await page.goto(site.server.url + `/`)
    await waitForApp(page)
    await page.getByRole(`searchbox`, { name: /search blog posts/i }).fill(post.title.split(` `)[0])
    await page.getByRole(`main`).getByRole(`article`).first().waitFor()
    await page.getByRole(`banner`).getByRole(`link`, { name: `projects` }).click()
    await page.getByRole(`heading`, { level: 1, name: `My Projects` }).waitFor()
    await page.waitForLoadState(`networkidle`)
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([])
    expect(problems).toEqual([])
  } finally {
    await close()
  }
})
