import React, { Suspense, useEffect } from "react"

/**
 * Prebuilt HTML that React takes over after the rest of the page. A Suspense
 * boundary in the server's HTML is hydrated by React 18 in a pass of its own,
 * at low priority and in slices that yield to the browser, once the page around
 * it is live; a click or a key inside it first is replayed when it is. So a
 * page's hydration is several short tasks instead of one long one. Nothing
 * inside suspends: the fallback never shows.
 *
 * An update that reaches a boundary before it is hydrated makes React throw its
 * HTML away and log an error: give a boundary children that do not change, or
 * make the update a transition (src/hooks/use-list-filter.ts).
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  // Runs as the page around it is hydrated, so before gatsby-browser.tsx's onInitialClientRender.
  useEffect(() => {
    parts.waiting++
  }, [])
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated />
    </Suspense>
  )
}

const parts = { waiting: 0, then: null as (() => void) | null }

function PartHydrated() {
  useEffect(() => {
    parts.waiting--
    settle()
  }, [])
  return null
}

function settle() {
  const then = parts.then
  if (!then || parts.waiting > 0) return
  parts.then = null
  then()
}

/** Calls `callback` once the page's parts are hydrated too (at once when it has none or they are). */
export function whenPartsHydrated(callback: () => void): void {
  parts.then = callback
  settle()
}
