// react-helmet for the browser bundle (gatsby-node.ts points `react-helmet` here
// in production builds). The prebuilt HTML already carries the right head for the
// page it was built for, so Helmet is only needed once the head has to change:
// after a client-side navigation, or when the HTML was built for another page
// (a static host's 404.html serving /post/{unknown}). Until then it renders
// nothing and its code is not downloaded at all.
import React, { lazy, Suspense } from "react"
import type { HelmetProps } from "react-helmet"

const RealHelmet = lazy(() => import(`react-helmet/es/Helmet.js`).then(module => ({ default: module.Helmet })))

let headIsStale = false

/** Called when the document head no longer matches the page being shown. */
export function markHeadStale(): void {
  headIsStale = true
}

export function Helmet(props: HelmetProps) {
  if (!headIsStale) return null
  return (
    <Suspense fallback={null}>
      <RealHelmet {...props} />
    </Suspense>
  )
}
