// The fixture sites built ahead, in the background: the browser tests' global setup starts this script at a lower CPU
// priority with the names of the fixture sites the run's test files need, in the order of their first use
// (e2e/support/test-order.cjs runs those files last). Their builds then go on while the files that read only the sample
// build use the browser, whose pages leave a core idle much of the time. A test file that needs a site waits for its
// build if this process is building it (fixture-sites.ts), and builds it itself if this process has not come to it.
import { spawn } from "child_process"
import { openSync } from "fs"
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
  const command = [process.execPath, `--import`, `tsx`, __filename, ...names]
  const output = openSync(log, `a`)
  const [file, ...args] = process.platform === `win32` ? command : [`nice`, `-n`, String(NICENESS), ...command]
  const child = spawn(file, args, { cwd: path.resolve(__dirname, `../..`), stdio: [`ignore`, output, output] })
  const exit = new Promise<void>(resolve => child.once(`exit`, () => resolve()))
  child.unref()
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(`SIGTERM`)
    await exit
  }
}

async function buildAhead(names: string[]) {
  process.once(`SIGTERM`, () => {
    stopRunningGatsby()
    process.exit(143)
  })
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
