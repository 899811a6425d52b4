import React from "react"
import { iconSymbolId, type IconName } from "./icon-names"
import * as styles from "./icon.module.css"

export { isIconName, type IconName } from "./icon-names"

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
