// Gatsby internal: gatsby-plugin-manifest's legacy option (gatsby-ssr.js) sets an apple-touch-icon
// <link> with sizes for each icon among the head components.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by e2e/manifest.test.ts, gatsby-internals/__tests__/touch-icon.test.tsx.
//
// gatsby-plugin-manifest (its `legacy` option, on by default) links every app
// icon as an apple-touch-icon: eight links in the head of every page, where
// one would do. iOS takes one for the home screen and scales it to its
// 180 px, so the page keeps one: the smallest at least that size, or else the largest.
import React from "react"
import type { GatsbySSR } from "gatsby"

type PreRenderArgs = Parameters<NonNullable<GatsbySSR["onPreRenderHTML"]>>[0]

/** The home-screen icon's size on iOS, in CSS pixels times the screen's density. */
export const TOUCH_ICON_SIZE = 180

type Link = React.ReactElement<{ rel?: unknown; sizes?: unknown }>

const isTouchIcon = (component: React.ReactNode): component is Link =>
  React.isValidElement(component) && (component as Link).props.rel === `apple-touch-icon`

/** The icon's width from its `sizes` ("192x192"), 0 when it has none. */
const widthOf = (link: Link) => parseInt(String(link.props.sizes ?? ``), 10) || 0

export function keepOneTouchIcon({
  getHeadComponents,
  replaceHeadComponents,
}: Pick<PreRenderArgs, `getHeadComponents` | `replaceHeadComponents`>): void {
  const components = getHeadComponents()
  const icons = components.filter(isTouchIcon).sort((a, b) => widthOf(a) - widthOf(b))
  if (icons.length < 2) return
  const kept = icons.find(icon => widthOf(icon) >= TOUCH_ICON_SIZE) ?? icons[icons.length - 1]
  replaceHeadComponents(components.filter(component => !isTouchIcon(component) || component === kept))
}
