import React from "react"
import { Icon, isIconName } from "./icon"

/** The brand icon named in socials.json; a plain link icon for names it does not know. */
export function SocialIcon({ name, className }: { name: string; className?: string }) {
  return <Icon name={isIconName(name) ? name : `link`} className={className} />
}
