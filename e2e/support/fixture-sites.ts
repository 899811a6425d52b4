// Fixture sites: copies of the project with other content (e2e/fixtures/), each
// built once per test run by whichever test file asks for it first, then read by
// every test file that needs it. The copies and the record of each build live in
// the run's folder, which jest.e2e.config.js's global setup makes and its
// teardown removes; test files running in parallel wait for a build another one
// has started instead of starting their own.
import { existsSync, promises as fs, rmSync } from "fs"
import os from "os"
import path from "path"
import { FIXTURE_SITES, type FixtureName } from "../fixtures"
import { useServedSite } from "./browser"
import { RUN_DIR_VARIABLE } from "./fixture-run"
import type { StaticServer } from "./static-server"
import { createTempSite, type BuildResult } from "./temp-site"
import type { Browser } from "playwright-core"

export interface FixtureBuild<Notes = unknown> {
  /** The copy of the project the site was built in. */
  dir: string
  publicDir: string
  /** `npm run build`'s outcome. */
  result: BuildResult
  /** What the fixture's preparation recorded (commands it ran and what they printed). */
  notes: Notes
}

type NotesOf<Name extends FixtureName> = Awaited<ReturnType<(typeof FIXTURE_SITES)[Name][`prepare`]>>

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

/** The run's folder; a process started without the global setup gets one of its own, removed at its exit. */
async function runDir(): Promise<string> {
  const named = process.env[RUN_DIR_VARIABLE]
  if (named) return named
  const own = await fs.mkdtemp(path.join(os.tmpdir(), `portfolio-fixtures-`))
  process.env[RUN_DIR_VARIABLE] = own
  process.once(`exit`, () => rmSync(own, { recursive: true, force: true }))
  return own
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * The fixture site `name`, built in this run: built now if no test file has asked for it yet,
 * awaited if another is building it. A fixture whose build must succeed throws with the build's end when it fails.
 */
export async function fixtureBuild<Name extends FixtureName>(name: Name): Promise<FixtureBuild<NotesOf<Name>>> {
  const run = await runDir()
  const record = path.join(run, `${name}.json`)
  const lock = path.join(run, `${name}.lock`)
  const fixture = FIXTURE_SITES[name]
  for (;;) {
    if (existsSync(record)) {
      const built = JSON.parse(await fs.readFile(record, `utf8`)) as FixtureBuild<NotesOf<Name>>
      if (fixture.mustBuild && built.result.code !== 0) {
        throw new Error(`The ${name} fixture site's build failed:\n${built.result.output.slice(-4000)}`)
      }
      return built
    }
    try {
      await fs.mkdir(lock)
    } catch {
      // Another test file is building it; take over only if that process is gone.
      const owner = Number(await fs.readFile(path.join(lock, `pid`), `utf8`).catch(() => `0`))
      if (owner && !alive(owner)) await fs.rm(lock, { recursive: true, force: true })
      await sleep(1000)
      continue
    }
    await fs.writeFile(path.join(lock, `pid`), String(process.pid))
    try {
      const temp = await createTempSite(name, run)
      const notes = await fixture.prepare(temp)
      const { pathPrefix } = fixture
      const prefixed = pathPrefix ? { env: { PATH_PREFIX: pathPrefix }, args: [`--prefix-paths`] } : {}
      const result = await temp.build({ timeoutMs: fixture.timeoutMs, ...prefixed })
      const built = { dir: temp.dir, publicDir: temp.publicDir, result, notes }
      await fs.writeFile(`${record}.part`, JSON.stringify(built))
      await fs.rename(`${record}.part`, record)
    } finally {
      await fs.rm(lock, { recursive: true, force: true })
    }
  }
}

/**
 * Removes the fixture site `name` and the record of its build, for a test file that changed it by building it on:
 * the next run, or the next file that asks, builds it afresh.
 */
export async function discardFixture(name: FixtureName): Promise<void> {
  const record = path.join(await runDir(), `${name}.json`)
  const built = existsSync(record) ? (JSON.parse(await fs.readFile(record, `utf8`)) as FixtureBuild) : undefined
  await fs.rm(record, { force: true })
  if (built) await fs.rm(built.dir, { recursive: true, force: true })
}

export interface UsedFixture<Notes> extends FixtureBuild<Notes> {
  server: StaticServer
  browser: Browser
}

/**
 * The fixture site `name`, built (see fixtureBuild) and served on 127.0.0.1 with one Chromium
 * for the test file or describe block it is called in. Read its fields inside tests.
 */
export function useFixtureSite<Name extends FixtureName>(name: Name): Readonly<UsedFixture<NotesOf<Name>>> {
  const served = useServedSite()
  let built: FixtureBuild<NotesOf<Name>> | undefined
  beforeAll(async () => {
    built = await fixtureBuild(name)
    if (built.result.code === 0) await served.start(built.publicDir, FIXTURE_SITES[name].pathPrefix)
  }, FIXTURE_SITES[name].timeoutMs + 120_000)
  const field = <Key extends keyof FixtureBuild>(key: Key) => {
    if (!built) throw new Error(`The ${name} fixture site is read before its build`)
    return built[key]
  }
  return {
    get dir() {
      return field(`dir`)
    },
    get publicDir() {
      return field(`publicDir`)
    },
    get result() {
      return field(`result`)
    },
    get notes() {
      return field(`notes`) as NotesOf<Name>
    },
    get server() {
      return served.server
    },
    get browser() {
      return served.browser
    },
  }
}
