// Lighthouse on the built site (public/) against the floor site, which it
// builds itself. See bench/README.md.
//
//   npm run lighthouse [-- --runs 3] [--site DIR] [--pages /,/projects] [--form-factors mobile,desktop]
//     [--visits returning,first,no-js] [--out FILE]
import { promises as fs } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { buildFloorSite } from "./floor-site.mjs"
import { formatLighthouse } from "./lighthouse-table.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `..`)

const { values: args } = parseArgs({
  options: {
    runs: { type: `string`, default: `3` },
    site: { type: `string`, default: path.join(ROOT, `public`) },
    pages: { type: `string` },
    "form-factors": { type: `string`, default: `mobile,desktop` },
    visits: { type: `string`, default: `returning,first,no-js` },
    out: { type: `string`, default: path.join(ROOT, `bench`, `results`, `lighthouse.json`) },
  },
})
const runs = Number(args.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number, e.g. 3`)
const siteDir = path.resolve(args.site)
if (!(await fs.stat(path.join(siteDir, `index.html`)).catch(() => null)))
  throw new Error(`No built site in ${siteDir}: run npm run build first, or pass --site DIR`)
const list = value =>
  value
    .split(`,`)
    .map(item => item.trim())
    .filter(Boolean)

await import(`./typescript-imports.mjs`)
const { FORM_FACTORS, VISITS, measureWithLighthouse } = await import(`./lighthouse-runs.mjs`)
const formFactors = list(args[`form-factors`])
const visits = list(args.visits)
if (formFactors.some(value => !FORM_FACTORS.includes(value))) throw new Error(`--form-factors takes ${FORM_FACTORS.join(`, `)}`)
if (visits.some(value => !VISITS.includes(value))) throw new Error(`--visits takes ${VISITS.join(`, `)}`)

const paths = args.pages ? list(args.pages) : await defaultPages(siteDir)
progress(`building the floor site`)
const floor = await buildFloorSite(ROOT)
try {
  progress(`floor built in ${floor.build.seconds.toFixed(1)} s; measuring ${paths.join(`, `)} and the floor, ${runs} run(s) each`)
  const report = await measureWithLighthouse({ siteDir, floorDir: floor.publicDir, paths, runs, formFactors, visits, progress })
  await fs.mkdir(path.dirname(args.out), { recursive: true })
  await fs.writeFile(args.out, `${JSON.stringify({ date: new Date().toISOString(), site: siteDir, ...report }, null, 2)}\n`)
  console.log(formatLighthouse(report))
  console.log(`Figures written to ${path.relative(process.cwd(), args.out) || args.out}`)
} finally {
  await floor.remove()
}

/** /, /projects, the post with the largest page, and a tag page when the site has one (/tags/rust if it exists). */
async function defaultPages(dir) {
  const pages = [`/`, `/projects`]
  const folders = async name =>
    (await fs.readdir(path.join(dir, name), { withFileTypes: true }).catch(() => []))
      .filter(entry => entry.isDirectory())
      .map(entry => entry.name)
  const posts = await folders(`post`)
  if (posts.length > 0) {
    const sizes = await Promise.all(
      posts.map(async slug => (await fs.stat(path.join(dir, `post`, slug, `index.html`)).catch(() => ({ size: 0 }))).size),
    )
    pages.push(`/post/${posts[sizes.indexOf(Math.max(...sizes))]}`)
  }
  const tags = await folders(`tags`)
  if (tags.length > 0) pages.push(`/tags/${tags.includes(`rust`) ? `rust` : tags.sort()[0]}`)
  return pages
}

function progress(message) {
  process.stderr.write(`[lighthouse ${new Date().toISOString().slice(11, 19)}] ${message}\n`)
}
