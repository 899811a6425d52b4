// A page's prebuilt HTML carries only the symbols its own icons use
// (src/icons/sprite.ts). When the app draws an icon the page lacks (another
// page after a client-side navigation, or one it draws itself, as an unknown
// post on the 404 page), the whole sprite comes in its own small script and
// replaces the page's.
import { ICON_SPRITE_ID, iconSymbolId, type IconName } from "./names"

let adding: Promise<void> | null = null

/** Puts every icon's symbol into the page, once. A failed download is tried again by the next icon that needs it. */
export function addAllIconSymbols(): Promise<void> {
  adding ??= import(/* webpackChunkName: "icon-sprite" */ "./all-symbols").then(
    ({ ALL_ICON_SYMBOLS }) => {
      let holder = document.getElementById(ICON_SPRITE_ID)
      if (!holder) {
        holder = Object.assign(document.createElement(`div`), { id: ICON_SPRITE_ID, hidden: true })
        document.body.prepend(holder)
      }
      holder.innerHTML = ALL_ICON_SYMBOLS
    },
    () => {
      // Offline, or a deploy replaced the script: the icons are decoration, so the page goes on without them.
      adding = null
    },
  )
  return adding
}

/** Adds the symbols when this icon's is not in the page. */
export function ensureIconSymbol(name: IconName): void {
  if (!document.getElementById(iconSymbolId(name))) void addAllIconSymbols()
}
