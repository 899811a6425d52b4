// The fixture sites built ahead, in the background, at a lower CPU priority than the tests: the browser tests' global
// setup starts this script with the sites the run's files read, in the order they are declared (e2e/support/test-order.cjs
// runs those files last). Their builds go on while the files that read only the sample build use the browser, whose
// pages leave a core idle much of the time. A test file that needs a site waits for its build if this process is
// building it (fixture-sites.ts), and builds it itself if this process has not come to it. Started with the first
// phase of `npm test` instead, the builds slowed the lint, the unit tests and the type check by more than they saved.
import { spawn } from "child_process"
import { openSync } from "fs"
import os from "os"
import path from "path"
import { FIXTURE_SITES, type FixtureName } from "../fixtures"
import { fixtureBuild } from "./fixture-sites"
import { stopRunningGatsby } from "./temp-site"

/** The variable through which the test order names the fixture sites to build ahead, comma-separated. */
export const AHEAD_VARIABLE = `PORTFOLIO_FIXTURES_AHEAD`

/** How much lower than the tests' the builds' CPU priority is: the browser and the test files come first. */
const NICENESS = 10

/**
 * Starts building `names` ahead in a process of its own, writing what it says to `log`; resolves to a function that
 * stops it, with any build it has running. Builds nothing when `names` is empty.
 */
export function startBuildingAhead(names: string[], log: string): () => Promise<void> {
  if (names.length === 0) return async () => {}
  const output = openSync(log, `a`)
  const child = spawn(process.execPath, [`--import`, `tsx`, __filename, ...names], {
    cwd: path.resolve(__dirname, `../..`),
    stdio: [`ignore`, output, output],
  })
  const exit = new Promise<void>(resolve => child.once(`exit`, () => resolve()))
  child.unref()
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(`SIGTERM`)
    await exit
  }
}

/** Builds the fixture sites `names` one after the other. */
async function buildAhead(names: string[]) {
  // The builds run in process groups of their own: stopped, this process stops them too.
  for (const signal of [`SIGTERM`, `SIGINT`] as const) {
    process.once(signal, () => {
      stopRunningGatsby()
      process.exit(128 + os.constants.signals[signal])
    })
  }
  // Inherited by the builds this process starts, with their workers.
  os.setPriority(NICENESS)
  for (const name of names) {
    if (!(name in FIXTURE_SITES)) throw new Error(`${AHEAD_VARIABLE}: no fixture site is named "${name}"`)
    const started = Date.now()
    // A failed build is recorded for the test files that read it, which report it with its output.
    const outcome = await fixtureBuild(name as FixtureName).then(
      () => `built`,
      (error: Error) => error.message.split(`\n`)[0],
    )
    console.log(`${name}: ${outcome} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
  }
}

if (require.main === module) void buildAhead(process.argv.slice(2))
