import { useEffect, useState } from "react"

/**
 * `value` as it was at the last render of its own, then `value` as it is in a
 * render that comes after the browser has painted this one. A newer value
 * before then replaces the waiting one, so a burst of changes draws the last.
 * What React's useDeferredValue does, in a form Preact's hooks run the same way
 * (Preact's useDeferredValue returns the value at once).
 */
export function useLaterValue<T>(value: T): T {
  const [later, setLater] = useState(() => value)
  useEffect(() => {
    if (Object.is(later, value)) return
    const timer = setTimeout(() => setLater(() => value), 0)
    return () => clearTimeout(timer)
  }, [value, later])
  return later
}
