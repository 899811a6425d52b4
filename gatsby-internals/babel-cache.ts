// Gatsby internal: Gatsby's JavaScript rules run babel-loader with a cacheDirectory
// (.cache/webpack/babel, gatsby/dist/utils/webpack-utils.js), through a `use` function
// for the site's own code and a `use` list for dependencies.
// Checked with gatsby 5.16.1 and babel-loader 8.4.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by gatsby-internals/__tests__/babel-cache.test.ts and e2e/warm-build.test.ts.
//
// The HTML renderer's and the browser bundles' modules are transformed by Babel
// whenever webpack builds them, never read back from babel-loader's own cache.
// webpack keeps every module it built in its persistent cache; it builds one again when
// its source changed, or when the set of environment variables changed (Gatsby defines
// every one of them in the HTML renderer, and webpack's DefinePlugin then rebuilds
// every module that reads any). babel-loader's cache would then give the unchanged
// module back with its source map's `file` key dropped (JSON leaves out the undefined
// value Babel gives it) and set again later in another place. webpack hashes the
// map with the module, so the same code got another hash, the renderer another
// compilation hash, and Gatsby rendered every page again: the whole blog, once, on the
// first build after a cold one that ran with one variable more or less (`npm run build`
// after `gatsby build`, say). Transformed afresh, the module hashes as it did.
// webpack's own cache already spares Babel every module that did not change, so
// babel-loader's cache saved little.

/** A webpack rule, as far as this module reads it. */
export interface RuleLike {
  oneOf?: RuleLike[]
  rules?: RuleLike[]
  use?: unknown
  loader?: string
  options?: Record<string, unknown>
}

interface LoaderUse {
  loader?: string
  options?: Record<string, unknown>
}

const isBabelLoader = (use: unknown): use is LoaderUse =>
  typeof use === `object` && use !== null && /(^|[\\/])babel-loader([\\/.]|$)/.test((use as LoaderUse).loader ?? ``)

const uncached = (use: unknown): unknown => (isBabelLoader(use) ? { ...use, options: { ...use.options, cacheDirectory: false } } : use)

const uncachedAll = (uses: unknown): unknown => (Array.isArray(uses) ? uses.map(uncached) : uncached(uses))

/** Turns babel-loader's cache off in every rule, nested ones included, whether its `use` is a list, one loader or a function. */
export function withoutBabelCache(rules: RuleLike[] | undefined): void {
  for (const rule of rules ?? []) {
    withoutBabelCache(rule.oneOf)
    withoutBabelCache(rule.rules)
    if (isBabelLoader(rule)) rule.options = { ...rule.options, cacheDirectory: false }
    const uses = rule.use
    if (typeof uses === `function`) rule.use = (...args: unknown[]) => uncachedAll(uses(...args))
    else if (uses !== undefined) rule.use = uncachedAll(uses)
  }
}
