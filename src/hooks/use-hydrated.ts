import { useSyncExternalStore } from "react"

const noChanges = () => () => {}

/**
 * False on the server and while React hydrates the prebuilt HTML, true from
 * then on. A page the host serves for many addresses (the 404 page) draws what
 * it was built with until then, so that hydration matches, and what the
 * address asks for right after. A page reached in the browser is true from its
 * first render, so it never shows the prebuilt value.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
}
