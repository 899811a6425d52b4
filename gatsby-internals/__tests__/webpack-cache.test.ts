/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import webpack, { type Configuration, type Stats } from "webpack"
import { cacheByInstall, cacheVersion, siteFiles, SiteBuildDependencies } from "../webpack-cache"

let root: string
const at = (file: string) => path.join(root, file)
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(at(file)), { recursive: true })
  writeFileSync(at(file), text)
}
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), `webpack-cache-`))
  write(`package-lock.json`, `{ "lockfileVersion": 3 }`)
  write(`.cache/compiled/gatsby-node.js`, `exports.onCreateWebpackConfig = () => {}`)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A module cache as Node keeps it: each file with the files it required. */
const moduleCache = (requires: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(requires).map(([file, children]) => [file, { children: children.map(filename => ({ filename })) }]),
  ) as never

describe(`siteFiles`, () => {
  const loaded = moduleCache({
    "/site/.cache/compiled/gatsby-node.js": [`/site/node_modules/gatsby/index.js`, `/site/plugins/local/index.js`],
    "/site/node_modules/gatsby/index.js": [`/site/.cache/babelState.json`, `/site/node_modules/gatsby/utils.js`],
    "/site/plugins/local/index.js": [`/site/plugins/local/helpers.js`, `/site/.cache/compiled/gatsby-node.js`],
  })

  it(`finds the site's files a file requires, through installed packages too, each once`, () => {
    expect(siteFiles([`/site/.cache/compiled/gatsby-node.js`], { loaded })).toEqual([
      `/site/.cache/babelState.json`,
      `/site/.cache/compiled/gatsby-node.js`,
      `/site/plugins/local/helpers.js`,
      `/site/plugins/local/index.js`,
    ])
  })

  it(`goes through the site's files only when asked, and never lists an installed one`, () => {
    expect(
      siteFiles([`/site/.cache/compiled/gatsby-node.js`, `/site/node_modules/gatsby/index.js`], { throughPackages: false, loaded }),
    ).toEqual([`/site/.cache/compiled/gatsby-node.js`, `/site/plugins/local/helpers.js`, `/site/plugins/local/index.js`])
  })
})

describe(`cacheVersion`, () => {
  const version = () => cacheVersion(root, [at(`.cache/compiled/gatsby-node.js`)])

  it(`is null without a record of the install, so webpack follows the build dependencies itself`, () => {
    rmSync(at(`package-lock.json`))
    expect(version()).toBeNull()
  })

  it(`stays while nothing it covers changes`, () => {
    const before = version()
    write(`src/components/card.tsx`, `export const Card = 2`)
    write(`node_modules/gatsby/dist/utils/webpack.config.js`, `// edited in place`)
    expect(version()).toBe(before)
  })

  it.each([
    [`the lockfile`, `package-lock.json`, `{ "lockfileVersion": 3, "packages": {} }`],
    [`npm's record of node_modules`, `node_modules/.package-lock.json`, `{}`],
    [`Yarn's lockfile`, `yarn.lock`, `# yarn lockfile v1`],
    [`the site's own gatsby-node`, `.cache/compiled/gatsby-node.js`, `exports.onCreateWebpackConfig = () => 1`],
  ])(`changes with %s`, (_name, file, text) => {
    const before = version()
    write(file, text)
    expect(version()).not.toBe(before)
  })
})

describe(`cacheByInstall`, () => {
  const gatsbyCache = () => ({
    type: `filesystem`,
    name: `build-javascript`,
    buildDependencies: { config: [at(`node_modules/gatsby/dist/utils/webpack.config.js`), at(`.cache/compiled/gatsby-node.js`)] },
  })

  it(`versions Gatsby's cache by the install and leaves webpack no build dependency to follow`, () => {
    const config = { cache: gatsbyCache(), plugins: [] as unknown[] }
    cacheByInstall(config, root)
    expect(config.cache).toEqual({
      type: `filesystem`,
      name: `build-javascript`,
      version: expect.stringMatching(/^[0-9a-f]{16}$/),
      buildDependencies: { defaultWebpack: [] },
    })
    expect(config.plugins).toEqual([expect.any(SiteBuildDependencies)])
  })

  it.each([
    [`without a lockfile`, gatsbyCache, () => rmSync(at(`package-lock.json`))],
    [`for a cache in memory`, () => ({ type: `memory` }), () => {}],
    [`without a cache`, () => false as const, () => {}],
  ])(`leaves the config as Gatsby made it %s`, (_name, made, arrange) => {
    arrange()
    const cache = made()
    const config = { cache: structuredClone(cache), plugins: [] }
    cacheByInstall(config, root)
    expect(config).toEqual({ cache, plugins: [] })
  })
})

describe(`SiteBuildDependencies`, () => {
  it(`keeps, of what webpack would follow, the site's files the version does not cover`, () => {
    let done: ((stats: { compilation: { buildDependencies: Set<string> } }) => void) | undefined
    new SiteBuildDependencies(new Set([`/site/.cache/compiled/gatsby-node.js`])).apply({
      hooks: { done: { tap: (_name, run) => (done = run) } },
    })
    const buildDependencies = new Set([
      `/site/node_modules/css-loader/dist/cjs.js`,
      `/site/loaders/own-loader.js`,
      `/site/.cache/compiled/gatsby-node.js`,
    ])
    done?.({ compilation: { buildDependencies } })
    expect([...buildDependencies]).toEqual([`/site/loaders/own-loader.js`])
  })
})

describe(`a webpack build with the cache versioned by the install`, () => {
  jest.setTimeout(30_000)
  const followed: string[][] = []
  const config = (): Configuration => {
    const made: Configuration & { plugins: unknown[] } = {
      mode: `production`,
      context: root,
      entry: `./src/index.js`,
      output: { path: at(`public`) },
      cache: {
        type: `filesystem`,
        cacheDirectory: at(`.cache/webpack`),
        buildDependencies: { config: [at(`.cache/compiled/gatsby-node.js`)] },
      },
      module: {
        rules: [
          { test: /\.txt$/, loader: at(`node_modules/upper-loader/index.js`) },
          { test: /\.dat$/, loader: at(`loaders/own-loader.js`) },
        ],
      },
      plugins: [],
    }
    cacheByInstall(made as never, root)
    // After the site's plugin: what webpack is left to follow.
    made.plugins.push({
      apply: (compiler: webpack.Compiler) =>
        compiler.hooks.done.tap(`followed`, stats => void followed.push([...stats.compilation.buildDependencies])),
    })
    return made as Configuration
  }
  const build = () =>
    new Promise<Stats>((resolve, reject) => {
      const compiler = webpack(config())
      compiler.run((error, stats) => compiler.close(closed => (error || closed || !stats ? reject(error ?? closed) : resolve(stats))))
    })
  const built = (stats: Stats) => (stats.toJson({ modules: true }).modules ?? []).filter(module => module.built).length

  beforeEach(() => {
    followed.length = 0
    const loader = `module.exports = source => "export default " + JSON.stringify(source.toUpperCase())`
    write(`node_modules/upper-loader/index.js`, loader)
    write(`loaders/own-loader.js`, loader)
    write(`src/a.txt`, `installed`)
    write(`src/b.dat`, `own`)
    write(`src/index.js`, `import a from "./a.txt"\nimport b from "./b.dat"\nconsole.log(a, b)`)
  })

  it(`builds from its cache the next time, and anew after the install changes`, async () => {
    const cold = await build()
    expect(cold.hasErrors()).toBe(false)
    expect(built(cold)).toBe(3)
    expect(followed[0]).toEqual([at(`loaders/own-loader.js`)])
    expect(built(await build())).toBe(0)
    write(`package-lock.json`, `{ "lockfileVersion": 3, "packages": { "node_modules/upper-loader": { "version": "2.0.0" } } }`)
    expect(built(await build())).toBe(3)
  })

  it(`builds anew after a loader of the site's own changes`, async () => {
    await build()
    write(`loaders/own-loader.js`, `module.exports = source => "export default " + JSON.stringify(source)`)
    expect(built(await build())).toBe(3)
  })
})
