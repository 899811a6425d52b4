// The browser bundles' webpack settings. Two depend on Gatsby's internals,
// checked with gatsby 5.16.1, gatsby-plugin-react-helmet 6.16.0 and react-helmet 6.1.0:
// - `react-helmet` is aliased to src/components/deferred-helmet.tsx in the
//   browser bundles only (stage build-javascript; the prebuilt HTML keeps the
//   real Helmet through gatsby-plugin-react-helmet's gatsby-ssr.js), so Helmet's
//   code loads only when the head has to change. Guarded by e2e/budget.test.ts
//   (first-visit JavaScript) and e2e/posts.test.ts and e2e/dashboard.test.ts
//   (the title after a client-side navigation and on a client-rendered page).
// - Gatsby's internal partytown plugin registers a gatsby-browser.js
//   (gatsby/dist/internal-plugins/partytown/, listed in .cache/api-runner-browser-plugins.js)
//   that does nothing outside `gatsby develop`, yet, being CommonJS, brings
//   gatsby-script and Partytown's integration into every page's app script
//   (about 2 KB gzip). The site runs no off-main-thread script, so browser bundles
//   get an empty module in its place. Guarded by e2e/budget.test.ts (the size) and
//   every browser test (the app starts; no console error).
// - mini-css-extract-plugin, which Gatsby adds for CSS (gatsby/dist/utils/webpack-utils.js),
//   is found by its constructor's name to turn off its "conflicting order"
//   warning: CSS modules are scoped, so the order in which components import them does not matter.
import { createRequire } from "module"
import path from "path"
import type { GatsbyNode } from "gatsby"

// gatsby-node.ts is bundled before Node runs it: resolve packages from the project itself.
const projectRequire = createRequire(path.join(process.cwd(), `package.json`))

type WebpackArgs = Parameters<NonNullable<GatsbyNode["onCreateWebpackConfig"]>>[0]

export function configureWebpack({ stage, getConfig, actions }: Pick<WebpackArgs, `stage` | `getConfig` | `actions`>): void {
  if (stage !== `build-javascript`) return
  const config = getConfig()
  // Maps for the project's own tools, not for visitors: gatsby/published-files.ts.
  config.devtool = `hidden-source-map`
  config.resolve.alias = {
    ...config.resolve.alias,
    "react-helmet$": path.resolve(`src/components/deferred-helmet.tsx`),
    [path.join(path.dirname(projectRequire.resolve(`gatsby/package.json`)), `dist/internal-plugins/partytown/gatsby-browser.js`)]: false,
  }
  const extractor = config.plugins.find((plugin: { constructor: { name: string } }) => plugin.constructor.name === `MiniCssExtractPlugin`)
  if (extractor) extractor.options.ignoreOrder = true
  actions.replaceWebpackConfig(config)
}
