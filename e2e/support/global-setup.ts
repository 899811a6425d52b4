// Before the browser tests: the run's one Chromium, the folder where this run's fixture sites are built
// (fixture-sites.ts), and their builds started in the background (fixtures-ahead.ts). A folder named in
// PORTFOLIO_FIXTURE_RUN already is kept, with the sites built in it, so that a test file can be run again against
// the same builds.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { BROWSER_ENDPOINT_VARIABLE, launchSharedBrowser } from "./browser"
import { RUN_DIR_VARIABLE } from "./fixture-run"
import { AHEAD_VARIABLE, startBuildingAhead } from "./fixtures-ahead"

export default async function globalSetup(): Promise<void> {
  // One Chromium for the whole run, which every test file connects to (browser.ts), rather than one launched and
  // closed again by each file. The teardown closes it.
  const browser = await launchSharedBrowser()
  process.env[BROWSER_ENDPOINT_VARIABLE] = browser.wsEndpoint()
  ;(globalThis as { sharedBrowser?: unknown }).sharedBrowser = browser
  let run = process.env[RUN_DIR_VARIABLE]
  if (run) await fs.mkdir(run, { recursive: true })
  else {
    run = process.env[RUN_DIR_VARIABLE] = await fs.mkdtemp(path.join(os.tmpdir(), `portfolio-fixtures-`))
    process.env.PORTFOLIO_FIXTURE_RUN_OWNED = `1`
  }
  // The fixture sites the run's files need, named by the test order (e2e/support/test-order.cjs); the teardown stops
  // the builds if they are still running.
  const ahead = (process.env[AHEAD_VARIABLE] ?? ``).split(`,`).filter(Boolean)
  ;(globalThis as { stopBuildingAhead?: () => Promise<void> }).stopBuildingAhead = startBuildingAhead(ahead, path.join(run, `ahead.log`))
}
