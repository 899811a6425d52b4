import React from "react"
import { useWords } from "../i18n/words"

type ExternalLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, `target` | `rel`> & {
  href: string
}

/**
 * A link that opens in a new tab, safely, and says so to screen readers, in the page's language even when the link's
 * own text is marked as another's (the owner's words on another language's page).
 */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const { lang, t } = useWords()
  const own = props.lang !== undefined && props.lang !== lang ? { lang, dir: `auto` as const } : {}
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden" {...own}>
        {t.site.opensInNewTab}
      </span>
    </a>
  )
}
