// The sample as shipped in its three languages (src/site-config.ts): each
// other language's pages are wholly in it (no string of the default language's
// file left, as text, screen-reader text or label), right to left for Arabic,
// accessible in both themes at phone and desktop widths; its home, search and
// feeds hold its posts only, and the English pages the English posts only.
import { readFileSync } from "fs"
import path from "path"
import { DESKTOP, PHONE, visit, waitForApp, useBuiltSite, SHOWN_CARDS } from "./support/browser"
import { axeViolations } from "./support/axe"
import { defaultLanguageWords } from "./support/site-words"
import { readFeed } from "./support/xml"
import { PUBLIC_DIR, profile, samplePosts } from "./support/site"
import { languageStrings } from "../site-build/languages"
import { textDirection } from "../src/lib/languages"
import { SITE_LANGUAGES, languagePath } from "../src/lib/site-languages"
import { categoryPath } from "../src/lib/categories"
import { tagPath } from "../src/lib/tags"
import { siteConfig } from "../src/site-config"

const site = useBuiltSite(PUBLIC_DIR)

/** Every kind of page a language has, for its first listed post. */
function pagesOf(lang: string): string[] {
  const [post] = samplePosts(lang).filter(candidate => candidate.listed)
  if (!post) throw new Error(`The sample has no listed post in ${lang}: the languages' pages cannot be checked`)
  const at = (path: string) => languagePath(lang, path)
  return [
    at(`/`),
    at(`/tags`),
    at(tagPath(post.tags[0])),
    at(categoryPath(post.category)),
    at(`/archive`),
    at(`/projects`),
    `/post/${post.slug}`,
    // Answered with the language's 404 page (/sw/404.html) by a host that serves the nearest one.
    at(`/no/such/page`),
  ]
}

const others = siteConfig.otherLanguages.map(lang => [lang])
// A site of one language (otherLanguages: []) has no other language's pages to check.
if (others.length === 0) it.skip(`the pages of the site's other languages: it has none`, () => undefined)
else
  describe.each(others)(`the pages in %s`, lang => {
    const pages = pagesOf(lang)

    it.each(pages.map(path => [path]))(`%s: in the language alone, laid out in its direction, in both themes and widths`, async path => {
      for (const [viewport, theme] of [
        [PHONE, `light`],
        [DESKTOP, `dark`],
      ] as const) {
        const { page, problems, close } = await visit(site.browser, { viewport, theme })
        try {
          await page.goto(`${site.server.url}${path}`)
          await waitForApp(page)
          await expect(page.locator(`html`).getAttribute(`lang`)).resolves.toBe(lang)
          await expect(page.locator(`html`).getAttribute(`dir`)).resolves.toBe(textDirection(lang))
          expect([path, await defaultLanguageWords(page, lang)]).toEqual([path, []])
          // Code reads left to right on a page written right to left too (src/styles/right-to-left.css).
          const code = await page.locator(`article pre`).evaluateAll(blocks => blocks.map(block => getComputedStyle(block).direction))
          expect([path, [...new Set(code)]]).toEqual([path, code.length > 0 ? [`ltr`] : []])
          expect([path, theme, await axeViolations(page)]).toEqual([path, theme, []])
          expect(problems).toEqual([])
        } finally {
          await close()
        }
      }
    })

    it(`its home lists its posts only, and its search finds them only`, async () => {
      const own = samplePosts(lang).filter(post => post.listed)
      const { page, close } = await visit(site.browser)
      try {
        await page.goto(`${site.server.url}${languagePath(lang, `/`)}`)
        await waitForApp(page)
        const titles = await page.locator(`${SHOWN_CARDS} h2`).allTextContents()
        expect(titles.sort()).toEqual(own.map(post => post.title).sort())
        // A word of its post's title, typed into its search box, finds that post and nothing in another language.
        const word = own[0].title.split(/\s+/).find(part => part.length > 4) ?? own[0].title
        await page.getByRole(`searchbox`).fill(word)
        await page.locator(`${SHOWN_CARDS} h2`).first().waitFor()
        await page.waitForFunction(() => document.querySelector(`[aria-busy="true"]`) === null)
        const found = await page.locator(`${SHOWN_CARDS} h2`).allTextContents()
        expect(found.length).toBeGreaterThan(0)
        for (const title of found) expect(own.map(post => post.title)).toContain(title)
      } finally {
        await close()
      }
    })

    it(`its splash, on a first visit, speaks the language until Skip ends it`, async () => {
      const { splashLoading, splashSkip } = languageStrings(lang).site
      const { page, problems, close } = await visit(site.browser, { skipSplash: false })
      try {
        await page.goto(`${site.server.url}${languagePath(lang, `/`)}`)
        const splash = page.getByRole(`region`, { name: `${profile().handle} ${splashLoading}` })
        await expect(splash.isVisible()).resolves.toBe(true)
        await expect(page.getByRole(`progressbar`, { name: splashLoading }).count()).resolves.toBe(1)
        // The page under it is hidden; all it shows is in the language.
        expect(await defaultLanguageWords(page, lang)).toEqual([])
        await page.getByRole(`button`, { name: splashSkip }).click()
        await splash.waitFor({ state: `detached` })
        await expect(page.getByRole(`main`).isVisible()).resolves.toBe(true)
        expect(problems).toEqual([])
      } finally {
        await close()
      }
    })

    it(`has its RSS, Atom and JSON feeds, of its posts, in its language`, async () => {
      const own = samplePosts(lang).filter(post => post.listed)
      const { page, close } = await visit(site.browser)
      try {
        const get = async (path: string) => (await page.request.get(`${site.server.url}${languagePath(lang, path)}`)).text()
        const rss = await readFeed(page, await get(`/rss.xml`))
        expect(rss.items.map(item => item.title).sort()).toEqual(own.map(post => post.title).sort())
        expect(rss.self).toBe(`${siteConfig.siteUrl}${languagePath(lang, `/rss.xml`)}`)
        const atom = await get(`/atom.xml`)
        expect(atom).toMatch(new RegExp(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`))
        const json = JSON.parse(await get(`/feed.json`)) as { language: string; items: Array<{ title: string }> }
        expect([json.language, json.items.map(item => item.title).sort()]).toEqual([lang, own.map(post => post.title).sort()])
      } finally {
        await close()
      }
    })
  })

it(`the English pages list the English posts only`, async () => {
  const english = samplePosts().filter(post => post.listed)
  const { page, close } = await visit(site.browser)
  try {
    await page.goto(site.server.url)
    await waitForApp(page)
    await page.getByRole(`heading`, { level: 1, name: `Blog Posts (${english.length})` }).waitFor()
    for (const lang of siteConfig.otherLanguages) {
      for (const post of samplePosts(lang)) await expect(page.getByText(post.title, { exact: true }).count()).resolves.toBe(0)
    }
  } finally {
    await close()
  }
})

it(`the sitemap names each language's version of a page that has several, and the default one`, async () => {
  const { page, close } = await visit(site.browser)
  try {
    const xml = await (await page.request.get(`${site.server.url}/sitemap-0.xml`)).text()
    const versions = await page.evaluate(
      ([source, home]) => {
        const doc = new DOMParser().parseFromString(source, `application/xml`)
        if (doc.querySelector(`parsererror`)) throw new Error(`sitemap-0.xml is not well-formed XML`)
        const url = [...doc.getElementsByTagName(`url`)].find(entry => entry.getElementsByTagName(`loc`)[0]?.textContent === home)
        return [...(url?.getElementsByTagNameNS(`http://www.w3.org/1999/xhtml`, `link`) ?? [])].map(
          link => `${link.getAttribute(`hreflang`)} ${link.getAttribute(`href`)}`,
        )
      },
      [xml, `${siteConfig.siteUrl}/`] as const,
    )
    const home = (lang: string) => `${siteConfig.siteUrl}${lang === siteConfig.lang ? `/` : languagePath(lang, `/`)}`
    const expected = siteConfig.otherLanguages.length === 0 ? [] : [...SITE_LANGUAGES, `x-default`]
    expect(versions).toEqual(expected.map(lang => `${lang} ${home(lang === `x-default` ? siteConfig.lang : lang)}`))
  } finally {
    await close()
  }
})

it(`every page names in its head the versions the sitemap names for it (a tag, a category, the archive, a post)`, () => {
  const xml = readFileSync(path.join(PUBLIC_DIR, `sitemap-0.xml`), `utf8`)
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)]
  expect(entries.length).toBeGreaterThan(10)
  let named = 0
  for (const [, loc, rest] of entries) {
    const versions = [...rest.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
      ([, l, h]) => `${l} ${new URL(h).href}`,
    )
    const address = loc.slice(siteConfig.siteUrl.length) || `/`
    const html = readFileSync(path.join(PUBLIC_DIR, address, `index.html`), `utf8`)
    // Helmet writes hrefLang as React spells it; `https://site` and `https://site/` are one address.
    const head = [...html.matchAll(/<link[^>]*rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
      ([, l, h]) => `${l} ${new URL(h).href}`,
    )
    expect([address, head]).toEqual([address, versions])
    if (versions.length > 0) named++
  }
  // The sample's languages share the home, the tags, the archive, a tag and a category, and a post has a translation.
  if (siteConfig.otherLanguages.length > 0) expect(named).toBeGreaterThanOrEqual(12)
})
