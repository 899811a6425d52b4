// A throwaway copy of the project in the system's temp folder: the sources are
// copied and node_modules is linked, so a build there never touches the
// original's content/, .cache/ or public/. Shared by the browser tests that
// build their own site (temp-site.ts) and by the benchmark (bench/site-copy.mjs).
import { promises as fs } from "fs"
import os from "os"
import path from "path"

/** Top-level entries that are installed packages (linked instead), build output, caches, reports or history. */
const SKIPPED = new Set([`node_modules`, `.cache`, `public`, `.git`, `coverage`, `test-results`])
/** The benchmark's own figures, which a copy has no use for. */
const BENCH_RESULTS = path.join(`bench`, `results`)

/** Copies the project at `source` into a new folder named after `label`, and returns that folder. */
export async function copyProject(source: string, label: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `portfolio-${label}-`))
  await fs.cp(source, dir, {
    recursive: true,
    filter: file => {
      const relative = path.relative(source, file)
      return relative === `` || (!SKIPPED.has(relative.split(path.sep)[0]) && relative !== BENCH_RESULTS)
    },
  })
  await fs.symlink(await fs.realpath(path.join(source, `node_modules`)), path.join(dir, `node_modules`), `dir`)
  return dir
}
