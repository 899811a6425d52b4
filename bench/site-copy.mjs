// A throwaway copy of the project with N posts, built with its `npm run build` while
// the wall time and the peak memory of the whole process tree are recorded.
import { execFileSync, spawn } from "node:child_process"
import { createWriteStream, promises as fs, readFileSync, readdirSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { gzipSync, constants } from "node:zlib"
import { buildSteps, cardFigures, searchIndexFigures } from "./build-log.mjs"
import { writeGeneratedPosts } from "./generate-posts.mjs"

// The copy itself is the browser tests' own (e2e/support/project-copy.ts).
await import(`./typescript-imports.mjs`)
const { copyProject, gatsbyScriptArgs } = await import(`../e2e/support/project-copy.ts`)

/**
 * Copies `source` into a new temporary folder with `posts` posts in content/posts:
 * the project's own posts, then generated ones up to the count, with covers
 * unless `covers` is false, their tags spread as `tags` says (generate-posts.mjs).
 */
export async function createSiteCopy(source, posts, { covers = true, tags = `spread`, series = `none` } = {}) {
  const dir = await copyProject(source, `bench-${posts}`, { hardLinkModules: true })

  const postsDir = path.join(dir, `content`, `posts`)
  // content/posts/{slug}.md, and folder posts content/posts/{slug}/index.md
  const entries = await fs.readdir(postsDir, { withFileTypes: true })
  const own = []
  for (const entry of entries) {
    if (entry.isFile() && /\.mdx?$/.test(entry.name)) own.push(entry.name)
    else if (entry.isDirectory() && (await fs.stat(path.join(postsDir, entry.name, `index.md`)).catch(() => null)))
      own.push(`${entry.name}/index.md`)
  }
  if (posts < own.length) throw new Error(`${posts} posts asked, but the project already has ${own.length}`)
  const images = covers ? (await fs.readdir(path.join(dir, `static`, `images`, `posts`))).map(name => `/images/posts/${name}`) : []
  const generatedFiles = await writeGeneratedPosts(postsDir, posts - own.length, images, { tags, series })
  return {
    dir,
    generatedFiles,
    ownPosts: own.map(name => ({ slug: name.replace(/(\/index)?\.mdx?$/, ``), file: path.join(postsDir, name) })),
  }
}

/**
 * Runs the project's `npm run build` in `dir` (its node command, without npm), sampling the memory of it and all its
 * descendants every `sampleMs` (0: not at all, and the peaks are null). Also
 * reports the CPU time of the whole tree, which a busy machine inflates far
 * less than the wall time, and the load average around the build, to tell how
 * busy the machine was. Sampling has a cost: reading each process's memory map
 * is slow with Gatsby's stores mapped, so sampling every 200 ms takes about a
 * tenth of a core, enough to slow the build it times.
 */
export async function timedBuild(dir, logName, { sampleMs = 200 } = {}) {
  const logFile = path.join(dir, logName)
  const log = createWriteStream(logFile)
  const command = await gatsbyScriptArgs(dir, `build`)
  const cpuBefore = reapedChildrenCpuSeconds()
  const loadBefore = os.loadavg()[0]
  const started = performance.now()
  const child = spawn(process.execPath, command, {
    cwd: dir,
    env: { ...process.env, CI: `true`, GATSBY_TELEMETRY_DISABLED: `1`, NODE_ENV: `production` },
    stdio: [`ignore`, `pipe`, `pipe`],
  })
  child.stdout.pipe(log)
  child.stderr.pipe(log)

  let peakRss = 0
  let peakPss = 0
  const sample = () => {
    const { rss, pss } = treeMemory(child.pid)
    peakRss = Math.max(peakRss, rss)
    peakPss = Math.max(peakPss, pss)
  }
  const timer = sampleMs > 0 ? setInterval(sample, sampleMs) : undefined
  if (timer) sample()
  const code = await new Promise((resolve, reject) => {
    child.on(`error`, reject)
    child.on(`close`, resolve)
  })
  clearInterval(timer)
  const seconds = (performance.now() - started) / 1000
  await new Promise(resolve => log.end(resolve))
  const written = readFileSync(logFile, `utf8`)
  if (code !== 0) {
    const tail = written.split(`\n`).slice(-40).join(`\n`)
    throw new Error(`gatsby build failed in ${dir} (exit ${code}); the end of ${logName}:\n${tail}`)
  }
  return {
    seconds,
    steps: buildSteps(written),
    cards: cardFigures(written),
    searchIndex: searchIndexFigures(written),
    cpuSeconds: reapedChildrenCpuSeconds() - cpuBefore,
    peakPssBytes: timer ? peakPss : null,
    peakRssBytes: timer ? peakRss : null,
    loadAverage: { before: loadBefore, after: os.loadavg()[0] },
  }
}

const CLOCK_TICKS = Number(execFileSync(`getconf`, [`CLK_TCK`], { encoding: `utf8` }).trim()) || 100

/**
 * User and system CPU time of this process's children that have ended and been
 * waited for, each including its own waited-for descendants (cutime + cstime).
 */
function reapedChildrenCpuSeconds() {
  const stat = readFileSync(`/proc/self/stat`, `utf8`)
  const fields = stat.slice(stat.lastIndexOf(`)`) + 2).split(` `)
  // After the name: state is field 3 of stat(5), so cutime (16) and cstime (17) sit at 13 and 14.
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS
}

/**
 * Memory of a process and all its descendants, in bytes, from /proc. `pss`
 * (proportional set size) counts a page that several processes share once,
 * split between them: the query workers and the main process all map the
 * same node store, so their summed resident memory (`rss`) counts it once per
 * process and overstates the total by the store's size for each worker.
 */
function treeMemory(rootPid) {
  const children = new Map()
  for (const entry of readdirSync(`/proc`)) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readProc(`/proc/${entry}/stat`)
    if (!stat) continue
    // The process name is in parentheses and may hold spaces; the parent id is the second field after it.
    const parent = Number(stat.slice(stat.lastIndexOf(`)`) + 2).split(` `)[1])
    if (!children.has(parent)) children.set(parent, [])
    children.get(parent).push(Number(entry))
  }
  const total = { rss: 0, pss: 0 }
  const queue = [rootPid]
  while (queue.length > 0) {
    const pid = queue.pop()
    const rss = /VmRSS:\s+(\d+) kB/.exec(readProc(`/proc/${pid}/status`) ?? ``)
    if (rss) total.rss += Number(rss[1]) * 1024
    const pss = /^Pss:\s+(\d+) kB/m.exec(readProc(`/proc/${pid}/smaps_rollup`) ?? ``)
    if (pss) total.pss += Number(pss[1]) * 1024
    queue.push(...(children.get(pid) ?? []))
  }
  return total
}

function readProc(file) {
  try {
    return readFileSync(file, `utf8`)
  } catch {
    return null // the process ended between listing and reading
  }
}

/** Raw and gzip (level 9) size of a built file. */
export async function fileSize(file) {
  const body = await fs.readFile(file)
  return { bytes: body.length, gzipBytes: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length }
}

/** Post pages in public/post: the folders holding an index.html. */
export async function countPostPages(publicDir) {
  const names = await fs.readdir(path.join(publicDir, `post`))
  const pages = await Promise.all(
    names.map(name =>
      fs.access(path.join(publicDir, `post`, name, `index.html`)).then(
        () => 1,
        () => 0,
      ),
    ),
  )
  return pages.reduce((sum, page) => sum + page, 0)
}
