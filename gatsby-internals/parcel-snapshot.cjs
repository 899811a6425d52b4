// Gatsby internal: gatsby/dist/utils/parcel/compile-gatsby-files.js compiles
// gatsby-config.ts and gatsby-node.ts with Parcel (@parcel/core 2.8.3) at the
// start of every `gatsby build` and `gatsby develop`, in a worker process that
// inherits the build's Node options. Parcel learns what changed since its last
// run by comparing the project's files with a snapshot, through @parcel/watcher
// 2.6.0's writeSnapshot and getEventsSince (RequestTracker.js), and leaves out
// only its own cache and .git.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by gatsby-internals/__tests__/parcel-snapshot.test.ts and e2e/warm-build.test.ts.
//
// Loaded before Gatsby by `npm run build` and `npm run develop`
// (`node --require ./gatsby-internals/parcel-snapshot.cjs`), as nothing of the
// site runs before that compilation. It leaves node_modules/ and public/ out of
// Parcel's snapshots. Parcel walks every file under the project twice per run,
// once to compare and once to write the snapshot, and these two folders hold
// most of them: every installed package's files and every built page. Walking
// them adds to every build a time that grows with the blog, and more to the
// first build after a cold one, which finds public/ new. Neither folder holds
// what Parcel compiles: Gatsby tells it to leave packages out of the bundle, and
// public/ is the build's output. Parcel does track its own plugins' files in
// node_modules/, so when the package manager has changed node_modules/ since the
// snapshot, Parcel is told that the project folder was created, its own way to
// run everything again: one compilation without its cache, once per install
// rather than once per build.
"use strict"

const fs = require(`fs`)
const path = require(`path`)

/** Folders under the project that Parcel's snapshots leave out. */
const LEFT_OUT = [`node_modules`, `public`]

/** Files a package manager writes in node_modules/ when it changes what is installed (npm, pnpm, Yarn 2+ and Yarn 1). */
const INSTALL_STAMPS = [`.package-lock.json`, `.modules.yaml`, `.yarn-state.yml`, `.yarn-integrity`]

/** @param {string} file */
function modifiedAt(file) {
  try {
    return fs.statSync(file).mtimeMs
  } catch {
    return undefined
  }
}

/**
 * When node_modules/ under `root` last changed, as far as its folder and its
 * package manager's stamp tell; undefined without node_modules/.
 * @param {string} root
 */
function dependenciesChangedAt(root) {
  const folder = path.join(root, `node_modules`)
  const times = [folder, ...INSTALL_STAMPS.map(name => path.join(folder, name))].map(modifiedAt).filter(time => time !== undefined)
  return times.length > 0 ? Math.max(...times) : undefined
}

/**
 * @param {string} root
 * @param {{ ignore?: string[] } | undefined} options
 */
function leavingOut(root, options) {
  return { ...options, ignore: [...(options?.ignore ?? []), ...LEFT_OUT.map(name => path.join(root, name))] }
}

/**
 * Makes `watcher`'s snapshots leave out node_modules/ and public/.
 * @param {{ writeSnapshot: Function, getEventsSince: Function }} watcher @parcel/watcher's module
 */
function leaveOutOfSnapshots(watcher) {
  const { writeSnapshot, getEventsSince } = watcher
  watcher.writeSnapshot = (/** @type {string} */ root, /** @type {string} */ snapshot, /** @type {any} */ options) =>
    writeSnapshot(root, snapshot, leavingOut(root, options))
  watcher.getEventsSince = async (/** @type {string} */ root, /** @type {string} */ snapshot, /** @type {any} */ options) => {
    const taken = modifiedAt(snapshot)
    const installed = dependenciesChangedAt(root)
    if (taken !== undefined && installed !== undefined && installed > taken) return [{ type: `create`, path: root }]
    return getEventsSince(root, snapshot, leavingOut(root, options))
  }
}

/** The @parcel/watcher module that Parcel loads: Gatsby's @parcel/core's @parcel/fs's. */
function parcelsWatcher() {
  let from = path.dirname(require.resolve(`gatsby/package.json`, { paths: [process.cwd(), __dirname] }))
  for (const name of [`@parcel/core`, `@parcel/fs`]) from = path.dirname(require.resolve(name, { paths: [from] }))
  return require(require.resolve(`@parcel/watcher`, { paths: [from] }))
}

try {
  leaveOutOfSnapshots(parcelsWatcher())
} catch (error) {
  // Only slower: the build itself does not depend on it. Said once, by the main process.
  if (require(`worker_threads`).isMainThread && !process.env.GATSBY_WORKER_ID) {
    console.warn(`gatsby-internals/parcel-snapshot.cjs: Parcel's snapshots keep node_modules/ and public/ (${error.message})`)
  }
}

module.exports = { leaveOutOfSnapshots, parcelsWatcher }
