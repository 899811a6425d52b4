import React from "react"
import type { IconType } from "react-icons"
import { FaDev, FaDiscord, FaGithub, FaLinkedin, FaStackOverflow, FaTwitter } from "react-icons/fa6"
import { FiLink } from "react-icons/fi"

const ICONS: Record<string, IconType> = {
  twitter: FaTwitter,
  github: FaGithub,
  linkedin: FaLinkedin,
  discord: FaDiscord,
  devto: FaDev,
  stackoverflow: FaStackOverflow,
}

/** The brand icon named in socials.json; a plain link icon for names it does not know. */
export function SocialIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? FiLink
  return <Icon aria-hidden="true" focusable="false" className={className} />
}
