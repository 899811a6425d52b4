// Images on the built site, as a phone and a desktop load them: the size each
// screen needs in a modern format, no layout shift (also when the HTML arrives
// slowly and a browser could paint half of it), the first screen's largest
// image fetched first, the body figure of a folder post, and a neutral
// placeholder when an image fails, with or without JavaScript.
import http from "http"
import type { AddressInfo } from "net"
import path from "path"
import sharp from "sharp"
import type { Page } from "playwright-core"
import { visit, waitForApp, useBuiltSite, type Visit } from "./support/browser"
import { coverFile, PUBLIC_DIR, samplePosts } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)

/** The screens the image budget is set for (a large phone and a desktop). */
const SCREENS = [
  [`phone`, { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625 }],
  [`desktop`, { viewport: { width: 1350, height: 900 }, deviceScaleFactor: 1 }],
] as const

const FOLDER_POST = samplePosts().find(post => post.slug === `rust-module-system-explained`)
if (!FOLDER_POST?.image) throw new Error(`The sample post rust-module-system-explained should be a folder post with a cover`)

interface LoadedImage {
  src: string
  alt: string
  natural: number
  shown: number
  inFirstScreen: boolean
  loading: string
  priority: string | null
}

async function loadedImages(page: Page): Promise<LoadedImage[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter(img => img.complete && img.naturalWidth > 0)
      .map(img => {
        const box = img.getBoundingClientRect()
        return {
          src: img.currentSrc,
          alt: img.alt,
          natural: img.naturalWidth,
          shown: box.width,
          inFirstScreen: box.top < innerHeight && box.bottom > 0 && box.width > 0,
          loading: img.loading,
          priority: img.getAttribute(`fetchpriority`),
        }
      }),
  )
}

/** Total layout shift from the start of the page to now (the Layout Instability API). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>(resolve => {
        let total = 0
        new PerformanceObserver(list => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value
          }
        }).observe({ type: `layout-shift`, buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
  )
}

describe.each(SCREENS)(`on a %s`, (_name, screen) => {
  it.each([`/`, `/projects`, `/post/${FOLDER_POST.slug}`])(
    `%s sends first-screen images at their size, in AVIF, without layout shift`,
    async pagePath => {
      const { page, close } = await visit(site.browser, screen)
      try {
        await page.goto(site.server.url + pagePath, { waitUntil: `networkidle` })
        const images = (await loadedImages(page)).filter(image => image.inFirstScreen)
        for (const image of images) {
          const limit = Math.ceil(image.shown * screen.deviceScaleFactor * 1.5)
          expect({ src: image.src, natural: image.natural, atMost: Math.max(limit, image.natural) }).toEqual({
            src: image.src,
            natural: image.natural,
            atMost: limit,
          })
          expect(image.src).toMatch(/\.avif$/)
        }
        if (pagePath !== `/projects`) expect(images.length).toBeGreaterThan(0)
        expect(await layoutShift(page)).toBeLessThan(0.01)
      } finally {
        await close()
      }
    },
  )
})

/**
 * A server in front of the built site that sends a page's HTML in two parts, the
 * second after a pause, as a slow network does: up to the page's own content,
 * then the rest. Everything else passes through.
 */
async function slowHtmlServer(origin: string, pauseMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(origin + (request.url ?? `/`))
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([name]) => ![`content-length`, `content-encoding`, `transfer-encoding`, `connection`].includes(name)),
    )
    const body = Buffer.from(await upstream.arrayBuffer())
    response.writeHead(upstream.status, headers)
    const split = headers[`content-type`]?.startsWith(`text/html`) ? body.indexOf(`<main`) : -1
    if (split < 0) return response.end(body)
    response.write(body.subarray(0, split))
    setTimeout(() => response.end(body.subarray(split)), pauseMs)
  })
  await new Promise<void>(resolve => server.listen(0, `127.0.0.1`, resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise(resolve => server.close(() => resolve())),
  }
}

it.each([`/`, `/projects`])(
  `%s does not shift when its HTML arrives slowly: the first paint waits for the left column's last part`,
  async pagePath => {
    const slow = await slowHtmlServer(site.server.origin, 800)
    const { page, close } = await visit(site.browser, SCREENS[1][1])
    try {
      await page.goto(slow.url + pagePath, { waitUntil: `networkidle` })
      expect(await layoutShift(page)).toBeLessThan(0.01)
    } finally {
      await close()
      await slow.close()
    }
  },
)

it(`fetches the largest image of the first screen first, and leaves the rest lazy`, async () => {
  const { page, close } = await visit(site.browser)
  try {
    await page.goto(site.server.url)
    const cards = page.locator(`article img`)
    await expect(cards.first().getAttribute(`fetchpriority`)).resolves.toBe(`high`)
    await expect(cards.first().getAttribute(`loading`)).resolves.toBe(`eager`)
    await expect(cards.last().getAttribute(`loading`)).resolves.toBe(`lazy`)
    await expect(page.locator(`img[fetchpriority="high"]`).count()).resolves.toBe(1)

    await page.goto(`${site.server.url}/post/${FOLDER_POST.slug}`)
    const cover = page.getByRole(`img`, { name: `Cover image for “${FOLDER_POST.title}”` })
    await expect(cover.getAttribute(`fetchpriority`)).resolves.toBe(`high`)
    const figure = page.getByRole(`img`, { name: /module tree/ })
    await expect(figure.getAttribute(`loading`)).resolves.toBe(`lazy`)
  } finally {
    await close()
  }
})

it(`shows the folder post's own figure, linked to its full-size file`, async () => {
  const { page, close } = await visit(site.browser)
  try {
    await page.goto(`${site.server.url}/post/${FOLDER_POST.slug}`)
    const figure = page.getByRole(`img`, { name: /module tree/ })
    await figure.scrollIntoViewIfNeeded()
    await page.waitForFunction(() => [...document.images].every(img => img.loading === `lazy` || img.complete))
    await expect(figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true)
    const link = page.getByRole(`link`, { name: /module tree.*\(full-size image\)$/ }).filter({ has: figure })
    const href = (await link.getAttribute(`href`)) ?? ``
    expect(href).toMatch(/^\/static\/[0-9a-f]+\/module-tree\.png$/)
    const original = await fetch(site.server.url + href)
    expect(original.status).toBe(200)
    const file = await sharp(Buffer.from(await original.arrayBuffer())).metadata()
    const source = await sharp(path.join(path.dirname(FOLDER_POST.file), `module-tree.png`)).metadata()
    expect([file.format, file.width, file.height]).toEqual([`png`, source.width, source.height])
  } finally {
    await close()
  }
})

describe(`a cover image that fails to load`, () => {
  const post = FOLDER_POST
  const alt = `Cover image for “${post.title}”`
  const coverName = path.basename(coverFile(post)).replace(/\.[^.]+$/, ``)

  async function blockedVisit(javaScriptEnabled: boolean): Promise<Visit> {
    const session = await visit(site.browser, { javaScriptEnabled })
    await session.page.route(new RegExp(`/${coverName}\\.(avif|webp|jpe?g|png)$`), route => route.abort(`failed`))
    return session
  }

  it(`leaves a neutral placeholder with the alt text, once scripts run`, async () => {
    const { page, close } = await blockedVisit(true)
    try {
      await page.goto(`${site.server.url}/post/${post.slug}`)
      await waitForApp(page)
      const placeholder = page.getByRole(`img`, { name: alt })
      await placeholder.waitFor()
      await expect(placeholder.evaluate(element => element.tagName)).resolves.not.toBe(`IMG`)
      await expect(placeholder.getByText(alt).isVisible()).resolves.toBe(true)
      const box = await placeholder.boundingBox()
      expect(box?.height).toBeGreaterThan(0)
    } finally {
      await close()
    }
  })

  it(`leaves the same placeholder without JavaScript (the image's own alt text on a neutral box)`, async () => {
    const { page, close } = await blockedVisit(false)
    try {
      await page.goto(`${site.server.url}/post/${post.slug}`)
      const cover = page.locator(`img[alt="${alt}"]`)
      await page.waitForFunction(a => [...document.images].some(img => img.alt === a && img.complete && img.naturalWidth === 0), alt)
      const box = await cover.boundingBox()
      // The proportions hold: 1200 × 630.
      expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 1200 / 630)).toBeLessThan(0.02)
      // Most of the box is the neutral placeholder colour, not a broken-image icon on the page's background.
      const placeholder = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue(`--color-placeholder`).trim(),
      )
      const { data, info } = await sharp(await cover.screenshot())
        .raw()
        .toBuffer({ resolveWithObject: true })
      const [r, g, b] = [1, 3, 5].map(i => parseInt(placeholder.slice(i, i + 2), 16))
      let neutral = 0
      for (let i = 0; i < data.length; i += info.channels) {
        if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 12) neutral++
      }
      expect(neutral / (info.width * info.height)).toBeGreaterThan(0.6)
      await expect(cover.evaluate(img => getComputedStyle(img, `::after`).content)).resolves.toBe(JSON.stringify(alt))
    } finally {
      await close()
    }
  })
})
