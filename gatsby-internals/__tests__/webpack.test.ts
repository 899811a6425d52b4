import path from "path"
import { configureWebpack } from "../webpack"
import { idleManifestScript, registersServiceWorker } from "../idle-scripts"

const storeWith = (...browserAPIs: Array<string[] | undefined>) => ({
  getState: () => ({ flattenedPlugins: browserAPIs.map(apis => ({ name: `some-plugin`, resolve: `/site/some`, browserAPIs: apis })) }),
})

const MANIFEST = { name: `gatsby-plugin-manifest`, resolve: `/site/node_modules/gatsby-plugin-manifest`, browserAPIs: [`onRouteUpdate`] }
const storeOf = (...plugins: object[]) => ({ getState: () => ({ flattenedPlugins: plugins }) })

describe(`idleManifestScript`, () => {
  it(`empties the manifest plugin's browser script when the manifest has one version, as the site's has`, () => {
    const store = storeOf({ name: `other`, resolve: `/site/other` }, { ...MANIFEST, pluginOptions: { name: `Site`, lang: `en` } })
    expect(idleManifestScript(store)).toEqual({ "/site/node_modules/gatsby-plugin-manifest/gatsby-browser.js": false })
  })

  it(`keeps it when the manifest has a version per language, which that script swaps as the reader moves`, () => {
    expect(idleManifestScript(storeOf({ ...MANIFEST, pluginOptions: { localize: [{ start_url: `/sw/`, lang: `sw` }] } }))).toEqual({})
  })

  it(`does nothing on a site without the plugin`, () => {
    expect(idleManifestScript(storeOf({ name: `other`, resolve: `/site/other` }))).toEqual({})
  })
})

describe(`registersServiceWorker`, () => {
  it(`is false when no plugin exports registerServiceWorker, so the registration code is left out`, () => {
    expect(registersServiceWorker(storeWith([`onClientEntry`, `wrapRootElement`], [], undefined))).toBe(false)
  })

  it(`is true when one does, as gatsby-plugin-offline's gatsby-browser does, so the registration code stays`, () => {
    expect(registersServiceWorker(storeWith([`onClientEntry`], [`registerServiceWorker`, `onServiceWorkerActive`]))).toBe(true)
  })
})

describe(`configureWebpack`, () => {
  /** The parts of Gatsby's webpack config that configureWebpack reads, with React's aliases as Gatsby sets them. */
  const gatsbyConfig = () => ({
    module: { rules: [] },
    output: {},
    plugins: [],
    resolve: { alias: { react: `/site/node_modules/react`, "react-dom": `/site/node_modules/react-dom`, other: `/somewhere` } },
    optimization: { splitChunks: { cacheGroups: { styles: {}, framework: { test: (() => false) as unknown } } } },
  })
  type Config = ReturnType<typeof gatsbyConfig>

  function configured(
    stage: `build-javascript` | `build-html` | `develop-html`,
    store: { getState: () => object } = storeWith([]),
    leftOff: Record<string, string> = {},
  ): Config {
    const config = gatsbyConfig()
    let replaced: Config | undefined
    configureWebpack({
      stage,
      getConfig: () => config,
      actions: { replaceWebpackConfig: (next: Config) => (replaced = next) } as never,
      plugins: { define: (values: unknown) => ({ values }) } as never,
      // Gatsby's program holds the browsers it builds for (gatsby-internals/minify.ts reads them).
      store: { getState: () => ({ program: { browserslist: [`>0.25%`, `not dead`] }, ...store.getState() }) } as never,
      icons: () => ({ symbols: {}, sprite: `` }),
      inlineScripts: () => ({ head: ``, start: `` }),
      leftOff: () => leftOff,
    })
    return replaced!
  }

  it(`gives the browser bundles Preact in React's place, in the framework chunk`, () => {
    const { resolve, optimization } = configured(`build-javascript`)
    expect(resolve.alias).toMatchObject({
      react$: `preact/compat`,
      "react/jsx-runtime$": `preact/jsx-runtime`,
      "react-dom$": `preact/compat`,
      "react-dom/client$": `preact/compat/client`,
      other: `/somewhere`,
    })
    // Gatsby's own aliases would match first.
    expect(resolve.alias).not.toHaveProperty(`react`)
    expect(resolve.alias).not.toHaveProperty(`react-dom`)
    const framework = optimization.splitChunks.cacheGroups.framework.test as RegExp
    expect(framework.test(`/site/node_modules/preact/compat/dist/compat.module.js`)).toBe(true)
    expect(framework.test(`/site/node_modules/some-package/node_modules/preact/dist/preact.js`)).toBe(false)
    expect(framework.test(`/site/node_modules/gatsby/cache-dir/production-app.js`)).toBe(false)
  })

  it(`puts an empty module in the idle manifest script's place in the browser bundles`, () => {
    const { resolve } = configured(`build-javascript`, storeOf({ ...MANIFEST, pluginOptions: {} }))
    expect(resolve.alias).toHaveProperty([`/site/node_modules/gatsby-plugin-manifest/gatsby-browser.js`], false)
  })

  it(`puts the stand-ins of what the site leaves off in the browser bundles, and salts the renderer's hash with them`, () => {
    const rules = { [`${path.resolve(`src/styles/right-to-left.css`)}$`]: path.resolve(`src/styles/right-to-left-off.css`) }
    expect(configured(`build-javascript`, storeWith([]), rules).resolve.alias).toMatchObject(rules)
    // Another choice of what is left off changes the CSS every page inlines: every page is rendered again.
    const salt = (leftOff: Record<string, string>) =>
      (configured(`build-html`, storeWith([]), leftOff).output as { hashSalt?: string }).hashSalt
    expect(salt(rules)).not.toBe(salt({}))
    expect(salt(rules)).toBe(salt({ ...rules }))
  })

  it(`leaves React to the HTML renderer`, () => {
    expect(configured(`develop-html`).resolve.alias).toEqual(gatsbyConfig().resolve.alias)
  })
})
