import React from "react"
import * as styles from "./icon.module.css"

/** The icons the site uses: UI icons from Lucide, brand icons from Font Awesome's free set. */
export const ICON_NAMES = [
  `arrow-left`,
  `arrow-right`,
  `calendar`,
  `clock`,
  `code`,
  `external-link`,
  `link`,
  `mail`,
  `map-pin`,
  `moon`,
  `search`,
  `share`,
  `sun`,
  `user`,
  `twitter`,
  `github`,
  `linkedin`,
  `discord`,
  `devto`,
  `stackoverflow`,
  `hacker-news`,
  `x-twitter`,
] as const

export type IconName = (typeof ICON_NAMES)[number]

export function isIconName(name: string): name is IconName {
  return (ICON_NAMES as readonly string[]).includes(name)
}

/**
 * A decorative icon, drawn by CSS from the icon library's SVG file in the
 * current text colour. The build inlines each small SVG into the stylesheet, so
 * icons add nothing to the JavaScript a page runs and need no extra request.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const glyph = styles[name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())]
  return <span aria-hidden="true" className={[styles.icon, glyph, className].filter(Boolean).join(` `)} />
}
