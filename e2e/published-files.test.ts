// public/ is what gets uploaded: only what a visitor needs (site-build/published-files.ts).
import { promises as fs } from "fs"
import path from "path"
import { PUBLIC_DIR } from "./support/site"

it(`holds no build-time files: webpack's stats and chunk map, the unused off-main-thread runtime`, async () => {
  const names = await fs.readdir(PUBLIC_DIR)
  expect(names.filter(name => [`webpack.stats.json`, `chunk-map.json`, `~partytown`].includes(name))).toEqual([])
})

it(`publishes scripts without source maps, and without comments that point to them`, async () => {
  const names = await fs.readdir(PUBLIC_DIR)
  expect(names.filter(name => name.endsWith(`.map`))).toEqual([])
  // The scripts this build's pages load or map (public/ may still hold older builds' scripts).
  const pages = await Promise.all(
    [`index.html`, `projects/index.html`, `404.html`].map(page => fs.readFile(path.join(PUBLIC_DIR, page), `utf8`)),
  )
  const scripts = [...new Set(pages.flatMap(html => html.match(/[\w~-]+-[0-9a-f]{20}\.js/g) ?? []))]
  expect(scripts.length).toBeGreaterThan(3)
  for (const script of scripts) {
    const code = await fs.readFile(path.join(PUBLIC_DIR, script), `utf8`)
    expect([script, /sourceMappingURL=/.test(code)]).toEqual([script, false])
  }
})

it(`keeps the maps for the project's own tools, in .cache/source-maps`, async () => {
  // The app script this build's home page loads (public/ may still hold older builds' scripts).
  const app = /app-[0-9a-f]{20}\.js/.exec(await fs.readFile(path.join(PUBLIC_DIR, `index.html`), `utf8`))?.[0]
  expect(app).toBeDefined()
  await expect(fs.stat(path.join(PUBLIC_DIR, `..`, `.cache`, `source-maps`, `${app}.map`))).resolves.toBeTruthy()
})

it(`compiles gatsby-node.ts for the build unminified (gatsby-internals/parcel-config.json5)`, async () => {
  const compiled = await fs.readFile(path.join(PUBLIC_DIR, `..`, `.cache`, `compiled`, `gatsby-node.js`), `utf8`)
  // Parcel's module wrapper, then the site's own functions under their own names.
  expect(compiled.split(`\n`).length).toBeGreaterThan(1000)
  expect(compiled).toMatch(/function writesRightToLeft\(/)
})
