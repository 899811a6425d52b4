import { readFileSync } from "fs"
import path from "path"
import JSON5 from "json5"

const ROOT = path.join(__dirname, `..`, `..`)
const read = (file: string) => JSON5.parse(readFileSync(file, `utf8`)) as { extends?: string; optimizers?: Record<string, string[]> }

/** The config Gatsby gives Parcel when the project has no .parcelrc, as Gatsby itself resolves it. */
const gatsbysConfig = require.resolve(`gatsby-parcel-config`, { paths: [path.dirname(require.resolve(`gatsby/package.json`))] })

it(`the project's .parcelrc is gatsby-internals/parcel-config.json5`, () => {
  expect(read(path.join(ROOT, `.parcelrc`))).toEqual({ extends: `./gatsby-internals/parcel-config.json5` })
})

it(`which extends the very config Gatsby would give Parcel`, () => {
  const own = path.join(ROOT, `gatsby-internals`, `parcel-config.json5`)
  expect(path.resolve(path.dirname(own), read(own).extends!)).toBe(gatsbysConfig)
})

it(`and leaves every file Gatsby's config would minify unminified`, () => {
  const minified = Object.keys(read(gatsbysConfig).optimizers ?? {})
  expect(minified.length).toBeGreaterThan(0)
  const own = read(path.join(ROOT, `gatsby-internals`, `parcel-config.json5`)).optimizers ?? {}
  expect(Object.fromEntries(minified.map(glob => [glob, own[glob]]))).toEqual(Object.fromEntries(minified.map(glob => [glob, []])))
})
