// Gatsby internal: the store's typeOwners (gatsby/dist/redux/reducers/type-owners.js),
// which names the plugin that made each node type and refuses a node of that type
// from any other plugin.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by gatsby-internals/__tests__/type-owners.test.ts and e2e/warm-build.test.ts.
//
// When the plugins change, Gatsby deletes its cache, nodes and all, but keeps the
// type owners it loaded with the cached state (its DELETE_CACHE passes them by).
// A type that another plugin now makes, as plugins/gatsby-source-site-files makes
// the File nodes gatsby-source-filesystem made before, then stopped the first build
// after the change with "created a node of a type owned by another plugin", and
// only `gatsby clean` got past it. An owner that is no longer among the plugins
// made no node that is left, so it is forgotten before anything is sourced.
import type { NodePluginArgs } from "gatsby"

interface TypeOwners {
  pluginsToTypes: Map<string, Set<string>>
  typesToPlugins: Map<string, string>
}

/** What this module reads of Gatsby's store (its type leaves the state untyped). */
interface OwnerState {
  flattenedPlugins: Array<{ name: string }>
  typeOwners: TypeOwners
}

/** Forgets the owners of node types that are no longer plugins; returns the types whose owner was forgotten. */
export function forgetGoneTypeOwners(store: Pick<NodePluginArgs[`store`], `getState`>): string[] {
  const { flattenedPlugins, typeOwners } = store.getState() as OwnerState
  const plugins = new Set(flattenedPlugins.map(plugin => plugin.name))
  const forgotten: string[] = []
  for (const [type, owner] of typeOwners.typesToPlugins) {
    if (plugins.has(owner)) continue
    typeOwners.typesToPlugins.delete(type)
    forgotten.push(type)
  }
  for (const owner of typeOwners.pluginsToTypes.keys()) if (!plugins.has(owner)) typeOwners.pluginsToTypes.delete(owner)
  return forgotten
}
