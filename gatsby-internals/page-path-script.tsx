// Gatsby internal: gatsby/cache-dir/static-entry.js pushes <script id="gatsby-script-loader"> with
// /*<![CDATA[*/window.pagePath="…";/*]]>*/ into the post-body components.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by e2e/security-headers.test.ts.
//
// Makes Gatsby's per-page inline script the same on every page, so the
// Content-Security-Policy allows it by one hash (see gatsby-internals/browser/page-path-script.ts).
//
// Relies on gatsby/cache-dir/static-entry.js (checked with gatsby 5.16): with
// slices (Gatsby 5's default) it pushes <script id="gatsby-script-loader"> whose
// text is exactly `/*<![CDATA[*/window.pagePath="…";/*]]>*/` into the post-body
// components before onPreRenderHTML. Only that exact text is replaced; anything
// else is left alone, and the build's CSP check (site-build/headers/headers.ts) then stops
// the build naming the page. e2e/security-headers.test.ts would catch a page
// whose path the script no longer reads.
import React from "react"
import type { GatsbySSR } from "gatsby"
import { PAGE_PATH_ATTRIBUTE, PAGE_PATH_SCRIPT } from "./browser/page-path-script"

type PreRenderArgs = Parameters<NonNullable<GatsbySSR["onPreRenderHTML"]>>[0]

interface ScriptProps {
  id?: string
  dangerouslySetInnerHTML?: { __html?: string }
}

export function sharePagePathScript({ getPostBodyComponents, replacePostBodyComponents, pathname }: PreRenderArgs): void {
  const expected = `/*<![CDATA[*/window.pagePath=${JSON.stringify(pathname)};/*]]>*/`
  const components = getPostBodyComponents()
  const index = components.findIndex(component => {
    const props = (React.isValidElement(component) ? component.props : null) as ScriptProps | null
    return props?.id === `gatsby-script-loader` && props.dangerouslySetInnerHTML?.__html === expected
  })
  if (index === -1) return
  const script = (
    <script
      key="script-loader"
      id="gatsby-script-loader"
      {...{ [PAGE_PATH_ATTRIBUTE]: pathname }}
      dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }}
    />
  )
  replacePostBodyComponents(components.map((component, i) => (i === index ? script : component)))
}
