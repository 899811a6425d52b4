import React from "react"
import { useWords } from "../i18n/words"

type ExternalLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, `target` | `rel`> & {
  href: string
}

/** A link that opens in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const { t } = useWords()
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{t.site.opensInNewTab}</span>
    </a>
  )
}
