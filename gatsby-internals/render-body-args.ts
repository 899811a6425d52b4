// Gatsby internal: gatsby/cache-dir/static-entry.js passes bodyHtml to onRenderBody (not in
// GatsbySSR's type).
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by e2e/icons.test.ts.
import type { GatsbySSR } from "gatsby"

/** onRenderBody's arguments, with the rendered body Gatsby passes but its type leaves out. */
export type RenderBodyArgs = Parameters<NonNullable<GatsbySSR["onRenderBody"]>>[0] & { bodyHtml?: string }
