// Gatsby internal: gatsby/cache-dir/static-entry.js puts the _gatsby-scripts slice's placeholder among
// the post-body components before onPreRenderHTML.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by e2e/script-start.test.ts, gatsby-internals/__tests__/deferred-scripts.test.tsx.
//
// Holds Gatsby's scripts back until the page's first content is on screen
// (see gatsby-internals/browser/script-start.ts for why and when they start).
//
// Relies on gatsby/cache-dir/static-entry.js (checked with gatsby 5.16): with
// slices (Gatsby 5's default) the chunk map, the compilation hash and the
// <script src async> tags are one slice, `_gatsby-scripts`, written once per
// build and stitched into every page where static-entry puts its placeholder
// element among the post-body components. That element is wrapped in a
// <template>, and the script that starts them follows it. Without that
// element (the development server) the page is left as it is; the browser
// tests (e2e/script-start.test.ts) check that built pages start their scripts
// after their first paint.
import React from "react"
import type { GatsbySSR } from "gatsby"
import { DEFERRED_SCRIPTS_ID } from "./browser/script-start"
import { SCRIPTS_SLICE_ID } from "./scripts-slice"

type PreRenderArgs = Parameters<NonNullable<GatsbySSR["onPreRenderHTML"]>>[0]

/** Gatsby's scripts into the template, and after it `startScript`: START_SCRIPTS (./browser/script-start.ts) as pages carry it. */
export function deferScripts(
  { getPostBodyComponents, replacePostBodyComponents }: Pick<PreRenderArgs, `getPostBodyComponents` | `replacePostBodyComponents`>,
  startScript: string,
): void {
  const components = getPostBodyComponents()
  const index = components.findIndex(
    component => React.isValidElement(component) && (component.props as { sliceId?: unknown }).sliceId === SCRIPTS_SLICE_ID,
  )
  if (index === -1) return
  replacePostBodyComponents([
    ...components.slice(0, index),
    <template key="deferred-scripts" id={DEFERRED_SCRIPTS_ID}>
      {components[index]}
    </template>,
    <script key="script-start" dangerouslySetInnerHTML={{ __html: startScript }} />,
    ...components.slice(index + 1),
  ])
}
