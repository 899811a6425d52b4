// The benchmark: builds throwaway copies of the site with N posts and measures
// build cost, page weight and search speed. See bench/README.md.
//
//   npm run bench [-- --sizes 7,1000,5000] [--tags spread|shared|zipf] [--skip-rich-post] [--no-covers]
//                 [--query "error handling"] [--source DIR] [--keep] [--out FILE] [--lighthouse-runs 3]
import { execFileSync } from "node:child_process"
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { benchTable } from "./bench-table.mjs"
import { benchBudgets, verdicts } from "./budgets.mjs"
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
    tags: { type: `string`, default: `spread` },
    "lighthouse-runs": { type: `string`, default: `3` },
    "skip-rich-post": { type: `boolean`, default: false },
  },
})
const sizes = args.sizes.split(`,`).map(size => Number(size.trim()))
if (sizes.some(size => !Number.isInteger(size) || size < 1)) throw new Error(`--sizes takes whole numbers, e.g. 7,1000,5000`)
const source = path.resolve(args.source)
const lighthouseRuns = Number(args[`lighthouse-runs`])
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 0) throw new Error(`--lighthouse-runs takes a whole number; 0 skips Lighthouse`)

await import(`./typescript-imports.mjs`)
const { firstVisits, imageBytes, paintAndHydration, withSite } = await import(`./browser-figures.mjs`)
const { searchLatency } = await import(`./search-latency.mjs`)
const { measureWithLighthouse } = await import(`./lighthouse-runs.mjs`)
const { firstVisitJsBudget } = await import(`../e2e/support/first-visit.ts`)

/** A tag page, measured like the others: the sample posts and the generated ones (generate-posts.mjs) share this tag. */
const TAG_PATH = `/tags/rust`
const BUDGETS = benchBudgets(firstVisitJsBudget)

const runs = []
for (const posts of sizes) runs.push(await benchmark(posts))

// What a post with 20 equations and 3 diagrams adds to a build (bench/rich-post.mjs).
const { richPostCost } = await import(`./rich-post.mjs`)
const richPost = !args[`skip-rich-post`] ? await richPostCost(source, progress) : undefined

const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryBytes: os.totalmem(),
    node: process.version,
    loadAverage: os.loadavg(),
  },
  source: { dir: source, ...gitState(source) },
  tags: args.tags,
  budgets: BUDGETS,
  runs,
  richPost,
  verdicts: runs.flatMap(run => verdicts(run, BUDGETS)),
}
await fs.mkdir(path.dirname(args.out), { recursive: true })
await fs.writeFile(args.out, `${JSON.stringify(report, null, 2)}\n`)
console.log(benchTable(report, { query: args.query, noCovers: args[`no-covers`] }))
const lighthouseRun = runs.find(run => run.lighthouse)
if (lighthouseRun) console.log(`\nLighthouse, ${lighthouseRun.posts} posts:\n${formatLighthouse(lighthouseRun.lighthouse)}`)
if (richPost) {
  for (const [kind, f] of Object.entries(richPost)) {
    const change = `${f.withoutSeconds.toFixed(1)} → ${f.withSeconds.toFixed(1)} s`
    console.log(`A post with 20 equations and 3 diagrams, ${kind} build: +${f.addedSeconds.toFixed(1)} s (${change})`)
  }
}
console.log(`\nFigures written to ${path.relative(process.cwd(), args.out) || args.out}`)

async function benchmark(posts) {
  progress(`${posts} posts: copying the site and generating posts`)
  const { dir, ownPosts } = await createSiteCopy(source, posts, { covers: !args[`no-covers`], tags: args.tags })
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
      searchSlowCpu: posts >= 5000 ? await searchLatency(site, args.query, { cpuSlowdown: 4 }) : undefined,
      paint: {
        slow4g: await paintAndHydration(site.browser, publicDir, [`/`, `/projects`, postPath, TAG_PATH]),
        fastNetwork: await paintAndHydration(site.browser, publicDir, [`/`, `/projects`, postPath, TAG_PATH], { network: false }),
      },
    }))
    // Lighthouse on the project's own posts only: the real site, against the floor.
    const lighthouse =
      lighthouseRuns > 0 && posts === ownPosts.length
        ? await lighthouseFigures(publicDir, [`/`, `/projects`, postPath, TAG_PATH])
        : undefined
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
    return await measureWithLighthouse({
      siteDir: publicDir,
      floorDir: floor.publicDir,
      paths,
      runs: lighthouseRuns,
      progress: line => progress(`Lighthouse ${line}`),
    })
  } finally {
    await floor.remove()
  }
}

/** The project's own post with the most text: the heaviest post page a visitor can open. */
async function largestPost(posts) {
  const sizes = await Promise.all(posts.map(async ({ file }) => (await fs.stat(file)).size))
  return posts[sizes.indexOf(Math.max(...sizes))].slug
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
