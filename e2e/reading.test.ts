// Finding one's way around a post and on to the next, on the built site: the
// table of contents, heading links, previous and next, related posts.
// (The update date, sharing and printing: post-extras.test.ts.)
import { allSeries, seriesPlace } from "../src/lib/series"
import type { Page } from "playwright-core"
import { DESKTOP, PHONE, visit, waitForApp, useBuiltSite } from "./support/browser"
import { PUBLIC_DIR, samplePosts } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)
// The sample post with h3 sections under its h2s, and the one updated after publication.
const LONG = `mysafaricom-app-bypass-via-hotspot`
const UPDATED = `simple-rest-api-with-actix-web`

async function open(page: Page, slug: string): Promise<void> {
  await page.goto(`${site.server.url}/post/${slug}`)
  await waitForApp(page)
}

/** The body's h2 and h3 headings, in order, with their ids. */
function bodyHeadings(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll(`article h2[id], article h3[id]`)]
      .filter(heading => !heading.closest(`nav, section`))
      .map(heading => ({ id: heading.id, text: heading.textContent?.trim(), level: heading.tagName })),
  )
}

/** A visible "Contents" nav's links: text, target and nesting. */
function contentsLinks(page: Page) {
  return page.evaluate(() => {
    const nav = [...document.querySelectorAll(`nav[aria-label="Contents"]`)].find(element => element.getClientRects().length > 0)
    return [...(nav?.querySelectorAll(`a`) ?? [])].map(link => ({
      text: link.textContent?.trim(),
      href: link.getAttribute(`href`),
      nested: link.closest(`ol`)?.parentElement?.tagName === `LI`,
    }))
  })
}

describe(`the table of contents`, () => {
  it(`lists every h2 and h3 beside the article on a wide screen, and marks the section being read`, async () => {
    const { page, problems, close } = await visit(site.browser, { viewport: DESKTOP })
    try {
      await open(page, LONG)
      const headings = await bodyHeadings(page)
      expect(headings.filter(heading => heading.level === `H3`).length).toBeGreaterThan(0)
      const links = await contentsLinks(page)
      expect(links).toEqual(headings.map(heading => ({ text: heading.text, href: `#${heading.id}`, nested: heading.level === `H3` })))
      // The phone's folding copy is not shown beside it.
      await expect(page.locator(`summary`, { hasText: `Contents` }).isVisible()).resolves.toBe(false)

      const nav = page.getByRole(`navigation`, { name: `Contents` })
      const target = headings[3]
      await nav.getByRole(`link`, { name: target.text }).click()
      await page.waitForFunction(id => location.hash === `#${id}`, target.id)
      const top = await page.locator(`#${target.id}`).evaluate(element => element.getBoundingClientRect().top)
      // Below the sticky header bar, at the headings' scroll margin.
      expect(Math.round(top)).toBe(80)
      await nav.locator(`a[aria-current="location"]`, { hasText: target.text }).waitFor()
      await expect(nav.locator(`a[aria-current]`).count()).resolves.toBe(1)
      // Still in view, beside the body, far down the page.
      const box = await nav.boundingBox()
      const column = await page.getByRole(`region`, { name: `Share this post` }).boundingBox()
      expect(box!.y).toBeGreaterThanOrEqual(0)
      expect(box!.x).toBeGreaterThan(column!.x + column!.width)

      // Scrolled further, a later section becomes the current one.
      const later = headings[headings.length - 2]
      await page.locator(`#${later.id}`).evaluate(element => element.scrollIntoView())
      await nav.locator(`a[aria-current="location"]`, { hasText: later.text }).waitFor()
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it(`folds above the body on a phone, closed until the reader opens it`, async () => {
    const { page, close } = await visit(site.browser, { viewport: PHONE })
    try {
      await open(page, LONG)
      const summary = page.locator(`summary`, { hasText: `Contents` })
      await expect(summary.isVisible()).resolves.toBe(true)
      await expect(page.getByRole(`navigation`, { name: `Contents` }).count()).resolves.toBe(0)
      // One line: the first paragraph of the body is still on the first screen's next scroll.
      const summaryBox = await summary.boundingBox()
      expect(summaryBox!.height).toBeLessThan(60)

      await summary.click()
      const nav = page.getByRole(`navigation`, { name: `Contents` })
      const headings = await bodyHeadings(page)
      await expect(nav.getByRole(`link`).count()).resolves.toBe(headings.length)
      await nav.getByRole(`link`, { name: headings[1].text }).click()
      await page.waitForFunction(id => location.hash === `#${id}`, headings[1].id)
    } finally {
      await close()
    }
  })

  it(`is on every sample post, as each has at least three sections (fewer: src/lib/__tests__/toc.test.ts)`, async () => {
    for (const post of samplePosts()) {
      const html = await (await fetch(`${site.server.url}/post/${post.slug}`)).text()
      const sections = (post.body.match(/^#{2,3} /gm) ?? []).length
      expect(sections).toBeGreaterThanOrEqual(3)
      expect(html.match(/<nav aria-label="Contents">/g)).toHaveLength(2)
    }
  })
})

describe(`heading links`, () => {
  it(`give every heading a named link to itself, reached by keyboard and shown on focus and hover`, async () => {
    const { page, close } = await visit(site.browser, { viewport: DESKTOP })
    try {
      await open(page, UPDATED)
      const headings = await bodyHeadings(page)
      for (const heading of headings) {
        const link = page.getByRole(`link`, { name: `Link to this section: ${heading.text}`, exact: true })
        await expect(link.getAttribute(`href`)).resolves.toBe(`#${heading.id}`)
      }
      // The heading's own name stays its text.
      await page.getByRole(`heading`, { level: 2, name: headings[2].text, exact: true }).waitFor()

      // From one heading's link, Tab goes through that section (code blocks, links) to the next heading's.
      await page.getByRole(`link`, { name: `Link to this section: ${headings[1].text}` }).focus()
      const label = () => page.evaluate(() => document.activeElement?.getAttribute(`aria-label`) ?? ``)
      for (let step = 0; step < 30; step++) {
        await page.keyboard.press(`Tab`)
        if ((await label()).startsWith(`Link to this section`)) break
      }
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement
        const style = getComputedStyle(element)
        return { name: element.getAttribute(`aria-label`), opacity: style.opacity, outline: style.outlineStyle }
      })
      expect(focused).toEqual({ name: `Link to this section: ${headings[2].text}`, opacity: `1`, outline: `solid` })

      const other = page.getByRole(`link`, { name: `Link to this section: ${headings[4].text}` })
      await expect(other.evaluate(element => getComputedStyle(element).opacity)).resolves.toBe(`0`)
      await page.getByRole(`heading`, { name: headings[4].text }).hover()
      await expect(other.evaluate(element => getComputedStyle(element).opacity)).resolves.toBe(`1`)
      await other.click()
      await page.waitForFunction(id => location.hash === `#${id}`, headings[4].id)

      // An address with a heading's id, opened afresh, shows that heading below the header bar.
      await page.goto(`${site.server.url}/post/${UPDATED}#${headings[3].id}`)
      await waitForApp(page)
      await page.waitForFunction(id => Math.round(document.getElementById(id)!.getBoundingClientRect().top) === 80, headings[3].id)
    } finally {
      await close()
    }
  })

  it(`keep the same ids from build to build, and tell repeated headings apart`, async () => {
    const html = await (await fetch(`${site.server.url}/post/${UPDATED}`)).text()
    // GitHub's slugs of the written headings.
    expect(html).toContain(`<h2 id="creating-the-project">Creating the project</h2>`)
    expect(html).toContain(`<h2 id="a-note-on-the-design-choices">A note on the design choices</h2>`)
    const ids = [...html.matchAll(/<h[1-6] id="([^"]+)"/g)].map(match => match[1])
    expect(new Set(ids).size).toBe(ids.length)
  })

  it(`and the contents work without JavaScript, as plain links`, async () => {
    const { page, close } = await visit(site.browser, { viewport: PHONE, javaScriptEnabled: false })
    try {
      await page.goto(`${site.server.url}/post/${LONG}`)
      // Without scripts the splash's CSS ends it; visit() runs its animation a thousand times faster.
      await page.getByRole(`heading`, { level: 1 }).waitFor({ state: `visible` })
      await page.locator(`summary`, { hasText: `Contents` }).click()
      const nav = page.getByRole(`navigation`, { name: `Contents` })
      const headings = await bodyHeadings(page)
      await nav.getByRole(`link`, { name: headings[2].text }).click()
      await page.waitForFunction(id => location.hash === `#${id}`, headings[2].id)
      const anchor = page.getByRole(`link`, { name: `Link to this section: ${headings[5].text}` })
      await anchor.focus()
      await page.keyboard.press(`Enter`)
      await page.waitForFunction(id => location.hash === `#${id}`, headings[5].id)
      const top = await page.locator(`#${headings[5].id}`).evaluate(element => element.getBoundingClientRect().top)
      expect(Math.round(top)).toBe(80)
    } finally {
      await close()
    }
  })
})

describe(`what to read next`, () => {
  const listed = samplePosts()
    .filter(post => post.listed)
    .sort((a, b) => a.date.localeCompare(b.date))

  const series = allSeries(listed)

  it.each([
    [`phone`, PHONE],
    [`desktop`, DESKTOP],
  ] as const)(`links to the previous and next posts by date, or in a series by part, on a %s`, async (_name, viewport) => {
    const { page, close } = await visit(site.browser, { viewport })
    try {
      for (const [index, post] of listed.entries()) {
        await open(page, post.slug)
        const pager = page.getByRole(`navigation`, { name: `Previous and next posts` })
        const links = await pager
          .getByRole(`link`)
          .evaluateAll(all => all.map(link => [link.getAttribute(`rel`), link.getAttribute(`href`), link.textContent]))
        // A part of a series leads to its neighbouring parts first (series.test.ts).
        const place = seriesPlace(series, post.slug)
        const bySlug = (slug: string | null | undefined) => listed.find(other => other.slug === slug)
        const previous = bySlug(place?.previous) ?? listed[index - 1]
        const next = bySlug(place?.next) ?? listed[index + 1]
        const expected = [
          ...(previous ? [[`prev`, previous, `Previous post`] as const] : []),
          ...(next ? [[`next`, next, `Next post`] as const] : []),
        ]
        expect(links.map(([rel, href]) => [rel, href])).toEqual(expected.map(([rel, other]) => [rel, `/post/${other.slug}`]))
        for (const [at, [, other, label]] of expected.entries()) {
          expect(links[at][2]).toContain(label)
          expect(links[at][2]).toContain(other.title)
        }
      }
    } finally {
      await close()
    }
  })

  it(`lists up to three related posts, those sharing the most tags first, and none when nothing is related`, async () => {
    const { page, close } = await visit(site.browser)
    try {
      await open(page, UPDATED)
      const related = page.getByRole(`region`, { name: `Related posts` })
      const titles = await related.getByRole(`link`).allTextContents()
      expect(titles).toEqual([
        `Building High-Performance Web Applications with Actix Web`,
        `How to Create Custom Middleware in Django`,
        `Rust Module System Explained`,
      ])
      await related.getByRole(`link`, { name: `Rust Module System Explained` }).click()
      await page.getByRole(`heading`, { level: 1, name: `Rust Module System Explained` }).waitFor()

      // Its tags (security, mobile, authentication) and category are its own.
      await open(page, LONG)
      await expect(page.getByRole(`region`, { name: `Related posts` }).count()).resolves.toBe(0)
    } finally {
      await close()
    }
  })
})
