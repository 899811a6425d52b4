// Before the browser tests: the folder where this run's fixture sites are built
// (fixture-sites.ts). One named in PORTFOLIO_FIXTURE_RUN already is kept, with the
// sites built in it, so that a test file can be run again against the same builds.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { RUN_DIR_VARIABLE } from "./fixture-run"

export default async function globalSetup(): Promise<void> {
  if (process.env[RUN_DIR_VARIABLE]) {
    await fs.mkdir(process.env[RUN_DIR_VARIABLE], { recursive: true })
    return
  }
  process.env[RUN_DIR_VARIABLE] = await fs.mkdtemp(path.join(os.tmpdir(), `portfolio-fixtures-`))
  process.env.PORTFOLIO_FIXTURE_RUN_OWNED = `1`
}
