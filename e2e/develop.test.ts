// `gatsby develop`, where the owner writes: started in a temporary copy with
// more posts than the home page prebuilds, so the list needs the post index,
// which the development server answers itself, as it does a post's generated
// link-preview card.
import type { Browser } from "playwright-core"
import sharp from "sharp"
import { launchBrowser, visit, waitForApp, SHOWN_CARDS, waitForCards } from "./support/browser"
import { samplePosts } from "./support/site"
import { createTempSite, markdownPost, type DevServer, type TempSite } from "./support/temp-site"

// Starting the development server takes about a minute on a shared machine.
jest.setTimeout(300_000)

const EXTRA = Array.from({ length: 12 }, (_, i) => ({
  slug: `draft-${i + 1}`,
  title: i === 7 ? `Profiling Django views with py-spy` : `Draft number ${i + 1}`,
  date: `2023-${String(12 - i).padStart(2, `0`)}-01`,
}))
const LISTED = samplePosts().filter(post => post.listed).length + EXTRA.length + 2

let site: TempSite
let server: DevServer
let browser: Browser

beforeAll(async () => {
  site = await createTempSite(`develop`)
  for (const extra of EXTRA) {
    await site.write(
      `content/posts/${extra.slug}.md`,
      markdownPost({ title: extra.title, date: extra.date, category: `Drafts` }, `Body of ${extra.title}.`),
    )
  }
  // A draft and a post dated far ahead: develop shows both, with a banner; production builds leave them out.
  await site.write(
    `content/posts/unfinished.md`,
    markdownPost({ title: `Unfinished thoughts`, date: `2024-01-01`, category: `Drafts`, draft: `true` }, `Not done.`),
  )
  await site.write(`content/posts/next-year.md`, markdownPost({ title: `Coming later`, date: `2099-03-01`, category: `Drafts` }, `Later.`))
  server = await site.develop()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await site?.remove()
})

it(`serves the post index: every listed post, newest first`, async () => {
  const response = await fetch(`${server.url}/post-index.json`)
  expect(response.status).toBe(200)
  const index = (await response.json()) as { slug: string; title: string; date: string }[]
  expect(index).toHaveLength(LISTED)
  expect(index.map(post => post.slug)).not.toContain(`whoami`)
  const dates = index.map(post => post.date)
  expect(dates).toEqual([...dates].sort().reverse())
  expect(index.at(-1)).toMatchObject({ slug: `draft-12`, title: `Draft number 12` })
  expect(index[0]).toMatchObject({ slug: `next-year` })
})

it.each([
  [`unfinished`, /^Draft — shown only in development/],
  [`next-year`, /^Scheduled for March 1, 2099 — shown only in development/],
])(`shows %s with a banner saying it is not published`, async (slug, banner) => {
  const { page, close } = await visit(browser)
  try {
    await page.goto(`${server.url}/post/${slug}`)
    const note = page.getByRole(`note`)
    await note.waitFor()
    await expect(note.textContent()).resolves.toMatch(banner)
  } finally {
    await close()
  }
})

it(`searches past the first page in the browser`, async () => {
  const { page, close, problems } = await visit(browser)
  try {
    await page.goto(`${server.url}/`)
    await waitForApp(page)
    await page.getByRole(`heading`, { level: 1, name: `Blog Posts (${LISTED})` }).waitFor()
    await page.getByRole(`searchbox`, { name: /search blog posts/i }).fill(`py-spy`)
    await waitForCards(page, 1)
    await expect(page.locator(`${SHOWN_CARDS} h2`).textContent()).resolves.toBe(`Profiling Django views with py-spy`)
    // The development server sends an empty page to render, not one to hydrate.
    expect(problems).toEqual([])
  } finally {
    await close()
  }
})

it(`serves the link-preview card a post's og:image points to`, async () => {
  const { page, close } = await visit(browser)
  try {
    await page.goto(`${server.url}/post/draft-1`)
    const meta = page.locator(`meta[property="og:image"]`)
    await meta.waitFor({ state: `attached` })
    const { pathname } = new URL((await meta.getAttribute(`content`)) ?? ``)
    expect(pathname).toMatch(/^\/static\/cards\/card-[0-9a-f]{20}\.jpg$/)
    const response = await fetch(`${server.url}${pathname}`)
    expect(response.status).toBe(200)
    expect(response.headers.get(`content-type`)).toMatch(/^image\/jpeg/)
    const { format, width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect({ format, width, height }).toEqual({ format: `jpeg`, width: 1200, height: 630 })
  } finally {
    await close()
  }
})

it(`logs no error while serving`, () => {
  // "error" as a word, not inside a path (src/components/error-boundary.module.css appears in webpack's module lists).
  expect(
    server
      .output()
      .split(`\n`)
      .filter(line => /(^|\s)error\b(?![-./])/i.test(line)),
  ).toEqual([])
})
