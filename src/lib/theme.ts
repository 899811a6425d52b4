// The colour theme's names and where a visitor's choice is kept. The head script
// (./head-script.ts) applies it before the first paint: the saved choice, else
// the system's preference; the toggle (src/components/theme-toggle.tsx) changes it.

export type Theme = `light` | `dark`

/** Where the visitor's explicit choice is remembered. */
export const THEME_STORAGE_KEY = `theme`
