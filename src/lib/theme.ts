export type Theme = `light` | `dark`

/** Where the visitor's explicit choice is remembered. */
export const THEME_STORAGE_KEY = `theme`

/** The visitor's saved choice wins; otherwise follow the operating system. */
export function resolveTheme(saved: string | null, prefersDark: boolean): Theme {
  if (saved === `light` || saved === `dark`) return saved
  return prefersDark ? `dark` : `light`
}
