// Gatsby internal: gatsby/dist/utils/worker/pool.js starts cpuCoreCount() - 1 workers, and
// gatsby-core-utils' cpuCoreCount reads GATSBY_CPU_COUNT.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by gatsby-internals/__tests__/worker-count.test.ts.
//
// How many worker processes a build runs its page queries and HTML in.
// Gatsby starts cpuCoreCount() - 1 of them, keeping a core for the main process
// (gatsby/dist/utils/worker/pool.js, checked with Gatsby 5.16). While they work,
// the main process only waits, so on a 2-core machine, the hosts' build
// machines included, one of the two cores would sit idle through the longest
// step. On a blog of many posts, counting one core more gives one worker per core
// (bench/README.md gives what it saves). On a small one, each worker's own start
// (Gatsby's modules, loaded again in every worker: about 3 s of CPU) costs more than
// the pages it would share, so Gatsby's count stays.
// The same count sets webpack's minifier threads and sharp's queue, which also
// take cores - 1. An owner's own GATSBY_CPU_COUNT is left as it is.
import { availableParallelism } from "os"

/** From this many posts on, a build runs one worker per core; below it, Gatsby's cores - 1. */
export const POSTS_FOR_A_WORKER_PER_CORE = 50

export function oneWorkerPerCore(posts: number, env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): void {
  if (posts < POSTS_FOR_A_WORKER_PER_CORE) return
  if (env.GATSBY_CPU_COUNT === undefined || env.GATSBY_CPU_COUNT === ``) env.GATSBY_CPU_COUNT = String(cores + 1)
}
