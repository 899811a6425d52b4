// Gatsby internal: browser scripts of Gatsby's and of plugins that do nothing on this site, yet would be in every
// page's app script; gatsby-internals/webpack.ts gives the browser bundles an empty module in their place (the
// reasons are in its header).
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by gatsby-internals/__tests__/webpack.test.ts and e2e/budget.test.ts.
import { createRequire } from "module"
import path from "path"
import type { GatsbyNode } from "gatsby"

// gatsby-node.ts is bundled before Node runs it: resolve packages from the project itself.
const projectRequire = createRequire(path.join(process.cwd(), `package.json`))

/** What is read of Gatsby's store (its type leaves the state untyped): each plugin, its browser APIs and options. */
interface PluginState {
  flattenedPlugins: Array<{ name: string; resolve: string; browserAPIs?: string[]; pluginOptions?: Record<string, unknown> }>
}
export type PluginStore = Pick<Parameters<NonNullable<GatsbyNode["onCreateWebpackConfig"]>>[0][`store`], `getState`>

/** Aliases to an empty module of every idle browser script: Partytown's integration, the service worker's, the manifest's. */
export function idleBrowserScripts(store: PluginStore): Record<string, false> {
  return {
    [path.join(path.dirname(projectRequire.resolve(`gatsby/package.json`)), `dist/internal-plugins/partytown/gatsby-browser.js`)]: false,
    ...(registersServiceWorker(store) ? {} : { [path.join(process.cwd(), `.cache`, `register-service-worker`)]: false }),
    ...idleManifestScript(store),
  }
}

/**
 * gatsby-plugin-manifest's gatsby-browser.js, which does nothing unless the manifest has a version per language (its
 * `localize` option), to an empty module: it requires `gatsby` as CommonJS, so every export of Gatsby's browser entry,
 * gatsby-script's Script and its loaders among them, would be in every page's app script.
 */
export function idleManifestScript(store: PluginStore): Record<string, false> {
  const manifest = (store.getState() as PluginState).flattenedPlugins.find(plugin => plugin.name === `gatsby-plugin-manifest`)
  if (!manifest || manifest.pluginOptions?.localize) return {}
  return { [path.join(manifest.resolve, `gatsby-browser.js`)]: false }
}

/** Whether a plugin asks Gatsby to register a service worker (its gatsby-browser exports registerServiceWorker). */
export function registersServiceWorker(store: PluginStore): boolean {
  return (store.getState() as PluginState).flattenedPlugins.some(plugin => plugin.browserAPIs?.includes(`registerServiceWorker`))
}
