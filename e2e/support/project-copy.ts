// A throwaway copy of the project in the system's temp folder: the sources are
// copied and node_modules is linked, so a build there never touches the
// original's content/, .cache/ or public/. Shared by the browser tests that
// build their own site (temp-site.ts) and by the benchmark (bench/site-copy.mjs).
import { execFile } from "child_process"
import { promises as fs } from "fs"
import os from "os"
import path from "path"

/** Top-level entries that are installed packages (linked instead), build output, caches, reports or history. */
const SKIPPED = new Set([`node_modules`, `.cache`, `public`, `.git`, `coverage`, `test-results`])
/** The benchmark's own figures, which a copy has no use for. */
const BENCH_RESULTS = path.join(`bench`, `results`)

export interface CopyOptions {
  /**
   * node_modules as hard links to the original's files instead of one symbolic link to its folder. The benchmark
   * asks for it: behind a linked folder, webpack's cache rebuilt its CSS every other build, so a warm build rendered
   * and scanned every page again, which an owner's own checkout never does. Falls back to the link where hard links
   * cannot be made (another disk, no `cp -al`).
   */
  hardLinkModules?: boolean
  /** The folder to make the copy in; the system's temp folder by default. */
  parent?: string
}

/** Copies the project at `source` into a new folder named after `label`, and returns that folder. */
export async function copyProject(
  source: string,
  label: string,
  { hardLinkModules = false, parent = os.tmpdir() }: CopyOptions = {},
): Promise<string> {
  const dir = await fs.mkdtemp(path.join(parent, `portfolio-${label}-`))
  await fs.cp(source, dir, {
    recursive: true,
    filter: file => {
      const relative = path.relative(source, file)
      return relative === `` || (!SKIPPED.has(relative.split(path.sep)[0]) && relative !== BENCH_RESULTS)
    },
  })
  const modules = await fs.realpath(path.join(source, `node_modules`))
  const linked = hardLinkModules && (await hardLinkCopy(modules, path.join(dir, `node_modules`)))
  if (!linked) await fs.symlink(modules, path.join(dir, `node_modules`), `dir`)
  return dir
}

/** `from` copied to `to` as hard links (GNU cp); false when that cannot be done. */
async function hardLinkCopy(from: string, to: string): Promise<boolean> {
  const done = await new Promise<boolean>(resolve => execFile(`cp`, [`-al`, from, to], error => resolve(!error)))
  if (!done) await fs.rm(to, { recursive: true, force: true })
  return done
}

/**
 * Node's arguments for the project's `npm run build` or `npm run develop`, read from its package.json, so that a
 * copy runs Gatsby as the owner does: `node --require ./gatsby-internals/parcel-snapshot.cjs
 * node_modules/gatsby/cli.js build`. An older checkout's plain `gatsby build` runs Gatsby's CLI alone.
 */
export async function gatsbyScriptArgs(dir: string, script: `build` | `develop`): Promise<string[]> {
  const { scripts } = JSON.parse(await fs.readFile(path.join(dir, `package.json`), `utf8`)) as { scripts?: Record<string, string> }
  const words = (scripts?.[script] ?? ``).trim().split(/\s+/)
  if (words[0] === `node`) return words.slice(1)
  if (words[0] === `gatsby`) return [path.join(`node_modules`, `gatsby`, `cli.js`), ...words.slice(1)]
  throw new Error(`${path.join(dir, `package.json`)}: scripts.${script} is "${scripts?.[script] ?? ``}", not a node or gatsby command`)
}
