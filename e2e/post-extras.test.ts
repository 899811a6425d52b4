// The rest of a post page's reading tools, on the built site: the update date
// (with the JSON-LD, feed and sitemap), sharing, printing, and axe over them all.
import { axeViolations } from "./support/axe"
import { DESKTOP, PHONE, visit, waitForApp, useBuiltSite } from "./support/browser"
import { PUBLIC_DIR, siteUrl } from "./support/site"
import type { Page } from "playwright-core"

const site = useBuiltSite(PUBLIC_DIR)
// The sample post updated after publication, and one never updated.
const UPDATED = `simple-rest-api-with-actix-web`
const LONG = `mysafaricom-app-bypass-via-hotspot`

async function open(page: Page, slug: string): Promise<void> {
  await page.goto(`${site.server.url}/post/${slug}`)
  await waitForApp(page)
}

describe(`an updated post`, () => {
  it(`shows the update beside the date, and tells search engines, feed readers and the sitemap`, async () => {
    const { page, close } = await visit(site.browser)
    try {
      await open(page, UPDATED)
      const details = page.getByRole(`list`, { name: `Post details` })
      await details.getByText(`Updated February 10, 2025`).waitFor()
      await expect(details.locator(`time[datetime="2025-02-10"]`).count()).resolves.toBe(1)
      const data = JSON.parse((await page.locator(`script[type="application/ld+json"]`).first().textContent()) ?? `{}`)
      expect(data).toMatchObject({ datePublished: `2024-06-17`, dateModified: `2025-02-10` })

      await open(page, LONG)
      await expect(page.getByText(/^Updated /).count()).resolves.toBe(0)
    } finally {
      await close()
    }
    const feed = await (await fetch(`${site.server.url}/rss.xml`)).text()
    const item = feed.split(`<item>`).find(entry => entry.includes(`/post/${UPDATED}</link>`))
    expect(item).toContain(`<atom:updated>2025-02-10T00:00:00.000Z</atom:updated>`)
    expect(feed.match(/<atom:updated>/g)).toHaveLength(1)
    const sitemap = await (await fetch(`${site.server.url}/sitemap-0.xml`)).text()
    expect(sitemap).toContain(`<loc>${siteUrl()}/post/${UPDATED}</loc><lastmod>2025-02-10T00:00:00.000Z</lastmod>`)
    expect(sitemap).toContain(`<loc>${siteUrl()}/post/${LONG}</loc><lastmod>2025-01-14T00:00:00.000Z</lastmod>`)
    expect(sitemap).toMatch(new RegExp(`<loc>${siteUrl()}/projects</loc>(?!<lastmod>)`))
  })
})

describe(`sharing`, () => {
  it(`copies the post's address, and says so on screen and to screen readers`, async () => {
    const { context, page, problems, close } = await visit(site.browser)
    try {
      await context.grantPermissions([`clipboard-read`, `clipboard-write`], { origin: site.server.origin })
      await open(page, UPDATED)
      await expect(page.getByRole(`status`).filter({ hasText: /./ }).count()).resolves.toBe(0)
      await page.getByRole(`button`, { name: `Copy link` }).click()
      await page.getByRole(`status`).getByText(`Link copied`).waitFor()
      await expect(page.getByRole(`status`).filter({ hasText: `Link copied` }).getAttribute(`role`)).resolves.toBe(`status`)
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${siteUrl()}/post/${UPDATED}`)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it(`offers plain share links that load nothing from those sites`, async () => {
    const { page, requests, close } = await visit(site.browser)
    try {
      await open(page, UPDATED)
      const url = encodeURIComponent(`${siteUrl()}/post/${UPDATED}`)
      const title = encodeURIComponent(`Building a Simple REST API with Actix Web`)
      const share = page.getByRole(`region`, { name: `Share this post` })
      const links = await share
        .getByRole(`link`)
        .evaluateAll(all =>
          all.map(link => [link.textContent, link.getAttribute(`href`), link.getAttribute(`target`), link.getAttribute(`rel`)]),
        )
      expect(links).toEqual([
        [`X (opens in a new tab)`, `https://x.com/intent/tweet?url=${url}&text=${title}`, `_blank`, `noopener noreferrer`],
        [`LinkedIn (opens in a new tab)`, `https://www.linkedin.com/sharing/share-offsite/?url=${url}`, `_blank`, `noopener noreferrer`],
        [
          `Hacker News (opens in a new tab)`,
          `https://news.ycombinator.com/submitlink?u=${url}&t=${title}`,
          `_blank`,
          `noopener noreferrer`,
        ],
        [`E-mail`, `mailto:?subject=${title}&body=${url}`, null, null],
      ])
      // Headless Chromium has no share sheet, so it offers no Share button.
      await expect(share.getByRole(`button`).allTextContents()).resolves.toEqual([`Copy link`])
      expect(requests.filter(request => new URL(request).origin !== site.server.origin)).toEqual([])
    } finally {
      await close()
    }
  })

  it(`offers no button without JavaScript, only the links`, async () => {
    const { page, close } = await visit(site.browser, { javaScriptEnabled: false })
    try {
      await page.goto(`${site.server.url}/post/${UPDATED}`)
      // The splash covers the page for its six seconds without scripts: read the markup, not the screen.
      const share = page.locator(`section[aria-labelledby="share-heading"]`)
      await expect(share.locator(`a`).count()).resolves.toBe(4)
      const buttons = await share
        .locator(`button`)
        .evaluateAll(all => all.map(button => ({ text: button.textContent, rendered: button.getClientRects().length > 0 })))
      expect(buttons).toEqual([
        { text: `Copy link`, rendered: false },
        { text: `Share…`, rendered: false },
      ])
    } finally {
      await close()
    }
  })
})

it(`prints the post alone: no header bar, wrapped code, link addresses after their text`, async () => {
  const { page, close } = await visit(site.browser, { viewport: { width: 700, height: 1000 }, theme: `dark` })
  try {
    await open(page, LONG)
    await page.emulateMedia({ media: `print` })
    await expect(page.getByRole(`banner`).isVisible()).resolves.toBe(false)
    await expect(page.getByRole(`region`, { name: `Share this post` }).isVisible()).resolves.toBe(false)
    await expect(page.getByRole(`contentinfo`).isVisible()).resolves.toBe(false)
    const report = await page.evaluate(() => {
      // The sample posts link only to this site: add a link to another one, as a post may have.
      const link = Object.assign(document.createElement(`a`), { href: `https://example.org/docs`, textContent: `the docs` })
      document.querySelector(`article .heading-group`)?.parentElement?.querySelector(`p`)?.append(` See `, link)
      return {
        after: getComputedStyle(link, `::after`).content,
        wrap: [...document.querySelectorAll(`pre`)].map(pre => getComputedStyle(pre).whiteSpace),
        overflow: [...document.querySelectorAll(`pre`)].filter(pre => pre.scrollWidth > pre.clientWidth + 1).length,
        text: getComputedStyle(document.body).color,
      }
    })
    expect(report.after).toBe(`" (https://example.org/docs)"`)
    expect(new Set(report.wrap)).toEqual(new Set([`pre-wrap`]))
    expect(report.overflow).toBe(0)
    expect(report.text).toBe(`rgb(0, 0, 0)`)
  } finally {
    await close()
  }
})

describe.each([
  [`light`, `phone`, PHONE],
  [`light`, `desktop`, DESKTOP],
  [`dark`, `phone`, PHONE],
  [`dark`, `desktop`, DESKTOP],
] as const)(`axe in the %s theme on a %s`, (theme, _name, viewport) => {
  it(`finds nothing on a post with contents open, related posts and a copied link`, async () => {
    const { context, page, close } = await visit(site.browser, { theme, viewport })
    try {
      await context.grantPermissions([`clipboard-read`, `clipboard-write`], { origin: site.server.origin })
      await open(page, UPDATED)
      if (viewport === PHONE) await page.locator(`summary`, { hasText: `Contents` }).click()
      await page.getByRole(`button`, { name: `Copy link` }).click()
      await page.getByText(`Link copied`).waitFor()
      expect(await axeViolations(page)).toEqual([])
    } finally {
      await close()
    }
  })
})
