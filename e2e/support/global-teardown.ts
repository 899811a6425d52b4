// After the browser tests: the fixture sites of this run removed, unless the folder was named from outside (global-setup.ts).
import { promises as fs } from "fs"
import { RUN_DIR_VARIABLE } from "./fixture-run"

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[RUN_DIR_VARIABLE]
  if (dir && process.env.PORTFOLIO_FIXTURE_RUN_OWNED) await fs.rm(dir, { recursive: true, force: true })
}
