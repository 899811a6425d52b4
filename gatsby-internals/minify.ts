// Gatsby internal: the browser bundles' JavaScript minifier, terser-webpack-plugin's instance in Gatsby's
// optimization.minimizer (gatsby/dist/utils/webpack-utils.js, plugins.minifyJs), and the browsers Babel compiles for
// (its program.browserslist, which babel-preset-gatsby hands to preset-env). Checked with gatsby 5.16.1 and
// terser-webpack-plugin 5.6.1 (gatsby-internals/checked-version.ts).
// Guarded by gatsby-internals/__tests__/minify.test.ts, e2e/budget.test.ts and every browser test (the pages work).
//
// Gatsby minifies the browser bundles with terser, in cores − 1 workers: one on two cores, and 2 to 3 s of a cold
// build of the sample. swc (@swc/core, which terser-webpack-plugin runs as its swcMinify) does the same work in
// under a second, its output 2 % smaller than terser's. Both may write shorter syntax where the browsers read it
// (`catch{…}` for a `catch (e) {…}` that never reads `e`), up to their `ecma` edition: Gatsby leaves it at 5 and so
// writes none.
// Here it is the newest edition whose syntax every browser Babel compiles for reads, as Babel's own data says.
import getTargets, { isRequired } from "@babel/helper-compilation-targets"

/**
 * The syntax each edition of ECMAScript brought that a minifier writes, as the Babel transforms that take it out.
 * An edition counts once every transform of it and of those before it is one the browsers do not need.
 */
const SYNTAX_BY_EDITION: readonly [number, readonly string[]][] = [
  [2015, [`transform-arrow-functions`, `transform-shorthand-properties`, `transform-template-literals`, `transform-block-scoping`]],
  [2016, [`transform-exponentiation-operator`]],
  [2017, [`transform-async-to-generator`]],
  [2018, [`transform-object-rest-spread`]],
  [2019, [`transform-optional-catch-binding`]],
  [2020, [`transform-nullish-coalescing-operator`, `transform-optional-chaining`]],
]

/** The newest ECMAScript edition (5, 2015 … 2020) whose syntax every browser of a browserslist query reads. */
export function ecmaEdition(query: string | readonly string[]): number {
  const targets = getTargets({ browsers: query })
  let edition = 5
  for (const [year, transforms] of SYNTAX_BY_EDITION) {
    if (transforms.some(transform => isRequired(transform, targets))) break
    edition = year
  }
  return edition
}

interface TerserPluginClass {
  new (options: object): object
  swcMinify: unknown
}

interface TerserPluginInstance {
  options: { exclude?: unknown; extractComments?: unknown; minimizer: { options: { keep_fnames?: boolean; keep_classnames?: boolean } } }
}

/** The part of a webpack config this reads: its minimizers. */
export interface MinimizedConfig {
  optimization?: { minimizer?: (object | null | undefined | false | `...`)[] }
}

/**
 * Swaps Gatsby's terser for swc in the browser bundles' minimizers, for the browsers of `query`; the CSS minifier
 * and anything else there stay. What Gatsby asked of terser is asked of swc: the same files, licence comments
 * extracted, and its `--profile`'s readable names. Its `--no-uglify` (no JavaScript minimizer) is left as it is.
 */
export function minifyWithSwc(config: MinimizedConfig, query: string | readonly string[]): void {
  const minimizers = config.optimization?.minimizer
  const at = minimizers?.findIndex(plugin => typeof plugin === `object` && plugin?.constructor.name === `TerserPlugin`) ?? -1
  if (!minimizers || at < 0) return
  const terser = minimizers[at] as TerserPluginInstance
  const TerserPlugin = terser.constructor as TerserPluginClass
  const { keep_fnames = false, keep_classnames = false } = terser.options.minimizer.options
  const ecma = ecmaEdition(query)
  minimizers[at] = new TerserPlugin({
    exclude: terser.options.exclude,
    extractComments: terser.options.extractComments,
    minify: TerserPlugin.swcMinify,
    // swc minifies each file on libuv's threads, all at once: a worker process of the plugin's would only add its start.
    parallel: false,
    terserOptions: { ecma, compress: { ecma }, mangle: true, keep_fnames, keep_classnames },
  })
}
