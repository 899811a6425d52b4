// The benchmark: builds throwaway copies of the site with N posts and measures
// build cost, page weight and search speed. See bench/README.md.
//
//   npm run bench [-- --sizes 7,1000,5000] [--no-covers] [--query "error handling"] [--source DIR] [--keep] [--out FILE] [--lighthouse-runs 3]
import { execFileSync } from "node:child_process"
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { buildFloorSite } from "./floor-site.mjs"
import { formatLighthouse } from "./lighthouse-table.mjs"
import { countPostPages, createSiteCopy, fileSize, timedBuild } from "./site-copy.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `..`)

const { values: args } = parseArgs({
  options: {
    sizes: { type: `string`, default: `7,1000,5000` },
    query: { type: `string`, default: `error handling` },
    source: { type: `string`, default: ROOT },
    out: { type: `string`, default: path.join(ROOT, `bench`, `results`, `latest.json`) },
    keep: { type: `boolean`, default: false },
    "no-covers": { type: `boolean`, default: false },
    "lighthouse-runs": { type: `string`, default: `3` },
  },
})
const sizes = args.sizes.split(`,`).map(size => Number(size.trim()))
if (sizes.some(size => !Number.isInteger(size) || size < 1)) throw new Error(`--sizes takes whole numbers, e.g. 7,1000,5000`)
const source = path.resolve(args.source)
const lighthouseRuns = Number(args[`lighthouse-runs`])
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 0) throw new Error(`--lighthouse-runs takes a whole number; 0 skips Lighthouse`)

await import(`./typescript-imports.mjs`)
const { firstVisits, imageBytes, searchLatency, withSite } = await import(`./browser-figures.mjs`)
const { measureWithLighthouse } = await import(`./lighthouse-runs.mjs`)
const { FIRST_VISIT_JS_BUDGET } = await import(`../e2e/support/first-visit.ts`)

const KB = 1024
/** A tag page, measured like the others: the sample posts and the generated ones (generate-posts.mjs) share this tag. */
const TAG_PATH = `/tags/rust`
/** The budgets of the "Benchmark and budgets" issue. Time figures are reported, never asserted. */
const BUDGETS = {
  firstVisitJsGzip: FIRST_VISIT_JS_BUDGET,
  homeHtmlGzipAt5000: 30 * KB,
  searchKeystrokeMsAt5000: 10,
  coldBuildSecondsAt5000: 180,
  coldBuildPeakRssAt5000: 3 * KB ** 3,
}

const runs = []
for (const posts of sizes) runs.push(await benchmark(posts))

const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryBytes: os.totalmem(), node: process.version, loadAverage: os.loadavg() },
  source: { dir: source, ...gitState(source) },
  budgets: BUDGETS,
  runs,
  verdicts: runs.flatMap(verdicts),
}
await fs.mkdir(path.dirname(args.out), { recursive: true })
await fs.writeFile(args.out, `${JSON.stringify(report, null, 2)}\n`)
console.log(table(report))
const lighthouseRun = runs.find(run => run.lighthouse)
if (lighthouseRun) console.log(`\nLighthouse, ${lighthouseRun.posts} posts:\n${formatLighthouse(lighthouseRun.lighthouse)}`)
console.log(`\nFigures written to ${path.relative(process.cwd(), args.out) || args.out}`)

async function benchmark(posts) {
  progress(`${posts} posts: copying the site and generating posts`)
  const { dir, ownPosts } = await createSiteCopy(source, posts, { covers: !args[`no-covers`] })
  try {
    progress(`${posts} posts: cold build in ${dir}`)
    const cold = await timedBuild(dir, `build-cold.log`)
    progress(`${posts} posts: cold build took ${cold.seconds.toFixed(1)} s; warm rebuild`)
    const warm = await timedBuild(dir, `build-warm.log`)
    const publicDir = path.join(dir, `public`)
    const postPath = `/post/${await largestPost(ownPosts)}`

    progress(`${posts} posts: measuring in Chromium`)
    const browser = await withSite(publicDir, async site => ({
      firstVisit: await firstVisits(site, [`/`, `/projects`, postPath, TAG_PATH]),
      images: await imageBytes(site, [`/`, `/projects`, postPath]),
      search: await searchLatency(site, args.query),
    }))
    // Lighthouse on the project's own posts only: the real site, against the floor.
    const lighthouse = lighthouseRuns > 0 && posts === ownPosts.length ? await lighthouseFigures(publicDir, [`/`, `/projects`, postPath, TAG_PATH]) : undefined
    return {
      posts,
      coldBuild: cold,
      warmBuild: warm,
      postPages: await countPostPages(publicDir),
      home: {
        html: await fileSize(path.join(publicDir, `index.html`)),
        pageData: await fileSize(path.join(publicDir, `page-data`, `index`, `page-data.json`)),
      },
      postPath,
      ...browser,
      lighthouse,
    }
  } finally {
    if (args.keep) progress(`kept ${dir}`)
    else await fs.rm(dir, { recursive: true, force: true })
  }
}

/** Lighthouse on the built copy and on the floor site, built for it and deleted after. */
async function lighthouseFigures(publicDir, paths) {
  progress(`building the floor site for Lighthouse`)
  const floor = await buildFloorSite(source)
  try {
    return await measureWithLighthouse({ siteDir: publicDir, floorDir: floor.publicDir, paths, runs: lighthouseRuns, progress: line => progress(`Lighthouse ${line}`) })
  } finally {
    await floor.remove()
  }
}

/** The project's own post with the most text: the heaviest post page a visitor can open. */
async function largestPost(posts) {
  const sizes = await Promise.all(posts.map(async ({ file }) => (await fs.stat(file)).size))
  return posts[sizes.indexOf(Math.max(...sizes))].slug
}

function verdicts(run) {
  const checks = [{ posts: run.posts, budget: `post pages built = posts`, value: run.postPages, ok: run.postPages === run.posts }]
  for (const [page, figures] of Object.entries(run.firstVisit)) {
    const value = figures.js.gzipBytes
    checks.push({ posts: run.posts, budget: `first-visit JS gzip on ${page} <= 80 KB`, value, ok: value <= BUDGETS.firstVisitJsGzip })
  }
  if (run.posts >= 5000) {
    const search = run.search.worstMs
    checks.push(
      { posts: run.posts, budget: `home HTML gzip <= 30 KB`, value: run.home.html.gzipBytes, ok: run.home.html.gzipBytes <= BUDGETS.homeHtmlGzipAt5000 },
      { posts: run.posts, budget: `search keystroke worst < 10 ms`, value: search, ok: search < BUDGETS.searchKeystrokeMsAt5000 },
      { posts: run.posts, budget: `cold build <= 180 s`, value: run.coldBuild.seconds, ok: run.coldBuild.seconds <= BUDGETS.coldBuildSecondsAt5000 },
      { posts: run.posts, budget: `cold build peak memory <= 3 GB`, value: run.coldBuild.peakRssBytes, ok: run.coldBuild.peakRssBytes <= BUDGETS.coldBuildPeakRssAt5000 },
    )
  }
  return checks
}

function table({ machine, source, runs, verdicts: checks }) {
  const mark = (posts, budget) => {
    const check = checks.find(c => c.posts === posts && c.budget === budget)
    return check ? (check.ok ? ` ✓` : ` ✗`) : ``
  }
  const kb = bytes => (bytes / KB).toFixed(1)
  const sizePair = size => `${kb(size.bytes)} / ${kb(size.gzipBytes)} KB`
  const ms = value => `${value.toFixed(1)} ms`
  const rows = [
    [`Cold build, wall time`, run => `${run.coldBuild.seconds.toFixed(1)} s${mark(run.posts, `cold build <= 180 s`)}`, `≤ 180 s at 5,000`],
    [`  CPU time, process tree`, run => `${run.coldBuild.cpuSeconds.toFixed(1)} s`, ``],
    [`  peak memory, process tree`, run => `${(run.coldBuild.peakRssBytes / KB ** 3).toFixed(2)} GB${mark(run.posts, `cold build peak memory <= 3 GB`)}`, `≤ 3 GB at 5,000`],
    [`  machine load average, before / after`, run => loads(run.coldBuild), ``],
    [`  link-preview cards drawn: count / time (per card)`, run => cardCell(run.coldBuild.cards), ``],
    [`Warm rebuild, wall time`, run => `${run.warmBuild.seconds.toFixed(1)} s`, ``],
    [`  CPU time, process tree`, run => `${run.warmBuild.cpuSeconds.toFixed(1)} s`, ``],
    [`  peak memory, process tree`, run => `${(run.warmBuild.peakRssBytes / KB ** 3).toFixed(2)} GB`, ``],
    [`  link-preview cards drawn / copied / kept: time`, run => (run.warmBuild.cards ? `${run.warmBuild.cards.drawn} / ${run.warmBuild.cards.copied} / ${run.warmBuild.cards.kept}: ${run.warmBuild.cards.ms} ms` : `none made`), ``],
    [`Post pages built`, run => `${run.postPages.toLocaleString(`en`)}${mark(run.posts, `post pages built = posts`)}`, `= posts`],
    [`Home HTML, raw / gzip`, run => `${sizePair(run.home.html)}${mark(run.posts, `home HTML gzip <= 30 KB`)}`, `gzip ≤ 30 KB at 5,000`],
    [`Home page data, raw / gzip`, run => sizePair(run.home.pageData), ``],
    ...Object.keys(runs[0].firstVisit).map((_, index) => [
      `First visit ${firstVisitLabel(runs[0], index)}: JS / CSS / HTML gzip`,
      run => {
        const [page, figures] = Object.entries(run.firstVisit)[index]
        return `${kb(figures.js.gzipBytes)} / ${kb(figures.css.gzipBytes)} / ${kb(figures.html.gzipBytes)} KB${mark(run.posts, `first-visit JS gzip on ${page} <= 80 KB`)}`
      },
      `JS ≤ 80 KB`,
    ]),
    ...[`phone`, `desktop`].map(screen => [
      `Images loaded, ${screen === `phone` ? `412 px phone (DPR 2.625)` : `1350 px desktop`}: / · /projects · post`,
      run => Object.values(run.images).map(figures => kb(figures[screen].bytes)).join(` · `) + ` KB`,
      ``,
    ]),
    [`  page data and queries (gzip), on /`, run => `${kb(run.firstVisit[`/`].data.gzipBytes)} KB`, ``],
    [`Search: first keystroke (index loaded on focus)`, run => ms(run.search.firstKeystrokeMs), ``],
    [`  data fetched for search, raw / gzip`, run => sizePair(run.search.fetched), ``],
    [`  keystroke, best of rounds: median / worst`, run => `${ms(run.search.medianMs)} / ${ms(run.search.worstMs)}${mark(run.posts, `search keystroke worst < 10 ms`)}`, `< 10 ms at 5,000`],
    [`  every keystroke: median / worst`, run => `${ms(run.search.every.medianMs)} / ${ms(run.search.every.worstMs)}`, ``],
    [`  same, from the event's timestamp`, run => `${ms(run.search.fromEvent.medianMs)} / ${ms(run.search.fromEvent.worstMs)}`, ``],
  ]
  const header = [`${source.commit ?? `working tree`}${source.dirty ? ` + local changes` : ``}`, ...runs.map(run => `${run.posts.toLocaleString(`en`)} posts`), `budget`]
  const body = rows.map(([label, cell, budget]) => [label, ...runs.map(cell), budget])
  const widths = header.map((_, column) => Math.max(...[header, ...body].map(row => row[column].length)))
  const line = row => row.map((cell, column) => (column === 0 || column === row.length - 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(`   `).trimEnd()
  const failed = checks.filter(check => !check.ok)
  return [
    `Benchmark on ${machine.cpus} CPU(s), ${(machine.memoryBytes / KB ** 3).toFixed(0)} GB, Node ${machine.node}; search typed: "${args.query}"; generated posts ${args[`no-covers`] ? `without covers (each gets a card)` : `with covers`}`,
    ``,
    line(header),
    ...body.map(line),
    ``,
    failed.length === 0 ? `All budgets met.` : `Over budget:\n${failed.map(check => `  ${check.posts} posts: ${check.budget} (measured ${formatValue(check)})`).join(`\n`)}`,
  ].join(`\n`)
}

function cardCell(cards) {
  if (!cards) return `none made`
  const { drawn, ms, msPerDrawnCard } = cards
  return `${drawn.toLocaleString(`en`)} / ${(ms / 1000).toFixed(1)} s${msPerDrawnCard === null ? `` : ` (${msPerDrawnCard.toFixed(1)} ms)`}`
}

function loads({ loadAverage }) {
  return `${loadAverage.before.toFixed(1)} / ${loadAverage.after.toFixed(1)}`
}

function firstVisitLabel(run, index) {
  return Object.keys(run.firstVisit)[index].replace(/^\/post\/.*/, `post`).replace(/^\/tags\/.*/, `tag page`)
}

function formatValue({ budget, value }) {
  if (budget.includes(`KB`)) return `${(value / KB).toFixed(1)} KB`
  if (budget.includes(`GB`)) return `${(value / KB ** 3).toFixed(2)} GB`
  if (budget.includes(`ms`)) return `${value.toFixed(1)} ms`
  if (budget.includes(` s`)) return `${value.toFixed(1)} s`
  return String(value)
}

function gitState(dir) {
  try {
    const commit = execFileSync(`git`, [`rev-parse`, `--short`, `HEAD`], { cwd: dir, encoding: `utf8` }).trim()
    const dirty = execFileSync(`git`, [`status`, `--porcelain`], { cwd: dir, encoding: `utf8` }).trim() !== ``
    return { commit, dirty }
  } catch {
    return { commit: null, dirty: null }
  }
}

function progress(message) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`)
}
