// Icons: <use>s of the symbols in the hidden sprite that each prebuilt page
// carries above the app, holding the symbols that page draws and no others
// (src/icons/sprite.ts). Each resolves on a direct load with no request of
// its own; an icon the app draws beyond them (another page, a client-rendered
// one) brings the whole sprite in one script, which Gatsby's prefetch of the
// next pages fetches ahead. Each is sized to its text and drawn in the text's
// colour, in both themes.
import { promises as fs } from "fs"
import path from "path"
import type { Page } from "playwright-core"
import sharp from "sharp"
import { htmlFiles } from "../site-build/headers/headers"
import { iconsUsedIn } from "../src/icons/sprite"
import { useBuiltSite, visit, waitForApp } from "./support/browser"
import { PUBLIC_DIR, samplePosts, sampleTags } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)
const post = samplePosts().find(candidate => candidate.listed)!

/** The sprite's place in the body, and every icon: the symbol it uses, whether the sprite has it, its size and its text's. */
const readIcons = (page: Page) =>
  page.evaluate(() => {
    const sprites = [...document.querySelectorAll(`body > div[hidden] > svg`)]
    const app = document.getElementById(`___gatsby`)
    return {
      sprites: sprites.length,
      beforeApp: sprites.every(
        sprite => app !== null && (sprite.parentElement!.compareDocumentPosition(app) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      ),
      spriteBox: sprites.map(sprite => sprite.getBoundingClientRect()).map(box => box.width * box.height),
      icons: [...document.querySelectorAll(`#___gatsby svg > use`)].map(use => {
        const svg = use.parentElement!
        const href = use.getAttribute(`href`) ?? ``
        const box = svg.getBoundingClientRect()
        return {
          href,
          found: href.startsWith(`#icon-`) && sprites.some(sprite => sprite.querySelector(`symbol${href}`) !== null),
          hidden: svg.getAttribute(`aria-hidden`),
          shown: box.width > 0,
          width: box.width,
          height: box.height,
          fontSize: parseFloat(getComputedStyle(svg).fontSize),
        }
      }),
    }
  })

/** The script that brings every symbol (src/icons/symbols.ts). */
const isSpriteScript = (url: string) => /\/icon-sprite-[0-9a-f]+\.js$/.test(url)

/** Waits until every icon in the app finds its symbol. */
const iconsResolve = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll(`#___gatsby svg > use`)].every(
      use => document.querySelector(`#icon-sprite > svg > symbol${use.getAttribute(`href`)}`) !== null,
    ),
  )

describe(`each prebuilt page's sprite`, () => {
  it(`holds the symbols its HTML draws, and no others`, async () => {
    // Not Gatsby's slices (public/_gatsby/slices), which are parts of pages.
    const files = (await htmlFiles(PUBLIC_DIR)).filter(file => !path.relative(PUBLIC_DIR, file).startsWith(`_gatsby`))
    expect(files.length).toBeGreaterThan(10)
    const wrong: string[] = []
    for (const file of files) {
      const html = await fs.readFile(file, `utf8`)
      const sprite = /<div id="icon-sprite" hidden="">([\s\S]*?)<\/div>/.exec(html)
      const body = html.slice(html.indexOf(`<div id="___gatsby"`))
      const symbols = [...(sprite?.[1] ?? ``).matchAll(/<symbol id="icon-([a-z-]+)"/g)].map(match => match[1])
      const drawn = iconsUsedIn(body)
      if (!sprite || symbols.join() !== drawn.join())
        wrong.push(`${path.relative(PUBLIC_DIR, file)}: sprite ${symbols.join() || `(none)`}, drawn ${drawn.join() || `(none)`}`)
    }
    expect(wrong).toEqual([])
  })
})

describe.each([`/`, `/projects`, `/post/${post.slug}`, sampleTags()[0].path, `/post/unknown`])(`icons on %s`, pagePath => {
  it(`each uses a symbol of the one sprite above the app, and is hidden from assistive technology`, async () => {
    const { page, problems, requests, close } = await visit(site.browser)
    try {
      await page.goto(site.server.url + pagePath)
      await waitForApp(page)
      // An unknown post is drawn by the app on the 404 page, which draws no icon itself.
      const prebuilt = pagePath !== `/post/unknown`
      if (!prebuilt) await iconsResolve(page)
      const { sprites, beforeApp, spriteBox, icons } = await readIcons(page)
      expect({ sprites, beforeApp, spriteBox }).toEqual({ sprites: 1, beforeApp: true, spriteBox: [0] })
      expect(icons.length).toBeGreaterThan(0)
      expect(icons.filter(icon => !icon.found || icon.hidden !== `true`)).toEqual([])
      // Square, at the text's size unless the component sets one (the socials' are larger).
      for (const icon of icons.filter(icon => icon.shown)) {
        expect(icon.width).toBeGreaterThanOrEqual(icon.fontSize - 0.5)
        expect(icon.height).toBeCloseTo(icon.width, 1)
      }
      expect(requests.filter(url => /\.svg(\?|$)/.test(url))).toEqual([])
      expect(requests.filter(isSpriteScript)).toHaveLength(prebuilt ? 0 : 1)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})

describe(`after the app moves to another page`, () => {
  /** From /projects to the home page in the app; `prefetched` waits first for Gatsby's prefetch of the links on screen. */
  async function projectsToHome({ prefetched }: { prefetched: boolean }) {
    const session = await visit(site.browser)
    const { page, requests } = session
    await page.goto(site.server.url + `/projects`)
    await waitForApp(page)
    if (prefetched) await page.waitForRequest(request => isSpriteScript(request.url()), { timeout: 15_000 })
    else expect(requests.filter(isSpriteScript)).toEqual([])
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole(`link`, { name: `blog`, exact: true }).click()
    await page.getByRole(`heading`, { level: 1, name: /^Blog Posts/ }).waitFor()
    await expect(page.evaluate(() => `sameDocument` in window)).resolves.toBe(true)
    return session
  }

  it(`icons the first page lacked come with the whole sprite, fetched once`, async () => {
    const { page, problems, requests, close } = await projectsToHome({ prefetched: false })
    try {
      await iconsResolve(page)
      const { sprites, icons } = await readIcons(page)
      expect(sprites).toBe(1)
      expect(icons.map(icon => icon.href)).toEqual(expect.arrayContaining([`#icon-search`, `#icon-calendar`, `#icon-user`]))
      expect(icons.filter(icon => !icon.found)).toEqual([])
      expect(requests.filter(isSpriteScript)).toHaveLength(1)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it(`once Gatsby has prefetched the links on screen, they are there as the next page shows`, async () => {
    const { page, problems, requests, close } = await projectsToHome({ prefetched: true })
    try {
      const { icons } = await readIcons(page)
      expect(icons.map(icon => icon.href)).toEqual(expect.arrayContaining([`#icon-search`, `#icon-calendar`]))
      expect(icons.filter(icon => !icon.found)).toEqual([])
      expect(requests.filter(isSpriteScript)).toHaveLength(1)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it(`the home page's icons resolve after coming from a page that drew none`, async () => {
    const { page, problems, close } = await visit(site.browser)
    try {
      await page.goto(`${site.server.url}/post/unknown`)
      await waitForApp(page)
      await page.getByRole(`link`, { name: /All posts/ }).click()
      await page.getByRole(`heading`, { level: 1, name: /^Blog Posts/ }).waitFor()
      await iconsResolve(page)
      const { sprites, icons } = await readIcons(page)
      expect(sprites).toBe(1)
      expect(icons.map(icon => icon.href)).toEqual(expect.arrayContaining([`#icon-search`, `#icon-calendar`, `#icon-github`]))
      expect(icons.filter(icon => !icon.found)).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})

describe.each([`light`, `dark`] as const)(`in the %s theme`, theme => {
  it(`an icon is drawn in its text's colour`, async () => {
    const { page, close } = await visit(site.browser, { theme, colorScheme: theme, deviceScaleFactor: 2 })
    try {
      await page.goto(`${site.server.url}/post/${post.slug}`)
      await waitForApp(page)
      const icon = page.locator(`#___gatsby svg:has(> use[href="#icon-calendar"])`).first()
      const colour = await icon.evaluate(svg => getComputedStyle(svg).color)
      const [r, g, b] = colour.match(/\d+/g)!.map(Number)
      const { data, info } = await sharp(await icon.screenshot())
        .raw()
        .toBuffer({ resolveWithObject: true })
      let inColour = 0
      for (let i = 0; i < data.length; i += info.channels) {
        if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 24) inColour++
      }
      // A calendar's outline and rules cover about a fifth of its square.
      expect(inColour / (info.width * info.height)).toBeGreaterThan(0.1)
    } finally {
      await close()
    }
  })
})
