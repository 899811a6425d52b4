// Before the browser tests: the run's one Chromium, and the folder where this run's fixture sites are built
// (fixture-sites.ts). One named in PORTFOLIO_FIXTURE_RUN already is kept, with the
// sites built in it, so that a test file can be run again against the same builds.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { BROWSER_ENDPOINT_VARIABLE, launchSharedBrowser } from "./browser"
import { RUN_DIR_VARIABLE } from "./fixture-run"

export default async function globalSetup(): Promise<void> {
  // One Chromium for the whole run, which every test file connects to (browser.ts), rather than one launched and
  // closed again by each file. The teardown closes it.
  const browser = await launchSharedBrowser()
  process.env[BROWSER_ENDPOINT_VARIABLE] = browser.wsEndpoint()
  ;(globalThis as { sharedBrowser?: unknown }).sharedBrowser = browser
  if (process.env[RUN_DIR_VARIABLE]) {
    await fs.mkdir(process.env[RUN_DIR_VARIABLE], { recursive: true })
    return
  }
  process.env[RUN_DIR_VARIABLE] = await fs.mkdtemp(path.join(os.tmpdir(), `portfolio-fixtures-`))
  process.env.PORTFOLIO_FIXTURE_RUN_OWNED = `1`
}
