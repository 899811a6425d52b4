// What "install app" reads: the web manifest, named after the owner with the
// site's colours, its maskable icons, and every page's favicon and apple-touch
// icon, all served from this site; Chromium reads the manifest without errors.
import fs from "fs"
import { appIconFiles, smallestPng } from "../site-build/app-icons"
import { useBuiltSite, visit, waitForApp } from "./support/browser"
import { crawlerOf, imageSize } from "./support/crawler"
import { PUBLIC_DIR } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)
const { get, head, text } = crawlerOf(site)

describe(`web manifest and icons`, () => {
  it(`names the app after the owner, with the site's colours and start URL`, async () => {
    const manifestLinks = (await head(`/`)).links.filter(link => link.rel === `manifest`)
    expect(manifestLinks.map(link => link.href)).toEqual([`/manifest.webmanifest`])
    const manifest = JSON.parse(await text(`/manifest.webmanifest`))
    expect(manifest).toMatchObject({
      name: `Juma Kiprono`,
      short_name: `jumakip`,
      start_url: `/`,
      display: `minimal-ui`,
      background_color: `#f6f7f9`,
      theme_color: `#a93f0a`,
    })
  })

  it(`has maskable PNG icons up to 512px, all served from this site at their stated size`, async () => {
    const manifestUrl = `${site.server.url}/manifest.webmanifest`
    const { icons } = JSON.parse(await text(manifestUrl)) as { icons: Array<{ src: string; sizes: string; purpose: string }> }
    expect(icons.map(icon => icon.sizes)).toEqual(expect.arrayContaining([`192x192`, `512x512`]))
    for (const icon of icons) {
      expect(icon.purpose).toBe(`any maskable`)
      const url = new URL(icon.src, manifestUrl)
      expect(url.origin).toBe(site.server.origin)
      const response = await get(url.href)
      expect({ src: icon.src, status: response.status }).toEqual({ src: icon.src, status: 200 })
      expect(response.headers.get(`content-type`)).toBe(`image/png`)
      const { width, height } = imageSize(Buffer.from(await response.arrayBuffer()))
      expect(`${width}x${height}`).toBe(icon.sizes)
    }
  })

  it(`stores the favicon and the icons in as few bytes as their pixels allow (site-build/app-icons.ts)`, async () => {
    const files = await appIconFiles(PUBLIC_DIR)
    expect(files.length).toBeGreaterThanOrEqual(8)
    for (const file of files) {
      const png = fs.readFileSync(file)
      expect({ file, bytes: (await smallestPng(png)).length }).toEqual({ file, bytes: png.length })
    }
  })

  it(`every page links a favicon and an apple-touch icon, both served`, async () => {
    for (const pagePath of [`/`, `/projects`, `/post/whoami`]) {
      const icons = (await head(pagePath)).links.filter(link => [`icon`, `apple-touch-icon`].includes(link.rel))
      expect(icons.some(link => link.rel === `icon`)).toBe(true)
      // One for iOS to scale to its 180 px, not one per app icon size (gatsby-internals/touch-icon.ts).
      expect(icons.filter(link => link.rel === `apple-touch-icon`).map(link => link.href.replace(/\?.*/, ``))).toEqual([
        `/icons/icon-192x192.png`,
      ])
      for (const icon of icons) {
        expect(icon.href).toMatch(/^\/(?!\/)/)
        expect({ href: icon.href, status: (await get(icon.href)).status }).toEqual({ href: icon.href, status: 200 })
      }
    }
  })

  it(`Chromium reads the manifest without errors, and no page asks another origin for anything`, async () => {
    for (const pagePath of [`/`, `/post/whoami`]) {
      const v = await visit(site.browser)
      try {
        await v.page.goto(site.server.url + pagePath)
        await waitForApp(v.page)
        const cdp = await v.context.newCDPSession(v.page)
        const manifest = await cdp.send(`Page.getAppManifest`)
        expect(manifest.url).toBe(`${site.server.url}/manifest.webmanifest`)
        expect(manifest.errors).toEqual([])
        expect(v.requests.filter(url => !url.startsWith(`${site.server.origin}/`) && !url.startsWith(`data:`))).toEqual([])
        expect(v.problems).toEqual([])
      } finally {
        await v.close()
      }
    }
  })
})
