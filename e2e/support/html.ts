// The prebuilt HTML as a crawler or a link preview reads it, parsed without
// running it: the start tags and their attributes, the head's meta tags, links,
// canonical URLs and JSON-LD, and every address a page refers to. Code shown
// in posts is escaped in the HTML, so it never reads as a tag here.

import { decodeHtmlEntities as decodeEntities } from "../../site-build/content-model/html-entities"

export { decodeEntities }

/** Every start tag of these elements, as written (`<img src="…" …>`). */
export function startTags(html: string, names: string[]): string[] {
  return html.match(new RegExp(`<(?:${names.join(`|`)})\\b[^>]*>`, `gi`)) ?? []
}

/** An attribute of a start tag, its entities decoded; null if the tag does not have it. */
export function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, `i`).exec(tag)
  return match ? decodeEntities(match[1] ?? match[2]) : null
}

/** The content of every <meta> in an HTML document, by property or name. */
export function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>()
  for (const tag of startTags(html, [`meta`])) {
    const key = attribute(tag, `property`) ?? attribute(tag, `name`)
    const content = attribute(tag, `content`)
    if (key && content !== null) tags.set(key, content)
  }
  return tags
}

/** The text of every JSON-LD block, as written. */
export function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(match => match[1])
}

export interface Head {
  /** The href of every canonical link. */
  canonical: string[]
  meta: Map<string, string>
  links: Array<{ rel: string; href: string; type: string }>
  /** The text of every JSON-LD block, as written. */
  jsonLd: string[]
  /**
   * Every address the page refers to (scripts, links but the canonical, images, anchors), resolved against `pageUrl`;
   * data: URLs left out.
   */
  references: Array<{ tag: string; url: string }>
}

/** What the prebuilt HTML of the page at `pageUrl` tells a crawler. */
export function readHead(html: string, pageUrl: string): Head {
  const links = startTags(html, [`link`])
    .filter(tag => attribute(tag, `rel`) !== null)
    .map(tag => ({ rel: attribute(tag, `rel`) ?? ``, href: attribute(tag, `href`) ?? ``, type: attribute(tag, `type`) ?? `` }))
  const references: Head[`references`] = []
  for (const tag of startTags(html, [`script`, `link`, `img`, `a`])) {
    const name = /^<(\w+)/.exec(tag)?.[1].toLowerCase() ?? ``
    const rel = attribute(tag, `rel`)
    const value = name === `script` || name === `img` ? attribute(tag, `src`) : attribute(tag, `href`)
    if (!value || value.startsWith(`data:`) || rel === `canonical`) continue
    references.push({ tag: name === `link` ? `link[rel=${rel}]` : name, url: new URL(value, pageUrl).href })
  }
  return {
    canonical: links.filter(link => link.rel === `canonical`).map(link => link.href),
    meta: metaTags(html),
    links,
    jsonLd: jsonLdBlocks(html),
    references,
  }
}
