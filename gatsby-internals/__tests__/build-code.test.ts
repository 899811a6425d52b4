/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import { COMPILED_CACHE_DIR } from "gatsby/dist/utils/parcel/compile-gatsby-files"
import { buildCodeDigest, COMPILED_GATSBY_NODE } from "../build-code"

const internalPlugins = require.resolve(`gatsby/dist/bootstrap/load-plugins/load-internal-plugins`)

let roots: string[] = []
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
  roots = []
})

function siteWith(compiled: string | null): string {
  const root = mkdtempSync(path.join(os.tmpdir(), `build-code-`))
  roots.push(root)
  if (compiled !== null) {
    mkdirSync(path.join(root, path.dirname(COMPILED_GATSBY_NODE)), { recursive: true })
    writeFileSync(path.join(root, COMPILED_GATSBY_NODE), compiled)
  }
  return root
}

it(`reads the bundle where Gatsby compiles gatsby-node.ts, which Gatsby does not version the site by`, () => {
  expect(path.join(COMPILED_CACHE_DIR, `gatsby-node.js`)).toBe(COMPILED_GATSBY_NODE.split(path.sep).join(`/`))
  expect(readFileSync(internalPlugins, `utf8`)).toContain("createFileContentHash)(process.cwd(), `gatsby-*`)")
})

it(`is the same for the same code, and differs when the code does`, () => {
  expect(buildCodeDigest(siteWith(`exports.a = 1`))).toBe(buildCodeDigest(siteWith(`exports.a = 1`)))
  expect(buildCodeDigest(siteWith(`exports.a = 1`))).not.toBe(buildCodeDigest(siteWith(`exports.a = 2`)))
})

it(`without a compiled bundle, matches nothing another process could have kept, and stays the same in this one`, () => {
  const root = siteWith(null)
  expect(buildCodeDigest(root)).toMatch(/^not compiled /)
  expect(buildCodeDigest(root)).toBe(buildCodeDigest(root))
  expect(buildCodeDigest(root)).not.toBe(buildCodeDigest(siteWith(null)))
})
