// Icons: <use>s of the symbols in one hidden sprite that every prebuilt page
// carries above the app (gatsby/icon-sprite.ts). Each resolves on a direct load
// and after the app moves to another page, is sized to its text and drawn in
// the text's colour, in both themes, without a request of its own.
import type { Page } from "playwright-core"
import sharp from "sharp"
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
      beforeApp: sprites.every(sprite => app !== null && (sprite.parentElement!.compareDocumentPosition(app) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0),
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

describe.each([`/`, `/projects`, `/post/${post.slug}`, sampleTags()[0].path, `/post/unknown`])(`icons on %s`, pagePath => {
  it(`each uses a symbol of the one sprite above the app, and is hidden from assistive technology`, async () => {
    const { page, problems, requests, close } = await visit(site.browser)
    try {
      await page.goto(site.server.url + pagePath)
      await waitForApp(page)
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
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})

describe(`after the app moves to another page`, () => {
  it(`the next page's icons resolve in the sprite the first page brought`, async () => {
    const { page, problems, close } = await visit(site.browser)
    try {
      await page.goto(`${site.server.url}/post/unknown`)
      await waitForApp(page)
      await page.evaluate(() => Object.assign(window, { sameDocument: true }))
      await page.getByRole(`link`, { name: /All posts/ }).click()
      await page.getByRole(`heading`, { level: 1, name: /^Blog Posts/ }).waitFor()
      await expect(page.evaluate(() => `sameDocument` in window)).resolves.toBe(true)
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
      const { data, info } = await sharp(await icon.screenshot()).raw().toBuffer({ resolveWithObject: true })
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
