import React from "react"

type ExternalLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, `target` | `rel`> & {
  href: string
}

/** A link that opens in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
