// npm test and npm run test:quick: the project's checks in phases, each an npm
// script, ending with the time each phase took. Phases in one step run side by
// side: lint and the unit tests need no build, so they run while the site builds;
// the type check needs the types the build writes. The first phase that fails
// stops the run (a step's other phases finish first), and its exit code is kept.
import { spawn } from "child_process"

const FULL = [
  [
    [`build`, `build`],
    [`lint`, `lint`],
    [`unit`, `test:unit`],
  ],
  [
    [`type check`, `typecheck`],
    [`browser`, `test:e2e`],
  ],
]
/** Without a build of its own: the type check reads the types the last build wrote. */
const QUICK = [
  [
    [`lint`, `lint`],
    [`unit`, `test:unit`],
  ],
  [[`type check`, `typecheck`]],
]

const quick = process.argv.includes(`--quick`)
const npm = process.platform === `win32` ? `npm.cmd` : `npm`

/** Runs `npm run script`, its output prefixed with the phase's name when others run beside it; resolves to its exit code. */
function run(name, script, alone) {
  return new Promise(resolve => {
    const child = spawn(npm, [`run`, `--silent`, script], { stdio: alone ? `inherit` : [`ignore`, `pipe`, `pipe`] })
    if (!alone) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = ``
        from.on(`data`, chunk => {
          const lines = (rest + chunk).split(`\n`)
          rest = lines.pop()
          for (const line of lines) to.write(`[${name}] ${line}\n`)
        })
        from.on(`end`, () => rest && to.write(`[${name}] ${rest}\n`))
      }
    }
    child.on(`close`, code => resolve(code ?? 1))
  })
}

const seconds = ms => `${(ms / 1000).toFixed(0)} s`
const rows = []
const started = Date.now()
let failed = 0
for (const step of quick ? QUICK : FULL) {
  const codes = await Promise.all(
    step.map(async ([name, script]) => {
      const from = Date.now()
      const code = await run(name, script, step.length === 1)
      rows.push([name, Date.now() - from, code === 0 ? `passed` : `failed (exit ${code})`])
      return code
    }),
  )
  failed = codes.find(code => code !== 0) ?? 0
  if (failed) break
}

const width = Math.max(...rows.map(([name]) => name.length), `total`.length)
console.log(`\n${quick ? `npm run test:quick` : `npm test`}: time per phase (phases on one line of the plan run side by side)`)
for (const [name, ms, outcome] of rows) console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(6)}  ${outcome}`)
console.log(`  ${`total`.padEnd(width)}  ${seconds(Date.now() - started).padStart(6)}  ${failed ? `failed` : `passed`}`)
process.exit(failed)
