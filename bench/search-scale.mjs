// Search at scale without building thousands of pages: a copy of a built site
// (public/) whose search index is made from N generated posts instead of the
// site's own, then the same measurements as npm run bench (browser-figures.mjs):
// the first search's bytes, each keystroke's time, and with a 4× CPU slowdown; then the browser's own part of a
// keystroke that hour (keystroke-floor.mjs: a page with only a search box, beside the home page timed the same way).
// The build's own cost is the index step's time and the memory its files hold.
// Run `npm run build` first.
//
//   node bench/search-scale.mjs [--sizes 1000,5000] [--query "error handling"] [--public public] [--out FILE] [--keep]
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { generatedIndexedPosts } from "./generated-documents.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `..`)
const { values: args } = parseArgs({
  options: {
    sizes: { type: `string`, default: `1000,5000` },
    query: { type: `string`, default: `error handling` },
    public: { type: `string`, default: path.join(ROOT, `public`) },
    out: { type: `string`, default: path.join(ROOT, `bench`, `results`, `search-scale.json`) },
    keep: { type: `boolean`, default: false },
  },
})

await import(`./typescript-imports.mjs`)
const { buildSearchIndex } = await import(`../src/search/build-index.ts`)
const { withSite } = await import(`./browser-figures.mjs`)
const { searchLatency } = await import(`./search-latency.mjs`)
const { floorLine, keystrokeFloor, writeBarePage } = await import(`./keystroke-floor.mjs`)

const runs = []
for (const posts of args.sizes.split(`,`).map(Number)) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `search-scale-${posts}-`))
  try {
    await fs.cp(args.public, dir, { recursive: true })
    const indexed = generatedIndexedPosts(posts)
    global.gc?.()
    const heapBefore = process.memoryUsage().heapUsed
    const started = performance.now()
    const files = buildSearchIndex(indexed)
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore
    const root = path.join(dir, `search`)
    await fs.rm(root, { recursive: true, force: true })
    await Promise.all([`d`, `p`, `f`].map(folder => fs.mkdir(path.join(root, folder), { recursive: true })))
    let bytes = 0
    const entries = [...files]
    for (let i = 0; i < entries.length; i += 256) {
      await Promise.all(
        entries.slice(i, i + 256).map(([file, value]) => {
          const text = JSON.stringify(value)
          bytes += text.length
          return fs.writeFile(path.join(root, file), text)
        }),
      )
    }
    const indexSeconds = (performance.now() - started) / 1000
    progress(
      `${posts} posts: index of ${files.size} files (${(bytes / 2 ** 20).toFixed(1)} MB) in ${indexSeconds.toFixed(1)} s; ` +
        `measuring in Chromium`,
    )
    await writeBarePage(dir)
    const measured = await withSite(dir, async site => ({
      search: await searchLatency(site, args.query),
      searchSlowCpu: await searchLatency(site, args.query, { cpuSlowdown: 4 }),
      // The browser's own part of a keystroke, this hour: see keystroke-floor.mjs.
      floor: [await keystrokeFloor(site, args.query), await keystrokeFloor(site, args.query, { cpuSlowdown: 4 })],
    }))
    runs.push({ posts, index: { files: files.size, bytes, seconds: indexSeconds, heapGrowthBytes: heapGrowth }, ...measured })
  } finally {
    if (args.keep) progress(`kept ${dir}`)
    else await fs.rm(dir, { recursive: true, force: true })
  }
}

const report = {
  date: new Date().toISOString(),
  query: args.query,
  machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
  runs,
}
await fs.mkdir(path.dirname(args.out), { recursive: true })
await fs.writeFile(args.out, `${JSON.stringify(report, null, 2)}\n`)
const kb = value => `${(value / 1024).toFixed(1)} KB`
for (const run of runs) {
  const first = run.search.firstSearch
  console.log(
    [
      `${run.posts} posts`,
      `  index: ${run.index.files} files, ${(run.index.bytes / 2 ** 20).toFixed(1)} MB, ` +
        `made and written in ${run.index.seconds.toFixed(1)} s, heap +${Math.round(run.index.heapGrowthBytes / 2 ** 20)} MB`,
      `  first search ("${args.query}" typed key by key): ${first.count} files, ${kb(first.bytes)} raw, ${kb(first.gzipBytes)} gzip`,
      `  keystroke: median ${run.search.every.medianMs.toFixed(1)} ms, p95 ${run.search.p95Ms.toFixed(1)} ms, ` +
        `worst ${run.search.every.worstMs.toFixed(1)} ms (${waitedLine(run.search)})`,
      `  keystroke with 4x CPU slowdown: median ${run.searchSlowCpu.every.medianMs.toFixed(1)} ms, ` +
        `p95 ${run.searchSlowCpu.p95Ms.toFixed(1)} ms, worst ${run.searchSlowCpu.every.worstMs.toFixed(1)} ms ` +
        `(${waitedLine(run.searchSlowCpu)}); ` +
        `every card: median ${run.searchSlowCpu.wholeList.medianMs.toFixed(1)} ms, p95 ${run.searchSlowCpu.wholeListP95Ms.toFixed(1)} ms`,
      ...run.floor.map(floorLine),
    ].join(`\n`),
  )
}
console.log(`\nFigures written to ${path.relative(process.cwd(), args.out)}`)

/** The keystrokes that waited for a file of the index, left out of the figures before it, and the p95 with them. */
function waitedLine({ waitedForIndex: waited, withWaits }) {
  const times = waited.count ? `, ${waited.medianMs.toFixed(0)} to ${waited.worstMs.toFixed(0)} ms` : ``
  return `${waited.count} waited for the index${times}; p95 with them ${withWaits.p95Ms.toFixed(1)} ms`
}

function progress(message) {
  process.stderr.write(`[search-scale ${new Date().toISOString().slice(11, 19)}] ${message}\n`)
}
