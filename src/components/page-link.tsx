import React from "react"
import { navigate, prefetchPathname, withPrefix } from "gatsby"

type PageLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, `href`> & {
  /** One of the site's pages, without the path prefix (`/tags/rust`). */
  to: string
}

/**
 * A link to another of the site's pages, for the cards a search draws again at each keystroke: the same address as
 * Gatsby's Link and the page opened in place, its data fetched when the pointer or the focus reaches the link. Gatsby's
 * Link is six components around the anchor, each link with a router subscription and an IntersectionObserver of its
 * own to fetch the page's data as soon as it is on the screen; a card's tag changes at every keystroke that brings
 * another post, so that work is done again and again for pages the visitor mostly never opens.
 */
export function PageLink({ to, children, onClick, onMouseEnter, onFocus, ...props }: PageLinkProps) {
  const href = withPrefix(to)
  return (
    <a
      {...props}
      href={href}
      onClick={event => {
        onClick?.(event)
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        void navigate(to)
      }}
      onMouseEnter={event => {
        onMouseEnter?.(event)
        void prefetchPathname(href)
      }}
      onFocus={event => {
        onFocus?.(event)
        void prefetchPathname(href)
      }}
    >
      {children}
    </a>
  )
}
