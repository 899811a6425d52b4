// npm test and npm run test:quick: the project's checks in phases, each an npm
// script, ending with the time each phase took. The phases run one after the
// other: on two cores, lint, the unit tests and the build side by side took
// longer than in a row. The type check follows the build, which writes the
// query types it reads. The first phase that fails stops the run, with its exit code.
import { spawn } from "child_process"

const FULL = [
  [`lint`, `lint`],
  [`unit`, `test:unit`],
  [`build`, `build`],
  [`type check`, `typecheck`],
  [`browser`, `test:e2e`],
]
/** Without a build of its own: the type check reads the query types the last build wrote. */
const QUICK = [
  [`lint`, `lint`],
  [`unit`, `test:unit`],
  [`type check`, `typecheck`],
]

const quick = process.argv.includes(`--quick`)
const npm = process.platform === `win32` ? `npm.cmd` : `npm`

/** Runs `npm run script` with this process's terminal; resolves to its exit code. */
function run(script) {
  return new Promise(resolve => {
    const child = spawn(npm, [`run`, `--silent`, script], { stdio: `inherit` })
    child.on(`close`, code => resolve(code ?? 1))
  })
}

const seconds = ms => `${(ms / 1000).toFixed(0)} s`
const rows = []
const started = Date.now()
let failed = 0
for (const [name, script] of quick ? QUICK : FULL) {
  const from = Date.now()
  failed = await run(script)
  rows.push([name, Date.now() - from, failed === 0 ? `passed` : `failed (exit ${failed})`])
  if (failed) break
}

const width = Math.max(...rows.map(([name]) => name.length), `total`.length)
console.log(`\n${quick ? `npm run test:quick` : `npm test`}: time per phase`)
for (const [name, ms, outcome] of rows) console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(6)}  ${outcome}`)
console.log(`  ${`total`.padEnd(width)}  ${seconds(Date.now() - started).padStart(6)}  ${failed ? `failed` : `passed`}`)
process.exit(failed)
