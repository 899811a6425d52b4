// The built HTML in public/, read as files: every page of the site is there,
// links and assets point to what exists, new-tab links are safe and every image
// has a width and a height.
import { promises as fs } from "fs"
import path from "path"
import { htmlFiles } from "../site-build/headers/headers"
import { useBuiltSite } from "./support/browser"
import { attribute, startTags } from "./support/html"
import { allRoutes } from "./support/routes"
import { PUBLIC_DIR, siteUrl } from "./support/site"

const site = useBuiltSite(PUBLIC_DIR)

const routes = allRoutes()

describe(`the built HTML`, () => {
  interface Reference {
    file: string
    tag: string
    url: string
  }

  /** The address a file is served at: post/x/index.html is /post/x. */
  function pagePath(file: string): string {
    const relative = path.relative(PUBLIC_DIR, file).split(path.sep).join(`/`)
    return `/${relative.replace(/(^|\/)index\.html$/, ``)}`
  }

  let files: string[]
  let pages: { file: string; html: string; tags: string[] }[]

  beforeAll(async () => {
    files = await htmlFiles(PUBLIC_DIR)
    pages = await Promise.all(
      files.map(async file => {
        const html = await fs.readFile(file, `utf8`)
        // Real tags only: code in posts is escaped, so it cannot match.
        return { file, html, tags: startTags(html, [`a`, `link`, `img`, `script`, `source`, `iframe`, `meta`]) }
      }),
    )
  })

  it(`has every page of the site`, () => {
    const paths = files.map(pagePath)
    for (const route of routes.filter(r => !r.notFound)) expect(paths).toContain(route.path)
    expect(paths).toContain(`/404.html`)
  })

  it(`links only to pages and assets that exist`, async () => {
    const origin = siteUrl()
    const references: Reference[] = []
    const missingTargets: string[] = []
    for (const { file, html, tags } of pages) {
      const base = site.server.origin + pagePath(file)
      const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(match => match[1]))
      for (const tag of tags) {
        const name = /^<(\w+)/.exec(tag)?.[1].toLowerCase() ?? ``
        const values =
          name === `meta`
            ? [/property="og:image"|name="twitter:image"/.test(tag) ? attribute(tag, `content`) : null]
            : [
                attribute(tag, `href`),
                attribute(tag, `src`),
                ...(attribute(tag, `srcset`) ?? ``).split(`,`).map(part => part.trim().split(/\s+/)[0] || null),
              ]
        for (const value of values) {
          if (!value || /^(mailto|tel|javascript|data):/i.test(value)) continue
          if (value.startsWith(`#`)) {
            if (value.length > 1 && !ids.has(decodeURIComponent(value.slice(1)))) missingTargets.push(`${pagePath(file)}: ${value}`)
            continue
          }
          // The site's own absolute URLs (canonical, og:url, og:image) are checked on the local site.server.
          const local = value.startsWith(origin) ? value.slice(origin.length) || `/` : value
          const url = new URL(local, base)
          if (url.origin !== site.server.origin) continue
          references.push({ file: pagePath(file), tag: name, url: url.pathname })
        }
      }
    }
    expect(references.length).toBeGreaterThan(100)

    const statuses = new Map<string, number>()
    for (const url of new Set(references.map(reference => reference.url))) {
      const response = await fetch(site.server.origin + url)
      await response.arrayBuffer()
      statuses.set(url, response.status)
    }
    const broken = references
      .filter(reference => statuses.get(reference.url) !== 200)
      .map(reference => `${reference.file}: <${reference.tag}> ${reference.url} answered ${statuses.get(reference.url)}`)
    expect([...new Set(broken)]).toEqual([])
    expect(missingTargets).toEqual([])
  })

  it(`gives every link that opens a new tab rel="noopener noreferrer"`, () => {
    const unsafe: string[] = []
    let newTabLinks = 0
    for (const { file, tags } of pages) {
      for (const tag of tags.filter(t => /^<a\b/i.test(t) && /\starget="_blank"/i.test(t))) {
        newTabLinks += 1
        const rel = attribute(tag, `rel`) ?? ``
        if (!/\bnoopener\b/.test(rel) || !/\bnoreferrer\b/.test(rel)) unsafe.push(`${pagePath(file)}: ${tag}`)
      }
    }
    expect(newTabLinks).toBeGreaterThan(10)
    expect(unsafe).toEqual([])
  })

  it(`gives every image a width and a height`, () => {
    const unsized: string[] = []
    for (const { file, tags } of pages) {
      for (const tag of tags.filter(t => /^<img\b/i.test(t))) {
        if (!/^\d+$/.test(attribute(tag, `width`) ?? ``) || !/^\d+$/.test(attribute(tag, `height`) ?? ``)) {
          unsized.push(`${pagePath(file)}: ${tag}`)
        }
      }
    }
    expect(unsized).toEqual([])
  })
})
