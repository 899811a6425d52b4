// The icons' names, apart from the component so that the build's sprite
// (src/icons/sprite.ts) can use them without the component's stylesheet.

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
  `message-circle`,
  `moon`,
  `pin`,
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

/** The id of the hidden element that holds a page's sprite (gatsby-ssr.tsx, src/icons/symbols.ts). */
export const ICON_SPRITE_ID = `icon-sprite`

/** The id of the icon's <symbol> in the page's sprite (src/icons/sprite.ts). */
export function iconSymbolId(name: string): string {
  return `icon-${name}`
}
