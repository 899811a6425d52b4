// Plain share links: addresses that open each service's own share form. Nothing
// from those services is loaded by the site; the visitor's browser goes there
// only when they follow a link.

export interface ShareLink {
  /** The service, as the link shows it. */
  name: string
  href: string
  /** False for e-mail, which opens the visitor's mail program rather than a tab. */
  newTab: boolean
}

/** Links to share `url` (absolute) with its `title` on X, LinkedIn, Hacker News and by e-mail. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    { name: `X`, href: `https://x.com/intent/tweet?url=${u}&text=${t}`, newTab: true },
    { name: `LinkedIn`, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, newTab: true },
    { name: `Hacker News`, href: `https://news.ycombinator.com/submitlink?u=${u}&t=${t}`, newTab: true },
    { name: `E-mail`, href: `mailto:?subject=${t}&body=${u}`, newTab: false },
  ]
}
