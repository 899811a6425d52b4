import { useEffect, useState } from "react"

/** Whether the app has taken over a prebuilt page yet: from then on, pages are drawn in the browser. */
let appStarted = false

/**
 * False on the server and while the app hydrates the prebuilt HTML, true from
 * then on. A page the host serves for many addresses (the 404 page) draws what
 * it was built with until then, so that hydration matches, and what the
 * address asks for in the render right after. A page reached in the browser is
 * true from its first render, so it never shows the prebuilt value.
 *
 * A state set by an effect, not React's useSyncExternalStore: the browser
 * bundles run Preact (gatsby-internals/webpack.ts), whose version of that hook
 * has no snapshot for hydration, and whose hydration keeps the prebuilt
 * attributes, so the first render must match the HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appStarted)
  useEffect(() => {
    appStarted = true
    setHydrated(true)
  }, [])
  return hydrated
}
