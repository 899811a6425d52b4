// After the browser tests: the fixture sites' builds ahead stopped if a run that ended early left them running, the
// run's Chromium closed, and the fixture sites of this run removed, unless the folder was named from outside
// (global-setup.ts).
import { promises as fs } from "fs"
import type { BrowserServer } from "playwright-core"
import { RUN_DIR_VARIABLE } from "./fixture-run"

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { stopBuildingAhead?: () => Promise<void> }).stopBuildingAhead?.()
  await (globalThis as { sharedBrowser?: BrowserServer }).sharedBrowser?.close()
  const dir = process.env[RUN_DIR_VARIABLE]
  if (dir && process.env.PORTFOLIO_FIXTURE_RUN_OWNED) await fs.rm(dir, { recursive: true, force: true })
}
