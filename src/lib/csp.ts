// The site's Content-Security-Policy, built from what the pages really carry:
// the inline scripts and styles are allowed by their SHA-256 hash, images from
// another host by their origin, and nothing else from anywhere but the site.
import { createHash } from "crypto"

/** A CSP source for inline code: 'sha256-…' of its exact text. */
export function sourceHash(text: string): string {
  return `'sha256-${createHash(`sha256`).update(text, `utf8`).digest(`base64`)}'`
}

export interface PolicyInputs {
  /** Hashes ('sha256-…') of the inline scripts every page may run. */
  scriptHashes: string[]
  /** Hashes of the inline <style> elements. */
  styleHashes: string[]
  /** Other hosts' images the content shows (an https:// cover), as origins. */
  imageOrigins: string[]
  /** The video players a post body may start (its click-to-play videos), as origins. */
  frameOrigins?: string[]
}

export function contentSecurityPolicy({ scriptHashes, styleHashes, imageOrigins, frameOrigins = [] }: PolicyInputs): string {
  const directives: Array<[string, string[]]> = [
    [`default-src`, [`'self'`]],
    [`script-src`, [`'self'`, ...unique(scriptHashes)]],
    [`style-src`, [`'self'`, ...unique(styleHashes)]],
    // style="" attributes: Gatsby's focus wrapper and route announcer, the
    // splash's duration and each image's placeholder colour (one per image, so
    // they cannot be listed). An attribute can neither run script nor load
    // anything img-src and font-src do not allow.
    [`style-src-attr`, [`'unsafe-inline'`]],
    [`img-src`, [`'self'`, `data:`, ...unique(imageOrigins)]],
    [`font-src`, [`'self'`]],
    // Only where a post has a video: the player the reader starts.
    ...(frameOrigins.length > 0 ? [[`frame-src`, unique(frameOrigins)] as [string, string[]]] : []),
    [`connect-src`, [`'self'`]],
    [`manifest-src`, [`'self'`]],
    [`base-uri`, [`'self'`]],
    [`form-action`, [`'self'`]],
    [`frame-ancestors`, [`'none'`]],
    [`object-src`, [`'none'`]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(` `)}`).join(`; `)
}

export interface InlineCode {
  /** The text of each <script> the browser would run that has no src. */
  scripts: string[]
  /** The text of each <style> element. */
  styles: string[]
  /** Event-handler attributes (onclick="…"), which no hash can allow. */
  handlers: string[]
  /** The origin of every image on another host (<img src>, srcset). */
  imageOrigins: string[]
}

// A script with one of these types (or none) runs; any other type, such as
// application/ld+json, is a data block, which CSP does not govern.
const SCRIPT_TYPES = new Set([``, `text/javascript`, `application/javascript`, `module`])

/** What a page's HTML carries inline, as a browser parsing it would see it. */
export function inlineCode(html: string): InlineCode {
  const scripts: string[] = []
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (attribute(attributes, `src`) !== null) continue
    if (SCRIPT_TYPES.has((attribute(attributes, `type`) ?? ``).trim().toLowerCase())) scripts.push(text)
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(match => match[1])
  // Only inside tags: a code block shows "onclick=" escaped as text.
  const handlers = [...html.matchAll(/<[a-z][^<>]*?\s(on[a-z]+)\s*=/gi)].map(match => match[1])
  return { scripts, styles, handlers, imageOrigins: imageOrigins(html) }
}

/**
 * The origins of the players a page's click-to-play videos start
 * (data-embed-src, plugins/gatsby-remark-rich-markdown/embeds.js).
 */
export function frameOrigins(html: string): string[] {
  const urls = [...html.matchAll(/<a\b[^>]*\sdata-embed-src="([^"]+)"/gi)].map(match => decodeHtml(match[1]))
  return unique(urls.filter(url => /^https:\/\//i.test(url)).map(url => new URL(url).origin))
}

function imageOrigins(html: string): string[] {
  const urls: string[] = []
  for (const [tag] of html.matchAll(/<(?:img|source)\b[^>]*>/gi)) {
    const src = attribute(tag, `src`)
    if (src) urls.push(src)
    const srcset = attribute(tag, `srcset`)
    if (srcset) urls.push(...srcset.split(`,`).map(candidate => candidate.trim().split(/\s+/)[0]))
  }
  return unique(urls.filter(url => /^https?:\/\//i.test(url)).map(url => new URL(decodeHtml(url)).origin))
}

/** An attribute's value in a tag's text, decoded; null when absent. */
function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, `i`).exec(tag)
  if (!match) return new RegExp(`\\s${name}(?=[\\s>/]|$)`, `i`).test(tag) ? `` : null
  return decodeHtml(match[1] ?? match[2] ?? match[3])
}

function decodeHtml(text: string): string {
  return text.replace(/&quot;/g, `"`).replace(/&#x27;|&#39;/g, `'`).replace(/&lt;/g, `<`).replace(/&gt;/g, `>`).replace(/&amp;/g, `&`)
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}
