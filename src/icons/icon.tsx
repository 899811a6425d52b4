import React, { useEffect } from "react"
import { iconSymbolId, type IconName } from "./names"
import { ensureIconSymbol } from "./symbols"
import * as styles from "./icon.module.css"

export { isIconName, type IconName } from "./names"

/**
 * A decorative icon in the current text colour: a <use> of its symbol in the
 * sprite that the prebuilt HTML carries above the app, so an icon costs the
 * JavaScript only its name and the page no request. The sprite holds the
 * symbols of the prebuilt page; one the app draws beyond them brings the rest.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  useEffect(() => ensureIconSymbol(name), [name])
  return (
    <svg aria-hidden="true" className={className ? `${styles.icon} ${className}` : styles.icon}>
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  )
}
