// A rebuild keeps the node Gatsby made for each page of the last build, instead
// of deleting them all after sourcing and making them again in createPages.
//
// Relies on (Checked with gatsby 5.16.1; gatsby-internals/checked-version.ts lists every internal):
// - gatsby/dist/utils/source-nodes.js deletes, after sourceNodes, every node of
//   the last build whose root node no plugin touched. Gatsby's internal-data-bridge
//   owns the SitePage nodes and touches none, so without this a warm build deletes
//   all of them, one dispatch and one event-loop turn each: work that grows with the blog, not the edit.
// - gatsby/dist/redux/actions/public.js createPage only touches a page's node when
//   it exists with the same digest; otherwise it makes it anew, which runs every
//   plugin's onCreateNode for it (gatsby/dist/redux/plugin-runner.js).
// - gatsby/dist/services/create-pages.js deletes the pages createPages did not
//   make again (deleteUntouchedPages), and internal-data-bridge deletes their nodes
//   on DELETE_PAGE, so the node of a page that is gone does not outlive it.
// e2e/warm-build.test.ts fails if a rebuild deletes page nodes again, or keeps
// the node of a deleted post's page.
import type { Node, NodePluginArgs } from "gatsby"

/** Touches every SitePage node, so Gatsby's stale-node sweep leaves it to createPage to keep or replace. */
export function keepPageNodes({ getNodesByType, actions }: Pick<NodePluginArgs, `getNodesByType` | `actions`>): void {
  for (const node of getNodesByType(`SitePage`) as Node[]) actions.touchNode(node)
}
