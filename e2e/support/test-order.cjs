// The order the browser test files run in (jest.e2e.config.js's testSequencer). First the files that start a copy of
// the project of their own (run last, `npm run develop` had nothing to share the cores with); then the files that
// read only the sample build, while the fixture sites are built in the background (fixtures-ahead.ts), in the order
// e2e/fixtures/index.ts declares them; then the files that read a fixture site, by the last site each needs in that
// order, so that each file finds its sites built.
// A file's needs are read from its source: useFixtureSite(`name`) or fixtureBuild(`name`), and createTempSite(.
const { execFileSync } = require(`child_process`)
const { readFileSync } = require(`fs`)
const path = require(`path`)
const Sequencer = require(`@jest/test-sequencer`).default

const FIXTURE_USE = /\b(?:useFixtureSite|fixtureBuild)\(`(\w+)`/g
const OWN_COPY = /\bcreateTempSite\(/

/** The fixture sites' names as e2e/fixtures/index.ts declares them, and the variable that names those to build ahead. */
function fixtureSites() {
  // Read in a process of its own: TypeScript loaded into this one would change how jest resolves modules after it.
  const script = `const { FIXTURE_SITES } = require("./e2e/fixtures/index.ts")
    const { AHEAD_VARIABLE } = require("./e2e/support/fixtures-ahead.ts")
    console.log(JSON.stringify({ declared: Object.keys(FIXTURE_SITES), variable: AHEAD_VARIABLE }))`
  const root = path.resolve(__dirname, `../..`)
  return JSON.parse(execFileSync(process.execPath, [`--import`, `tsx`, `-e`, script], { cwd: root, encoding: `utf8` }))
}

class BrowserTestOrder extends Sequencer {
  sort(tests) {
    const { declared, variable } = fixtureSites()
    const needs = new Map()
    for (const test of tests) {
      const source = readFileSync(test.path, `utf8`)
      const fixtures = [...new Set([...source.matchAll(FIXTURE_USE)].map(match => match[1]))]
      const unknown = fixtures.filter(name => !declared.includes(name))
      if (unknown.length) throw new Error(`${test.path}: no fixture site is named ${unknown.join(`, `)} in e2e/fixtures/index.ts`)
      needs.set(test, { fixtures, own: OWN_COPY.test(source) })
    }
    const used = declared.filter(name => tests.some(test => needs.get(test).fixtures.includes(name)))
    // Read by the global setup, which jest runs after sorting, in this process.
    process.env[variable] = used.join(`,`)
    const rank = test => {
      const { fixtures, own } = needs.get(test)
      return own ? 0 : 1 + Math.max(0, ...fixtures.map(name => 1 + used.indexOf(name)))
    }
    // Within a rank, the default order: the slowest of the last run first, else the largest file.
    const order = new Map(super.sort(tests).map((test, index) => [test, index]))
    return [...tests].sort((a, b) => rank(a) - rank(b) || order.get(a) - order.get(b))
  }
}

module.exports = BrowserTestOrder
