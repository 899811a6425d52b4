// The sample site's cold build beside gatsby-starter-blog's, in one run: the
// yardstick a Gatsby blog is held to. The starter is a checkout the owner
// fetched (git clone https://github.com/gatsbyjs/gatsby-starter-blog); it is
// copied to a folder of its own, given this project's sharp override (the
// starter's sharp does not install everywhere), and installed once with npm;
// later runs reuse that install. Then both build cold, .cache and public/
// removed before each build, in alternating pairs (which one goes first swaps
// every pair), and the table gives each one's median wall and CPU time and
// the ratios. See bench/README.md.
//
//   npm run bench:starter -- --starter DIR [--pairs 3] [--source DIR] [--out FILE]
import { execFileSync } from "node:child_process"
import { createHash } from "node:crypto"
import { promises as fs, readFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { timedBuild } from "./site-copy.mjs"

await import(`./typescript-imports.mjs`)
const { copyProject } = await import(`../e2e/support/project-copy.ts`)

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `..`)
/** Never copied from the checkout: installed packages, build output, history. */
const SKIPPED = new Set([`node_modules`, `.cache`, `public`, `.git`])
/** The issue's goal for the sample's cold build, never asserted (a shared machine is noisy). */
const GOAL_RATIO = 1.2

const { values: args } = parseArgs({
  options: {
    starter: { type: `string` },
    pairs: { type: `string`, default: `3` },
    source: { type: `string`, default: ROOT },
    out: { type: `string`, default: path.join(ROOT, `bench`, `results`, `starter-build.json`) },
  },
})
if (!args.starter) {
  console.error(`Usage: npm run bench:starter -- --starter DIR, DIR a checkout of https://github.com/gatsbyjs/gatsby-starter-blog`)
  process.exit(2)
}
const pairs = Number(args.pairs)
if (!Number.isInteger(pairs) || pairs < 1) throw new Error(`--pairs takes a whole number from 1, not "${args.pairs}"`)

const starter = await installedStarter(path.resolve(args.starter), path.resolve(args.source))
const project = await copyProject(path.resolve(args.source), `starter-pair`, { hardLinkModules: true })
const sites = [
  { name: `this site`, dir: project, runs: [] },
  { name: `gatsby-starter-blog`, dir: starter, runs: [] },
]
try {
  for (let pair = 0; pair < pairs; pair++) {
    for (const site of pair % 2 === 0 ? sites : [...sites].reverse()) {
      await Promise.all([`.cache`, `public`].map(folder => fs.rm(path.join(site.dir, folder), { recursive: true, force: true })))
      const build = await timedBuild(site.dir, `build-${pair + 1}.log`, { sampleMs: 0 })
      site.runs.push({ seconds: build.seconds, cpuSeconds: build.cpuSeconds, loadAverage: build.loadAverage })
      console.log(`pair ${pair + 1}: ${site.name} ${build.seconds.toFixed(1)} s wall, ${build.cpuSeconds.toFixed(1)} s CPU`)
    }
  }
} finally {
  await fs.rm(project, { recursive: true, force: true })
}

const median = values => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const [ours, theirs] = sites.map(site => ({
  wall: median(site.runs.map(run => run.seconds)),
  cpu: median(site.runs.map(run => run.cpuSeconds)),
}))
const pairRatios = sites[0].runs.map((run, i) => run.seconds / sites[1].runs[i].seconds)
console.log(`\nCold builds, ${pairs} alternating pair(s), medians (load average ${loadRange(sites)}):`)
console.log(`| | Wall | CPU |`)
console.log(`|---|---|---|`)
console.log(`| This site (${await postCount(args.source)} posts) | ${ours.wall.toFixed(1)} s | ${ours.cpu.toFixed(1)} s |`)
console.log(`| gatsby-starter-blog | ${theirs.wall.toFixed(1)} s | ${theirs.cpu.toFixed(1)} s |`)
const wallRatio = ours.wall / theirs.wall
const cpuRatio = ours.cpu / theirs.cpu
console.log(`| Ratio (goal at most ${GOAL_RATIO}×) | ${wallRatio.toFixed(2)}× | ${cpuRatio.toFixed(2)}× |`)
console.log(`Each pair's wall ratio: ${pairRatios.map(ratio => `${ratio.toFixed(2)}×`).join(`, `)}`)

await fs.mkdir(path.dirname(args.out), { recursive: true })
const result = { date: new Date().toISOString(), pairs, sites, medians: { ours, theirs }, ratios: { wall: wallRatio, cpu: cpuRatio } }
await fs.writeFile(args.out, `${JSON.stringify(result, null, 2)}\n`)
console.log(`Every run: ${path.relative(process.cwd(), args.out)}`)

/**
 * The starter's checkout copied beside the system's temp files and installed with npm, named by a digest of its
 * package.json and the override it is given, so a later run with the same starter reuses the install.
 */
async function installedStarter(checkout, source) {
  const manifest = JSON.parse(readFileSync(path.join(checkout, `package.json`), `utf8`))
  if (!manifest.dependencies?.gatsby) throw new Error(`${checkout}/package.json names no gatsby: not a checkout of gatsby-starter-blog`)
  const { overrides } = JSON.parse(readFileSync(path.join(source, `package.json`), `utf8`))
  const key = createHash(`sha1`)
    .update(JSON.stringify([manifest, overrides]))
    .digest(`hex`)
    .slice(0, 12)
  const dir = path.join(os.tmpdir(), `gatsby-starter-blog-${key}`)
  const installed = await fs.stat(path.join(dir, `node_modules`, `gatsby`, `package.json`)).then(
    () => true,
    () => false,
  )
  if (installed) return dir
  await fs.rm(dir, { recursive: true, force: true })
  await fs.cp(checkout, dir, { recursive: true, filter: file => !SKIPPED.has(path.relative(checkout, file).split(path.sep)[0]) })
  // The starter's lockfile pins the sharp its plugins ask for; without it, npm resolves them under the override.
  await fs.rm(path.join(dir, `package-lock.json`), { force: true })
  await fs.writeFile(path.join(dir, `package.json`), `${JSON.stringify({ ...manifest, overrides }, null, 2)}\n`)
  console.log(`Installing the starter's packages in ${dir} (once; later runs reuse them)…`)
  execFileSync(process.platform === `win32` ? `npm.cmd` : `npm`, [`install`, `--no-audit`, `--no-fund`], { cwd: dir, stdio: `inherit` })
  return dir
}

async function postCount(source) {
  const entries = await fs.readdir(path.join(source, `content`, `posts`), { withFileTypes: true })
  return entries.filter(entry => entry.isDirectory() || /\.(md|markdown)$/i.test(entry.name)).length
}

function loadRange(all) {
  const loads = all.flatMap(site => site.runs.flatMap(run => [run.loadAverage.before, run.loadAverage.after]))
  return `${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}`
}
