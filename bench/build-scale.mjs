// How the build's cost grows with the number of posts: cold and warm builds of
// throwaway copies with N generated posts, for each way of sharing tags, and
// the growth exponent between sizes. With --series one, the generated posts are
// all parts of one series. With --vs, a second checkout is built the same way,
// interleaved, for a before/after in one run. See bench/README.md.
//
//   npm run bench:build [-- --sizes 1000,5000] [--tags shared,zipf] [--series one] [--vs DIR] [--source DIR] [--keep] [--out FILE]
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { SERIES_OPTIONS, TAG_DISTRIBUTIONS } from "./generate-posts.mjs"
import { createSiteCopy, timedBuild } from "./site-copy.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `..`)
const GB = 1024 ** 3

const { values: args } = parseArgs({
  options: {
    sizes: { type: `string`, default: `1000,5000` },
    tags: { type: `string`, default: `shared,zipf` },
    series: { type: `string`, default: `none` },
    source: { type: `string`, default: ROOT },
    vs: { type: `string` },
    out: { type: `string`, default: path.join(ROOT, `bench`, `results`, `build-scale.json`) },
    keep: { type: `boolean`, default: false },
  },
})
const sizes = args.sizes.split(`,`).map(size => Number(size.trim()))
if (sizes.some(size => !Number.isInteger(size) || size < 1)) throw new Error(`--sizes takes whole numbers, e.g. 1000,5000,20000`)
const distributions = args.tags.split(`,`).map(name => name.trim())
for (const name of distributions)
  if (!TAG_DISTRIBUTIONS.includes(name)) throw new Error(`--tags takes ${TAG_DISTRIBUTIONS.join(`, `)}, not "${name}"`)
if (!SERIES_OPTIONS.includes(args.series)) throw new Error(`--series takes ${SERIES_OPTIONS.join(`, `)}, not "${args.series}"`)
const checkouts = [{ name: `this`, dir: path.resolve(args.source) }, ...(args.vs ? [{ name: `vs`, dir: path.resolve(args.vs) }] : [])]

/** The goals of the issue on build cost (never asserted: a shared machine is noisy). */
const GOALS = {
  coldSecondsAt5000: 180,
  peakPssAt5000: 3 * GB,
  queryTimeRatio: 1.5,
  exponent: 1.1,
  coldSecondsAt20000: 15 * 60,
  peakPssAt20000: 6 * GB,
  warmSecondsAt5000: 20,
}

const runs = []
for (const tags of distributions) {
  for (const posts of sizes) {
    // Interleaved, so a machine that gets busier slows both checkouts alike.
    for (const checkout of checkouts)
      runs.push({ tags, series: args.series, posts, checkout: checkout.name, ...(await measure(checkout.dir, posts, tags)) })
  }
}

const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, memoryBytes: os.totalmem(), node: process.version },
  checkouts,
  goals: GOALS,
  runs,
  growth: growth(runs),
}
await fs.mkdir(path.dirname(args.out), { recursive: true })
await fs.writeFile(args.out, `${JSON.stringify(report, null, 2)}\n`)
console.log(table(runs))
console.log(`\nGrowth between sizes (exponent k in time ∝ posts^k; 1 is linear):`)
for (const g of report.growth) {
  console.log(
    `  ${g.tags}, ${g.checkout}: ${g.from} → ${g.to} posts: cold build k = ${g.coldExponent.toFixed(2)}, ` +
      `page queries k = ${g.queryExponent.toFixed(2)}, time per query × ${g.perQueryRatio.toFixed(2)}`,
  )
}
console.log(`\nFigures written to ${path.relative(process.cwd(), args.out) || args.out}`)

/** A cold build, then a warm one after editing one generated post. */
async function measure(source, posts, tags) {
  progress(`${posts} posts, tags ${tags}: copying ${source}`)
  const { dir, generatedFiles } = await createSiteCopy(source, posts, { tags, series: args.series })
  try {
    progress(`${posts} posts, tags ${tags}: cold build in ${dir}`)
    const cold = await timedBuild(dir, `build-cold.log`)
    let warm = null
    let warmAgain = null
    if (generatedFiles.length > 0) {
      const edit = file => fs.appendFile(file, `\nA paragraph added after the first build, as an owner fixing a post adds one.\n`)
      await edit(generatedFiles[Math.floor(generatedFiles.length / 2)])
      progress(`${posts} posts, tags ${tags}: cold build ${cold.seconds.toFixed(1)} s; warm build after editing one post`)
      // Timed alone: its memory is no goal, and sampling it would slow it (site-copy.mjs).
      warm = await timedBuild(dir, `build-warm.log`, { sampleMs: 0 })
      // The next edit's build, as an owner's later rebuilds run: the first after a cold build also
      // pays for Parcel sorting through every file the cold build wrote (see the README's Scale).
      await edit(generatedFiles[Math.floor(generatedFiles.length / 3)])
      progress(`${posts} posts, tags ${tags}: warm build ${warm.seconds.toFixed(1)} s; another after editing another post`)
      warmAgain = await timedBuild(dir, `build-warm-again.log`, { sampleMs: 0 })
    }
    return { cold: figures(cold), warm: warm && figures(warm), warmAgain: warmAgain && figures(warmAgain) }
  } finally {
    if (args.keep) progress(`kept ${dir}`)
    else await fs.rm(dir, { recursive: true, force: true })
  }
}

function figures(build) {
  const queries = build.steps[`run queries in workers`] ?? build.steps[`run page queries`] ?? { seconds: 0, items: 0 }
  const html = build.steps[`Building static HTML for pages`] ?? { seconds: 0, items: 0 }
  return {
    seconds: build.seconds,
    cpuSeconds: build.cpuSeconds,
    peakPssBytes: build.peakPssBytes,
    loadAverage: build.loadAverage,
    createPagesSeconds: build.steps.createPages?.seconds ?? null,
    queries: {
      seconds: queries.seconds,
      count: queries.items ?? 0,
      msEach: queries.items ? (queries.seconds * 1000) / queries.items : null,
    },
    html: { seconds: html.seconds, pages: html.items ?? 0 },
    steps: build.steps,
  }
}

function growth(all) {
  const out = []
  for (const tags of distributions) {
    for (const { name } of checkouts) {
      const series = all.filter(run => run.tags === tags && run.checkout === name && run.posts >= 100).sort((a, b) => a.posts - b.posts)
      for (let i = 1; i < series.length; i++) {
        const [a, b] = [series[i - 1], series[i]]
        const k = (x, y) => Math.log(y / x) / Math.log(b.posts / a.posts)
        out.push({
          tags,
          checkout: name,
          from: a.posts,
          to: b.posts,
          coldExponent: k(a.cold.seconds, b.cold.seconds),
          queryExponent: k(a.cold.queries.seconds, b.cold.queries.seconds),
          perQueryRatio: b.cold.queries.msEach / a.cold.queries.msEach,
        })
      }
    }
  }
  return out
}

function table(all) {
  const head = [
    `tags`,
    `posts`,
    `checkout`,
    `pages`,
    `cold s`,
    `CPU s`,
    `peak GB`,
    `createPages s`,
    `queries s`,
    `ms/query`,
    `HTML s`,
    `warm s`,
    `again s`,
    `warm queries`,
    `load`,
  ]
  const rows = all.map(run => [
    run.tags,
    run.posts,
    run.checkout,
    run.cold.html.pages,
    run.cold.seconds.toFixed(1),
    run.cold.cpuSeconds.toFixed(0),
    (run.cold.peakPssBytes / GB).toFixed(2),
    run.cold.createPagesSeconds?.toFixed(1) ?? `-`,
    run.cold.queries.seconds.toFixed(1),
    run.cold.queries.msEach?.toFixed(2) ?? `-`,
    run.cold.html.seconds.toFixed(1),
    run.warm ? run.warm.seconds.toFixed(1) : `-`,
    run.warmAgain ? run.warmAgain.seconds.toFixed(1) : `-`,
    run.warm ? run.warm.queries.count : `-`,
    run.cold.loadAverage.before.toFixed(1),
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map(row => String(row[i]).length)))
  const line = row => row.map((cell, i) => String(cell).padStart(widths[i])).join(`  `)
  return [line(head), ...rows.map(line)].join(`\n`)
}

function progress(message) {
  console.error(`[${new Date().toISOString().slice(11, 19)}] ${message}`)
}
