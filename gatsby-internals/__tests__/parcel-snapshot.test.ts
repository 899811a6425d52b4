/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "fs"
import os from "os"
import path from "path"

// Loading the module leaves node_modules/ and public/ out of the snapshots of the installed Parcel's watcher,
// as `node --require` does before Gatsby.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { leaveOutOfSnapshots, parcelsWatcher } = require(`../parcel-snapshot.cjs`) as {
  leaveOutOfSnapshots(watcher: Watcher): void
  parcelsWatcher(): Watcher
}

interface Options {
  ignore?: string[]
}
interface WatchEvent {
  type: string
  path: string
}
interface Watcher {
  writeSnapshot(root: string, snapshot: string, options?: Options): Promise<unknown>
  getEventsSince(root: string, snapshot: string, options?: Options): Promise<WatchEvent[]>
}

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), `parcel-snapshot-`))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function write(relativePath: string, text = `x`) {
  const file = path.join(root, relativePath)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
  return file
}

/** Sets a file's modification time, in seconds since the epoch. */
function stamp(file: string, seconds: number) {
  utimesSync(file, seconds, seconds)
}

/** A watcher that records the options it was called with and walks nothing. */
function recordingWatcher() {
  const calls: { name: string; options?: Options }[] = []
  const watcher: Watcher = {
    writeSnapshot: async (_root, _snapshot, options) => void calls.push({ name: `writeSnapshot`, options }),
    getEventsSince: async (_root, _snapshot, options) => {
      calls.push({ name: `getEventsSince`, options })
      return [{ type: `update`, path: path.join(root, `gatsby-node.ts`) }]
    },
  }
  leaveOutOfSnapshots(watcher)
  return { watcher, calls }
}

const parcelsOwn = () => ({ ignore: [path.join(root, `.cache`, `.parcel-cache`), path.join(root, `.git`)] })
const leftOut = () => [...parcelsOwn().ignore, path.join(root, `node_modules`), path.join(root, `public`)]

describe(`Parcel's snapshots`, () => {
  it(`leave out node_modules/ and public/ besides what Parcel leaves out`, async () => {
    const { watcher, calls } = recordingWatcher()
    const snapshot = write(`.cache/.parcel-cache/snapshot.txt`)
    await watcher.writeSnapshot(root, snapshot, parcelsOwn())
    await watcher.getEventsSince(root, snapshot, parcelsOwn())
    expect(calls).toEqual([
      { name: `writeSnapshot`, options: { ignore: leftOut() } },
      { name: `getEventsSince`, options: { ignore: leftOut() } },
    ])
  })

  it(`report the project as created, for Parcel to compile everything again, once the packages changed since the snapshot`, async () => {
    const { watcher, calls } = recordingWatcher()
    const snapshot = write(`.cache/.parcel-cache/snapshot.txt`)
    const installed = write(`node_modules/.package-lock.json`)
    stamp(path.join(root, `node_modules`), 1_000)
    stamp(snapshot, 2_000)
    stamp(installed, 1_500)
    expect(await watcher.getEventsSince(root, snapshot, parcelsOwn())).toEqual([
      { type: `update`, path: path.join(root, `gatsby-node.ts`) },
    ])

    stamp(installed, 3_000)
    expect(await watcher.getEventsSince(root, snapshot, parcelsOwn())).toEqual([{ type: `create`, path: root }])
    // The folder walked only the first time.
    expect(calls.map(call => call.name)).toEqual([`getEventsSince`])
  })

  it(`tell a package added or removed by the node_modules/ folder's own time, with any package manager`, async () => {
    const { watcher } = recordingWatcher()
    const snapshot = write(`.cache/.parcel-cache/snapshot.txt`)
    write(`node_modules/.modules.yaml`)
    stamp(path.join(root, `node_modules`, `.modules.yaml`), 1_000)
    stamp(snapshot, 2_000)
    stamp(path.join(root, `node_modules`), 3_000)
    expect(await watcher.getEventsSince(root, snapshot, parcelsOwn())).toEqual([{ type: `create`, path: root }])
  })

  it(`are compared as Parcel would without a snapshot file or a node_modules/ folder`, async () => {
    const { watcher, calls } = recordingWatcher()
    await watcher.getEventsSince(root, path.join(root, `missing.txt`), parcelsOwn())
    write(`.cache/.parcel-cache/snapshot.txt`)
    await watcher.getEventsSince(root, path.join(root, `.cache/.parcel-cache/snapshot.txt`), parcelsOwn())
    expect(calls.map(call => call.name)).toEqual([`getEventsSince`, `getEventsSince`])
  })

  it(`of the installed Parcel, through its own file system, leave those folders out and see the rest`, async () => {
    // @parcel/fs as the installed Gatsby's @parcel/core loads it: the NodeFS Parcel compares the project with.
    const core = require.resolve(`@parcel/core`, { paths: [path.dirname(require.resolve(`gatsby/package.json`))] })
    const parcelFsModule = require.resolve(`@parcel/fs`, { paths: [path.dirname(core)] })
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { NodeFS } = require(parcelFsModule) as { NodeFS: new () => Watcher }
    const parcelFs = new NodeFS()
    // The watcher the module changed is the one that @parcel/fs loads.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(parcelsWatcher()).toBe(require(require.resolve(`@parcel/watcher`, { paths: [path.dirname(parcelFsModule)] })))

    write(`gatsby-node.ts`)
    write(`node_modules/some-package/index.js`)
    write(`public/index.html`)
    const snapshot = path.join(root, `.cache`, `.parcel-cache`, `snapshot.txt`)
    mkdirSync(path.dirname(snapshot), { recursive: true })
    await parcelFs.writeSnapshot(root, snapshot, parcelsOwn())
    const text = readFileSync(snapshot, `utf8`)
    expect(text).toContain(path.join(root, `gatsby-node.ts`))
    expect(text).not.toContain(path.join(root, `node_modules`))
    expect(text).not.toContain(path.join(root, `public`))

    write(`site-build/new.ts`)
    write(`public/page/index.html`)
    write(`node_modules/some-package/other.js`)
    // Older than the snapshot: the packages did not change since.
    stamp(path.join(root, `node_modules`), 1_000)
    const events = await parcelFs.getEventsSince(root, snapshot, parcelsOwn())
    expect(events.map(event => path.relative(root, event.path)).sort()).toEqual([`site-build`, path.join(`site-build`, `new.ts`)])
  })
})
