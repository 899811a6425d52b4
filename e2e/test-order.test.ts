// The order the browser test files run in (e2e/support/test-order.cjs), on test files written for the occasion: a
// file that starts a copy of its own first, those that read only the sample build next, then those that read fixture
// sites by the last one each needs, in the order the sites are declared and built ahead.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { FIXTURE_SITES } from "./fixtures"
import { AHEAD_VARIABLE } from "./support/fixtures-ahead"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const BrowserTestOrder = require(`./support/test-order.cjs`) as new (options: object) => {
  sort(tests: Array<{ path: string; context: object }>): Array<{ path: string }>
}

let dir: string
let ahead: string | undefined
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), `portfolio-order-`))
  ahead = process.env[AHEAD_VARIABLE]
})
afterAll(async () => {
  process.env[AHEAD_VARIABLE] = ahead
  await fs.rm(dir, { recursive: true, force: true })
})

/** Test files with these sources, sorted as jest sorts them, by name. */
async function order(files: Record<string, string>): Promise<string[]> {
  const tests = await Promise.all(
    Object.entries(files).map(async ([name, source]) => {
      const file = path.join(dir, `${name}.test.ts`)
      await fs.writeFile(file, source)
      return { path: file, context: { config: { cacheDirectory: dir }, hasteFS: { getSize: () => source.length } } }
    }),
  )
  return new BrowserTestOrder({ contexts: [] }).sort(tests).map(test => path.basename(test.path, `.test.ts`))
}

const reads = (name: string) => `const site = useFixtureSite(\`${name}\`)\n`
const builds = (name: string) => `const built = await fixtureBuild(\`${name}\`)\n`

it(`runs the files that start their own copy, then the sample's readers, then each fixture site's, in the declared order`, async () => {
  const [first, second, third] = Object.keys(FIXTURE_SITES)
  const sorted = await order({
    late: reads(third),
    both: reads(first) + builds(second),
    early: builds(first),
    sample: `const site = useBuiltSite(PUBLIC_DIR)\n`,
    // Written so that this file's own source does not read as one that starts a copy.
    own: `const temp = await ${`createTempSite`}(\`mine\`)\n`,
  })
  expect(sorted).toEqual([`own`, `sample`, `early`, `both`, `late`])
  expect(process.env[AHEAD_VARIABLE]).toBe([first, second, third].join(`,`))
})

it(`builds ahead only the sites the files read, and none for the sample's readers alone`, async () => {
  const last = Object.keys(FIXTURE_SITES).at(-1)!
  await order({ one: reads(last) })
  expect(process.env[AHEAD_VARIABLE]).toBe(last)
  await order({ sample: `const site = useBuiltSite(PUBLIC_DIR)\n` })
  expect(process.env[AHEAD_VARIABLE]).toBe(``)
})

it(`names a file that asks for a fixture site that is not declared`, async () => {
  await expect(order({ stray: reads(`nowhere`) })).rejects.toThrow(
    /stray\.test\.ts: no fixture site is named nowhere in e2e\/fixtures\/index\.ts/,
  )
})
