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

/** The id of the icon's <symbol> in the sprite every page carries (gatsby/icon-sprite.ts). */
export function iconSymbolId(name: IconName): string {
  return `icon-${name}`
}

/**
 * A decorative icon in the current text colour: a <use> of its symbol in the
 * sprite that the prebuilt HTML carries above the app, so an icon costs the
 * JavaScript only its name and the page no request.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ? `${styles.icon} ${className}` : styles.icon}>
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  )
}
