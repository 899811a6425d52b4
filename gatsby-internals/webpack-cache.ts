// Gatsby internal: Gatsby gives its four webpack stages a filesystem cache (.cache/webpack/stage-<stage>) whose
// buildDependencies are its own webpack.config.js and the gatsby-node of each plugin that has onCreateWebpackConfig
// (gatsby/dist/utils/webpack.config.js); webpack adds each loader a module ran through (webpack/lib/NormalModule.js) and
// follows them all when it stores the cache (webpack/lib/FileSystemInfo.js, resolveBuildDependencies).
// Checked with gatsby 5.16.1 and webpack 5.98.0 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by gatsby-internals/__tests__/webpack-cache.test.ts and e2e/warm-build.test.ts.
//
// webpack's cache is only as good as its build dependencies: the code that decides what a module builds into. To
// record them, webpack follows each file's requires through every module the build process has loaded, and each
// package's dependencies through its package.json: Gatsby's, webpack's, Babel's, PostCSS's, thousands of files. That
// took about 10 s of every cold build, gatsby-starter-blog's as much as this site's, in the resolver and the file
// system, as the HTML renderer's compiler closed. What those packages are is written down already: the install's
// lockfile names each one at its version. So, when the site has one, the cache's version is a digest of the lockfile
// and of the site's own files that Gatsby's build dependencies load (its compiled gatsby-node, its local plugins), and
// webpack follows only the site's files that the loaders load and the version does not cover (Gatsby's record of the
// Babel plugins, a loader of the site's own).
import { existsSync } from "fs"
import { createRequire } from "module"
import path from "path"
import { filesDigest } from "./stylesheet-digest"

/** What an install writes down of the packages it installed: npm's, Yarn's, pnpm's and Bun's lockfiles. */
export const INSTALL_RECORDS = [
  `node_modules/.package-lock.json`,
  `package-lock.json`,
  `npm-shrinkwrap.json`,
  `yarn.lock`,
  `node_modules/.yarn-integrity`,
  `pnpm-lock.yaml`,
  `node_modules/.pnpm/lock.yaml`,
  `bun.lock`,
  `bun.lockb`,
]

/** Node's module cache: `require.cache` is not there once Parcel has compiled gatsby-node. */
const nodeModuleCache = () => createRequire(path.join(process.cwd(), `package.json`)).cache

const installed = (file: string) => /[\\/]node_modules[\\/]/.test(file)

/**
 * The site's own files (not installed packages) among `files` and among the modules they require, as Node loaded them
 * (`loaded`, its module cache): through installed packages too, or, `throughPackages` false, through the site's files only.
 */
export function siteFiles(files: Iterable<string>, { throughPackages = true, loaded = nodeModuleCache() } = {}): string[] {
  const seen = new Set<string>()
  const pending = [...files]
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file) || (!throughPackages && installed(file))) continue
    seen.add(file)
    for (const child of loaded[file]?.children ?? []) pending.push(child.filename)
  }
  return [...seen].filter(file => !installed(file)).sort()
}

/**
 * A digest of the install's records in `root` and of the site's own files among the build dependencies (absolute): it
 * changes when a package, a loader or the site's gatsby-node does. Null when the site has no record of its install.
 */
export function cacheVersion(root: string, siteFiles: readonly string[]): string | null {
  const records = INSTALL_RECORDS.map(record => path.join(root, record)).filter(existsSync)
  return records.length === 0 ? null : filesDigest(root, [...records, ...siteFiles])
}

interface CachedConfig {
  cache?: false | { type?: string; version?: string; buildDependencies?: Record<string, string[]> }
  plugins: unknown[]
}

interface CompilerLike {
  hooks: { done: { tap(name: string, run: (stats: { compilation: { buildDependencies: Set<string> } }) => void): void } }
}

/**
 * Gives webpack, for build dependencies, the site's files that the loaders load and `covered` (the cache's version)
 * leaves out, instead of the loaders, installed packages whose versions the version has.
 */
export class SiteBuildDependencies {
  constructor(private readonly covered: ReadonlySet<string>) {}

  apply(compiler: CompilerLike): void {
    compiler.hooks.done.tap(`SiteBuildDependencies`, ({ compilation }) => {
      const left = siteFiles(compilation.buildDependencies).filter(file => !this.covered.has(file))
      compilation.buildDependencies.clear()
      for (const file of left) compilation.buildDependencies.add(file)
    })
  }
}

/** Versions a stage's filesystem cache by the install's records instead of webpack following each build dependency. */
export function cacheByInstall(config: CachedConfig, root = process.cwd()): void {
  const cache = config.cache
  if (!cache || cache.type !== `filesystem`) return
  // Only through the site's files: which packages' modules Node has loaded by now varies from build to build.
  const covered = siteFiles(Object.values(cache.buildDependencies ?? {}).flat(), { throughPackages: false })
  const version = cacheVersion(root, covered)
  if (version === null) return
  cache.version = cache.version ? `${cache.version}-${version}` : version
  // webpack's own folder is one of its default build dependencies: the lockfile has its version.
  cache.buildDependencies = { defaultWebpack: [] }
  config.plugins.push(new SiteBuildDependencies(new Set(covered)))
}
