// What was last checked against Gatsby's own files: the version, and each module that relies on them, with what it relies
// on and the tests that would fail if that changed. gatsby-internals/__tests__/checked-version.test.ts fails when the installed
// Gatsby is another version, listing these, and when a module of gatsby-internals/ or gatsby-internals/browser/ is missing
// here (those of browser/ are in browser/checked-version.ts). See the README beside this file.

import { BROWSER_INTERNALS } from "./browser/checked-version"

/** The Gatsby version the modules below were last checked with. */
export const CHECKED_GATSBY_VERSION = `5.16.1`

export interface GatsbyInternal {
  /** The module, from the project's root. */
  module: string
  /** Which Gatsby file or behaviour it relies on. */
  dependsOn: string
  /** The tests that fail if that changes; empty when none does. */
  guardedBy: string[]
}

export const GATSBY_INTERNALS: GatsbyInternal[] = [
  {
    module: `gatsby-internals/avif-effort.ts`,
    dependsOn:
      `gatsby-plugin-sharp's process-file.js calls sharp's .avif({ quality, force }) without an effort, ` +
      `on the site's own sharp module`,
    guardedBy: [`gatsby-internals/__tests__/avif-effort.test.ts`],
  },
  {
    module: `gatsby-internals/babel-cache.ts`,
    dependsOn:
      `gatsby/dist/utils/webpack-utils.js runs babel-loader (8.4.1) with a cacheDirectory, ` +
      `through a \`use\` function for the site's code; ` +
      `webpack.config.js defines every environment variable in the HTML renderer`,
    guardedBy: [`gatsby-internals/__tests__/babel-cache.test.ts`, `e2e/warm-build.test.ts`],
  },
  {
    module: `gatsby-internals/build-code.ts`,
    dependsOn:
      `gatsby/dist/utils/parcel/compile-gatsby-files.js compiles gatsby-node.ts and its imports into .cache/compiled/gatsby-node.js; ` +
      `load-internal-plugins.js versions the site by its root gatsby-* files only`,
    guardedBy: [`gatsby-internals/__tests__/build-code.test.ts`],
  },
  {
    module: `gatsby-internals/class-names.ts`,
    dependsOn: `Gatsby's css-loader options for CSS modules (gatsby/dist/utils/webpack-utils.js), found among its webpack rules`,
    guardedBy: [`e2e/hydration.test.ts`, `e2e/budget.test.ts`, `gatsby-internals/__tests__/class-names.test.ts`],
  },
  {
    module: `gatsby-internals/deferred-scripts.tsx`,
    dependsOn:
      `gatsby/cache-dir/static-entry.js puts the _gatsby-scripts slice's placeholder among the post-body components ` +
      `before onPreRenderHTML`,
    guardedBy: [`e2e/script-start.test.ts`, `gatsby-internals/__tests__/deferred-scripts.test.tsx`],
  },
  {
    module: `gatsby-internals/idle-scripts.ts`,
    dependsOn:
      `the internal partytown plugin's gatsby-browser.js, gatsby-plugin-manifest 5.16's gatsby-browser.js (which acts only ` +
      `with its localize option), .cache/register-service-worker.js (required by production-app.js only when a plugin ` +
      `registers a service worker), each plugin's name, resolve, browserAPIs and pluginOptions in the store's flattenedPlugins`,
    guardedBy: [`gatsby-internals/__tests__/webpack.test.ts`, `e2e/budget.test.ts`],
  },
  {
    module: `gatsby-internals/minify.ts`,
    dependsOn: `terser-webpack-plugin 5.6 (its swcMinify) as Gatsby's JavaScript minimizer; the browsers of Gatsby's program.browserslist`,
    guardedBy: [`gatsby-internals/__tests__/minify.test.ts`, `e2e/budget.test.ts`],
  },
  {
    module: `gatsby-internals/not-found-pages.ts`,
    dependsOn:
      `page data's { path, matchPath } (public/page-data/{path}/page-data.json); gatsby/cache-dir/production-app.js's ` +
      `RouteHandler path: the address for /404.html, else the page data's matchPath, else its path`,
    guardedBy: [`e2e/not-found.test.ts`, `e2e/languages.test.ts`],
  },
  {
    module: `gatsby-internals/page-language.ts`,
    dependsOn:
      `gatsby/cache-dir/static-entry.js passes loadPageDataSync to onRenderBody in a build; ` + `page data's { result: { data } } shape`,
    guardedBy: [`e2e/site-import.test.ts`, `e2e/languages.test.ts`, `gatsby-internals/__tests__/page-language.test.ts`],
  },
  {
    module: `gatsby-internals/page-nodes.ts`,
    dependsOn:
      `gatsby/dist/utils/source-nodes.js deletes every untouched node of the last build after sourcing; ` +
      `createPage only touches a page node whose digest is unchanged; deleteUntouchedPages and DELETE_PAGE remove a gone page's node`,
    guardedBy: [`e2e/warm-build.test.ts`],
  },
  {
    module: `gatsby-internals/page-path-script.tsx`,
    dependsOn:
      `gatsby/cache-dir/static-entry.js pushes <script id="gatsby-script-loader"> with /*<![CDATA[*/window.pagePath="…";/*]]>*/ ` +
      `into the post-body components`,
    guardedBy: [`e2e/security-headers.test.ts`],
  },
  {
    module: `gatsby-internals/parcel-config.json5`,
    dependsOn:
      `gatsby/dist/utils/parcel/compile-gatsby-files.js runs Parcel in production mode with gatsby-parcel-config as its ` +
      `default config (its optimizers minify with terser), and Parcel takes the project's .parcelrc in its place`,
    guardedBy: [`gatsby-internals/__tests__/parcel-config.test.ts`, `e2e/warm-build.test.ts`],
  },
  {
    module: `gatsby-internals/parcel-snapshot.cjs`,
    dependsOn:
      `gatsby/dist/utils/parcel/compile-gatsby-files.js compiles the gatsby-* files with @parcel/core 2.8.3 in a worker ` +
      `that inherits the Node options; Parcel's RequestTracker.js compares the project with a snapshot through ` +
      `@parcel/fs's NodeFS and @parcel/watcher 2.6.0's writeSnapshot and getEventsSince, ignoring only its cache and .git, ` +
      `and runs every request again on a create event for the project folder`,
    guardedBy: [`gatsby-internals/__tests__/parcel-snapshot.test.ts`, `e2e/warm-build.test.ts`],
  },
  {
    module: `gatsby-internals/render-body-args.ts`,
    dependsOn: `gatsby/cache-dir/static-entry.js passes bodyHtml to onRenderBody (not in GatsbySSR's type)`,
    guardedBy: [`e2e/icons.test.ts`],
  },
  {
    module: `gatsby-internals/scripts-slice.ts`,
    dependsOn:
      `Gatsby writes its chunk map, compilation hash and script tags once per build as the _gatsby-scripts slice, ` +
      `in public/_gatsby/slices/`,
    guardedBy: [`e2e/security-headers.test.ts`, `e2e/script-start.test.ts`],
  },
  {
    module: `gatsby-internals/stylesheet-digest.ts`,
    dependsOn:
      `a warm build renders a page again only for a new HTML renderer, not a new browser bundle ` +
      `(SET_WEBPACK_COMPILATION_HASH in gatsby/dist/redux/reducers/html.js)`,
    guardedBy: [`e2e/warm-build.test.ts`],
  },
  {
    module: `gatsby-internals/touch-icon.ts`,
    dependsOn:
      `gatsby-plugin-manifest's legacy option (gatsby-ssr.js) sets an apple-touch-icon <link> with sizes for each icon ` +
      `among the head components`,
    guardedBy: [`e2e/manifest.test.ts`, `gatsby-internals/__tests__/touch-icon.test.tsx`],
  },
  {
    module: `gatsby-internals/type-owners.ts`,
    dependsOn:
      `gatsby/dist/redux/reducers/type-owners.js keeps typeOwners { pluginsToTypes, typesToPlugins } through DELETE_CACHE ` +
      `and refuses a node of a type another plugin owns; onPreBootstrap runs before any sourceNodes`,
    guardedBy: [`gatsby-internals/__tests__/type-owners.test.ts`, `e2e/warm-build.test.ts`],
  },
  {
    module: `gatsby-internals/webpack.ts`,
    dependsOn:
      `Gatsby's webpack config: its stages, the styles and framework cacheGroups and the react and react-dom aliases ` +
      `(gatsby/dist/utils/webpack.config.js), react-dom/client's hydrateRoot and createRoot as the only React DOM API ` +
      `production-app.js calls (met by preact/compat/client), mini-css-extract-plugin, ` +
      `the internal partytown plugin's gatsby-browser.js, gatsby-plugin-manifest 5.16's gatsby-browser.js (which acts only ` +
      `with its localize option), .cache/register-service-worker.js (required by production-app.js ` +
      `only when a plugin registers a service worker), the HTML renderer's hash`,
    guardedBy: [
      `gatsby-internals/__tests__/webpack.test.ts`,
      `e2e/budget.test.ts`,
      `e2e/posts.test.ts`,
      `e2e/dashboard.test.ts`,
      `e2e/tags.test.ts`,
      `e2e/security-headers.test.ts`,
      `e2e/icons.test.ts`,
      `e2e/warm-build.test.ts`,
    ],
  },
  {
    module: `gatsby-internals/webpack-cache.ts`,
    dependsOn: `webpack.config.js's filesystem cache and its buildDependencies; webpack 5.98 adding each loader to them`,
    guardedBy: [`gatsby-internals/__tests__/webpack-cache.test.ts`, `e2e/warm-build.test.ts`],
  },
  {
    module: `gatsby-internals/worker-count.ts`,
    dependsOn: `gatsby/dist/utils/worker/pool.js starts cpuCoreCount() - 1 workers; gatsby-core-utils' cpuCoreCount reads GATSBY_CPU_COUNT`,
    guardedBy: [`gatsby-internals/__tests__/worker-count.test.ts`],
  },
  ...BROWSER_INTERNALS,
]
