import { useCallback, useSyncExternalStore } from "react"

/**
 * A value kept outside the components that show it, each of which renders
 * again only when its own part of the value changes: a keystroke in the blog
 * list's search renders the list, not the home page around it, which shows
 * only the category.
 */
export interface Store<T> {
  get: () => T
  subscribe: (listener: () => void) => () => void
  /** Sets the value and tells the components, unless it is the same value. */
  set: (next: T | ((current: T) => T)) => void
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next) {
      const changed = typeof next === `function` ? (next as (current: T) => T)(value) : next
      if (Object.is(changed, value)) return
      value = changed
      for (const listener of listeners) listener()
    },
  }
}

/**
 * The part of `store` that `select` picks, as this component's state. `select` must
 * be a function made once (at module level), and pick a part it does not make anew.
 * The first render reads the store as it is: a store whose value only effects
 * change holds its first value while the prebuilt HTML is hydrated.
 */
export function useStorePart<T, Part>(store: Store<T>, select: (value: T) => Part): Part {
  const read = useCallback(() => select(store.get()), [store, select])
  return useSyncExternalStore(store.subscribe, read, read)
}
