// Gatsby internal: Gatsby's webpack config: its stages, the styles and framework cacheGroups
// and the react aliases (gatsby/dist/utils/webpack.config.js), mini-css-extract-plugin, the internal partytown plugin's
// and gatsby-plugin-manifest's gatsby-browser.js, .cache/register-service-worker.js, the HTML renderer's hash.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by gatsby-internals/__tests__/webpack.test.ts, e2e/budget.test.ts, e2e/posts.test.ts, e2e/dashboard.test.ts, e2e/tags.test.ts,
// e2e/security-headers.test.ts, e2e/icons.test.ts, e2e/warm-build.test.ts.
//
// The bundles' webpack settings. Several depend on Gatsby's internals,
// checked with gatsby 5.16.1, gatsby-plugin-react-helmet 6.16.0 and react-helmet 6.1.0:
// - `react-helmet` is aliased to src/components/deferred-helmet.tsx in the
//   browser bundles only (stage build-javascript; the prebuilt HTML keeps the
//   real Helmet through gatsby-plugin-react-helmet's gatsby-ssr.js), so Helmet's
//   code loads only when the head has to change. Guarded by e2e/budget.test.ts
//   (first-visit JavaScript) and e2e/posts.test.ts and e2e/dashboard.test.ts
//   (the title after a client-side navigation and on a client-rendered page).
// - The browser bundles run Preact (preact/compat) in React's place: 10 KB of
//   framework (gzip) for React DOM's 45, the same components and hooks. The
//   prebuilt HTML is still rendered by React (stages build-html and develop-html
//   keep it), so every page's markup is React's, and `gatsby develop` runs React
//   with its fast refresh. gatsby-plugin-preact would also move the HTML renderer
//   to preact-render-to-string. React's aliases are dropped first: webpack takes
//   the first alias that matches. Guarded by e2e/budget.test.ts (the framework's
//   size) and every browser test (the pages work; no console error).
// - Gatsby's internal partytown plugin registers a gatsby-browser.js
//   (gatsby/dist/internal-plugins/partytown/, listed in .cache/api-runner-browser-plugins.js)
//   that does nothing outside `gatsby develop`, yet, being CommonJS, brings
//   gatsby-script and Partytown's integration into every page's app script.
//   The site runs no off-main-thread script, so browser bundles
//   get an empty module in its place. Guarded by e2e/budget.test.ts (the size) and
//   every browser test (the app starts; no console error).
// - gatsby-plugin-manifest's gatsby-browser.js swaps the manifest link only when the manifest has a version per
//   language (its `localize` option), yet requires `gatsby` as CommonJS, which keeps every export of Gatsby's browser
//   entry (gatsby-script's Script and loaders, Slice, StaticQuery…) in every page's app script: 3 KB gzip. Without
//   `localize`, browser bundles get an empty module in its place (gatsby-internals/idle-scripts.ts). Guarded by e2e/budget.test.ts
//   (no Script code in the app script) and gatsby-internals/__tests__/webpack.test.ts (a localised manifest keeps it).
// - Gatsby's production-app.js requires .cache/register-service-worker.js only when a
//   plugin's registerServiceWorker returns true, yet bundles it into every page's app
//   script. Unless a plugin exports that API (gatsby-plugin-offline does), browser
//   bundles get an empty module in its place. Guarded by e2e/budget.test.ts (the size)
//   and gatsby-internals/__tests__/webpack.test.ts (a plugin that registers one keeps it).
// - Gatsby puts every CSS module into one "styles" chunk (its splitChunks
//   cacheGroups.styles in gatsby/dist/utils/webpack.config.js), so each page's HTML
//   would inline the whole site's CSS (every template's: the post's, the projects', the tag index's…).
//   Without that group, the CSS goes with each page's chunk, and Gatsby inlines the
//   app's CSS and that page's template's (gatsby/cache-dir/static-entry.js); after a
//   client-side navigation, webpack's CSS runtime adds the next template's file as
//   a <link>, skipping what the page already has by its data-href. Guarded by
//   e2e/budget.test.ts (what each page inlines), e2e/tags.test.ts (a page reached in
//   the app is styled as one loaded directly) and e2e/security-headers.test.ts
//   (the CSP hashes every inlined style; no violation on any page).
// - The icons' symbols (src/icons/sprite.ts) are read here, in Node, and written
//   into the HTML renderer as the constant __ICON_SYMBOLS__, from which gatsby-ssr.tsx
//   puts in each page the ones it draws: Gatsby rebuilds every page on every build
//   once the renderer itself reads a file ("Unsafe builtin method was used"). The
//   browser bundles get the whole sprite as __ICON_SPRITE__, used only by the chunk
//   src/icons/all-symbols.ts. Guarded by e2e/icons.test.ts and
//   e2e/warm-build.test.ts (no page rendered again).
// - The optional features the site config leaves off (comments, the newsletter, the
//   visitor counter: src/optional-modules.ts) are swapped, in the browser bundles, for
//   modules of the same exports that do nothing: the prebuilt HTML has none of them
//   then either, and the pages' JavaScript and CSS stay as they were without them. So are
//   the rules only a page written right to left needs (src/styles/right-to-left.css), for an
//   empty stylesheet, when nothing on the site is written so. gatsby-node.ts hands in the
//   aliases (site-build/features-left-off.ts); the renderer's hash salt follows them, so a
//   post that brings the first right-to-left text renders every page again. Guarded by
//   e2e/reader-features.test.ts (on), e2e/budget.test.ts (off), e2e/languages.test.ts (the
//   Arabic post's code reads left to right) and gatsby-internals/__tests__/webpack.test.ts.
// - CSS modules' class names, which Gatsby makes `[name]--[local]--[hash:hex:5]`
//   in its css-loader options (gatsby/dist/utils/webpack-utils.js), are short in
//   the built site (gatsby-internals/class-names.ts), the same in the HTML renderer and the
//   browser bundles, or hydration would restyle the page: guarded by every
//   browser test (no hydration warning) and e2e/budget.test.ts.
// - mini-css-extract-plugin, which Gatsby adds for CSS (gatsby/dist/utils/webpack-utils.js),
//   is found by its constructor's name to turn off its "conflicting order"
//   warning: CSS modules are scoped, so the order in which components import them does not matter.
//   It also compiles each stylesheet in the main compilation (its experimentalUseImportModule, in
//   mini-css-extract-plugin 1.6.2), not in a child compilation of its own: the compilation hash,
//   which Gatsby writes into every page, counted the child compilations whenever they ran, so the
//   first build after a cold one, with its CSS from the cache, got another hash, and every page
//   was stitched and read for the CSP again. Guarded by e2e/warm-build.test.ts (no page read again).
// - The browser bundles' JavaScript is minified by swc in terser's place, for the browsers Babel compiles for
//   (gatsby-internals/minify.ts). Guarded by gatsby-internals/__tests__/minify.test.ts and e2e/budget.test.ts.
//
// - The site's own modules of components, hooks, strings and helpers (src/components, src/hooks, src/i18n,
//   src/lib) only declare things: a module whose exports a page's code never uses is left out of the browser
//   bundles with whatever it alone imports (webpack's sideEffects). So the code a site of one language never
//   runs, behind SEVERAL_LANGUAGES (plugins/babel-plugin-inline-strings writes it as false there), takes its
//   modules with it: the languages' names and directions, the footer's line of languages. Guarded by
//   e2e/budget.test.ts (the bundles' sizes) and every browser test (every page works).
import { createHash } from "crypto"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { withoutBabelCache } from "./babel-cache"
import { shortenClassNames } from "./class-names"
import { stylesheetDigest } from "./stylesheet-digest"
import { idleBrowserScripts, type PluginStore } from "./idle-scripts"
import { cacheByInstall } from "./webpack-cache"
import { minifyWithSwc } from "./minify"

/** React's packages, as the browser bundles import them, to Preact's. */
const PREACT_ALIASES = {
  react$: `preact/compat`,
  "react/jsx-runtime$": `preact/jsx-runtime`,
  "react-dom$": `preact/compat`,
  "react-dom/client$": `preact/compat/client`,
}
/** The folders of modules that only declare: imported for nothing they export, they are left out. */
const DECLARATIONS_ONLY = [`components`, `hooks`, `i18n`, `lib`].map(folder => path.resolve(`src`, folder))
/** The modules of the framework chunk: Preact and what React's would hold, not a copy nested in another package. */
const FRAMEWORK_MODULES = /(?<!node_modules.*)[\\/]node_modules[\\/](preact|react|react-dom|scheduler|prop-types)[\\/]/

type WebpackArgs = Parameters<NonNullable<GatsbyNode["onCreateWebpackConfig"]>>[0]

/** A short digest of which modules are left off, for the renderer's hash salt. */
function leftOffDigest(aliases: Record<string, string>): string {
  const modules = Object.keys(aliases).map(module => path.relative(process.cwd(), module))
  return createHash(`sha256`).update(modules.sort().join(`\n`)).digest(`hex`).slice(0, 8)
}

/** The icons the bundles carry (src/icons/sprite.ts): each symbol for the HTML renderer, the sprite for the browser. */
export interface BundledIcons {
  symbols: Record<string, unknown>
  sprite: string
}

export function configureWebpack({
  stage,
  getConfig,
  actions,
  plugins,
  store,
  icons,
  inlineScripts,
  leftOff,
}: Pick<WebpackArgs, `stage` | `getConfig` | `actions` | `plugins`> & {
  store: PluginStore
  icons: () => BundledIcons
  /** The inline scripts every page carries, as they ship. */
  inlineScripts: () => { head: string; start: string }
  /** Aliases from the modules the site leaves off to their stand-ins (site-build/features-left-off.ts). */
  leftOff: () => Record<string, string>
}): void {
  const config = getConfig()
  // The cache is versioned by the install's lockfile, not by webpack following every package (gatsby-internals/webpack-cache.ts).
  cacheByInstall(config)
  // A change to the CSS alone renders every page again (gatsby-internals/stylesheet-digest.ts).
  // So does a change to what is left off, whose stand-ins' CSS (none) every page inlines in its place.
  if (stage === `build-html`) config.output.hashSalt = `${stylesheetDigest()}${leftOffDigest(leftOff())}`
  if (stage === `build-html` || stage === `build-javascript`) {
    shortenClassNames(config.module.rules)
    // The same module hashes alike whether built cold or again (gatsby-internals/babel-cache.ts).
    withoutBabelCache(config.module.rules)
  }
  const { symbols, sprite } = icons()
  if (stage === `build-html` || stage === `develop-html`)
    config.plugins.push(plugins.define({ __ICON_SYMBOLS__: JSON.stringify(symbols), __INLINE_SCRIPTS__: JSON.stringify(inlineScripts()) }))
  else config.plugins.push(plugins.define({ __ICON_SPRITE__: JSON.stringify(sprite) }))
  if (stage !== `build-javascript`) {
    actions.replaceWebpackConfig(config)
    return
  }
  // Maps for the project's own tools, not for visitors: site-build/published-files.ts.
  config.devtool = `hidden-source-map`
  const { react: _react, "react-dom": _reactDom, ...gatsbyAliases } = config.resolve.alias
  config.resolve.alias = {
    ...gatsbyAliases,
    ...PREACT_ALIASES,
    "react-helmet$": path.resolve(`src/components/deferred-helmet.tsx`),
    ...idleBrowserScripts(store),
    ...leftOff(),
  }
  const extractor = config.plugins.find((plugin: { constructor: { name: string } }) => plugin.constructor.name === `MiniCssExtractPlugin`)
  if (extractor) Object.assign(extractor.options, { ignoreOrder: true, experimentalUseImportModule: true })
  // Each page inlines its own template's CSS, not the whole site's.
  delete config.optimization.splitChunks.cacheGroups.styles
  config.module.rules.push({ test: /\.tsx?$/, include: DECLARATIONS_ONLY, sideEffects: false })
  // Gatsby's framework chunk, with Preact in it (its test reads a module's path).
  config.optimization.splitChunks.cacheGroups.framework.test = FRAMEWORK_MODULES
  // swc minifies, for the browsers Babel compiles for (gatsby-internals/minify.ts).
  minifyWithSwc(config, (store.getState() as { program: { browserslist: string[] } }).program.browserslist)
  actions.replaceWebpackConfig(config)
}
