/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs"
import { createRequire } from "module"
import os from "os"
import path from "path"
import webpack, { type WebpackPluginInstance } from "webpack"
import { ecmaEdition, minifyWithSwc, type MinimizedConfig } from "../minify"

// The minimizer plugin as Gatsby makes it (gatsby/dist/utils/webpack-utils.js), from Gatsby's own dependency.
const fromGatsby = createRequire(require.resolve(`gatsby/package.json`))
const TerserPlugin = fromGatsby(`terser-webpack-plugin`) as { new (options?: object): WebpackPluginInstance; swcMinify: unknown }
const gatsbyTerser = (terserOptions: object = {}) =>
  new TerserPlugin({ exclude: /\.min\.js/, terserOptions: { ie8: false, mangle: { safari10: true }, ...terserOptions }, parallel: 1 })
class CssMinimizerPlugin {}

type Options = { minimizer: { implementation: unknown; options: Record<string, unknown> }; exclude: unknown; parallel: unknown }
const optionsOf = (plugin: unknown) => (plugin as { options: Options }).options

describe(`ecmaEdition`, () => {
  it(`is the newest edition whose syntax every browser of the query reads`, () => {
    expect(ecmaEdition([`chrome 91`, `firefox 91`, `safari 15`])).toBe(2020)
    // Chrome 80 reads `catch {` (2019); Babel still compiles its `?.`, for a bug Chrome 91 fixed.
    expect(ecmaEdition([`chrome 80`, `firefox 91`])).toBe(2019)
    expect(ecmaEdition(`ie 11`)).toBe(5)
  })

  it(`reads Gatsby's default query, as Babel's preset does`, () => {
    expect(ecmaEdition([`>0.25%`, `not dead`])).toBeGreaterThanOrEqual(2015)
  })
})

describe(`minifyWithSwc`, () => {
  it(`swaps Gatsby's terser for swc, for the edition the browsers read, and leaves the CSS minimizer`, () => {
    const css = new CssMinimizerPlugin()
    const config: MinimizedConfig = { optimization: { minimizer: [gatsbyTerser(), css] } }
    minifyWithSwc(config, [`chrome 80`])
    const [js, second] = config.optimization!.minimizer!
    expect(second).toBe(css)
    const { minimizer, exclude, parallel } = optionsOf(js)
    expect(minimizer.implementation).toBe(TerserPlugin.swcMinify)
    expect(minimizer.options).toMatchObject({ ecma: 2019, compress: { ecma: 2019 }, keep_fnames: false })
    expect([exclude, parallel]).toEqual([/\.min\.js/, false])
  })

  it(`keeps the readable names Gatsby's --profile asks for`, () => {
    const config: MinimizedConfig = { optimization: { minimizer: [gatsbyTerser({ keep_classnames: true, keep_fnames: true })] } }
    minifyWithSwc(config, [`chrome 80`])
    expect(optionsOf(config.optimization!.minimizer![0]).minimizer.options).toMatchObject({ keep_fnames: true, keep_classnames: true })
  })

  it(`leaves a config with no JavaScript minimizer (gatsby build --no-uglify) as it is`, () => {
    const css = new CssMinimizerPlugin()
    const config: MinimizedConfig = { optimization: { minimizer: [false, css] } }
    minifyWithSwc(config, [`chrome 80`])
    expect(config.optimization!.minimizer).toEqual([false, css])
    expect(() => minifyWithSwc({}, [`chrome 80`])).not.toThrow()
  })
})

describe(`a bundle minified by swc`, () => {
  const CODE = `
    /** A comment no visitor needs. */
    export function parsed(text) {
      try {
        return JSON.parse(text)
      } catch (error) {
        return String(text).toUpperCase()
      }
    }
    window.parsed = parsed
  `
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), `minify-`))
    writeFileSync(path.join(dir, `entry.js`), CODE)
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const bundle = (browsers: string[]) =>
    new Promise<string>((resolve, reject) => {
      const config = {
        mode: `production` as const,
        context: dir,
        entry: `./entry.js`,
        output: { path: path.join(dir, `out`), filename: `bundle.js` },
        optimization: { minimize: true, minimizer: [gatsbyTerser()] },
      }
      minifyWithSwc(config, browsers)
      const compiler = webpack(config)
      compiler.run((error, stats) =>
        compiler.close(closed => {
          if (error || closed || !stats || stats.hasErrors()) return reject(error ?? closed ?? new Error(stats?.toString()))
          resolve(readFileSync(path.join(dir, `out`, `bundle.js`), `utf8`))
        }),
      )
    })

  it(`is minified, in the shorter syntax the browsers read (an unused catch binding left out)`, async () => {
    const code = await bundle([`chrome 100`, `firefox 100`, `safari 15`])
    expect(code).not.toMatch(/comment no visitor|\n\s/)
    expect(code).toMatch(/catch\{return String\(\w+\)\.toUpperCase\(\)\}/)
  }, 30_000)

  it(`writes none of it for browsers that do not read it`, async () => {
    const code = await bundle([`ie 11`])
    expect(code).toMatch(/catch\(\w+\)\{return String\(\w+\)\.toUpperCase\(\)\}/)
  }, 30_000)
})
