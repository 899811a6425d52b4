import { readdirSync, readFileSync } from "fs"
import path from "path"
import { CHECKED_GATSBY_VERSION, GATSBY_INTERNALS } from "../checked-version"

const ROOT = path.join(__dirname, `..`, `..`)
const FOLDERS = [`gatsby-internals`, `gatsby-internals/browser`]
const NOT_INTERNALS = new Set([
  `gatsby-internals/README.md`,
  `gatsby-internals/checked-version.ts`,
  `gatsby-internals/browser/checked-version.ts`,
])

function installedGatsbyVersion(): string {
  return (JSON.parse(readFileSync(require.resolve(`gatsby/package.json`), `utf8`)) as { version: string }).version
}

describe(`Gatsby's internals`, () => {
  it(`were checked with the installed Gatsby`, () => {
    const installed = installedGatsbyVersion()
    if (installed === CHECKED_GATSBY_VERSION) return
    const list = GATSBY_INTERNALS.map(
      ({ module, dependsOn, guardedBy }) =>
        `- ${module}: ${dependsOn}\n    guarded by ${guardedBy.length ? guardedBy.join(`, `) : `no test: check it by hand`}`,
    ).join(`\n`)
    throw new Error(
      `Gatsby ${installed} is installed, but its internals were checked with ${CHECKED_GATSBY_VERSION}. ` +
        `Re-check these modules and run their tests (npm run test:e2e), then update CHECKED_GATSBY_VERSION ` +
        `in gatsby-internals/checked-version.ts and each module's header:\n${list}`,
    )
  })

  it(`are each listed, and each listed one exists`, () => {
    const files = FOLDERS.flatMap(folder =>
      readdirSync(path.join(ROOT, folder), { withFileTypes: true })
        .filter(entry => entry.isFile())
        .map(entry => `${folder}/${entry.name}`),
    ).filter(file => !NOT_INTERNALS.has(file))
    expect(GATSBY_INTERNALS.map(internal => internal.module).sort()).toEqual(files.sort())
  })

  it(`name in their header the version checked and the tests that guard them`, () => {
    for (const { module, guardedBy } of GATSBY_INTERNALS) {
      const text = readFileSync(path.join(ROOT, module), `utf8`)
      expect([module, text.includes(`Checked with gatsby ${CHECKED_GATSBY_VERSION}`)]).toEqual([module, true])
      for (const test of guardedBy) expect([module, text.includes(test)]).toEqual([module, true])
    }
  })
})
