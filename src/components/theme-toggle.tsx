import React, { useEffect, useState } from "react"
import { Icon } from "../icons/icon"
import { THEME_STORAGE_KEY, type Theme } from "../lib/theme"
import * as styles from "./theme-toggle.module.css"
import { useWords } from "../i18n/words"

/**
 * Switches between light and dark. The theme itself is set on <html> before the
 * first paint (gatsby-ssr.tsx); this button only reads and changes it, so the
 * server HTML and the first client render are the same.
 */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme | null>(null)
  const { t } = useWords()

  useEffect(() => {
    setTheme(document.documentElement.dataset.theme === `dark` ? `dark` : `light`)
  }, [])

  const toggle = () => {
    const next: Theme = document.documentElement.dataset.theme === `dark` ? `light` : `dark`
    document.documentElement.dataset.theme = next
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next)
    } catch {
      // Storage can be blocked; the choice then lasts for this page only.
    }
    setTheme(next)
  }

  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={toggle}
      aria-label={t.site.darkTheme}
      aria-pressed={theme === null ? undefined : theme === `dark`}
      title={t.site.switchTheme}
    >
      <Icon name="moon" className={styles.moon} />
      <Icon name="sun" className={styles.sun} />
    </button>
  )
}
