// The files and pages a post's body refers to by a relative address or a path
// from the old site's root, and rewriting those addresses once the command
// (cli.ts) knows where each one ends up.
import { proseLines } from "../../plugins/gatsby-remark-rich-markdown/fences"
import { isPlaceholderAddress } from "../../site-build/content-check/local-files"
import { decodeOrNull, postPath } from "../../src/lib/urls"
import { addressKey } from "./old-addresses"

export function isRelative(url: string): boolean {
  // An address that holds another site's (`(https://…` from a doubled parenthesis) is left as written.
  return !/^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url.trim()) && !url.includes(`://`)
}

/** A path from the old site's root (/images/a.png): its file was in the old site's static folder. */
export function isRootPath(url: string): boolean {
  return /^\/(?!\/)/.test(url.trim())
}

export interface Reference {
  url: string
  /** An image (shown), as opposed to a link (followed). */
  image: boolean
}

/**
 * Addresses of files the body uses, outside code: relative ones in links,
 * images, reference definitions and HTML src/href, and root paths (/images/a.png,
 * /docs/setup/), which were the old site's static files and pages.
 */
export function localReferences(markdown: string): Reference[] {
  const found: Reference[] = []
  const PATTERN = new RegExp(
    [
      /(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^"']*["'])?\s*\)/.source,
      /\b(src|href)\s*=\s*["']([^"']+)["']/.source,
      /^ {0,3}\[(?!\^)[^\]]+\]:\s*<?([^\s>]+)/.source,
    ].join(`|`),
    `gm`,
  )
  for (const paragraph of proseParagraphs(markdown)) {
    const prose = paragraph.replace(/(`+)[^`]*?\1/g, ` `)
    for (const match of prose.matchAll(PATTERN)) {
      const url = match[2] ?? match[4] ?? match[5]
      const image = match[1] === `!` || match[3] === `src` || (match[5] !== undefined && /\.(png|jpe?g|gif|svg|webp|avif)$/i.test(url))
      if ((isRelative(url) || isRootPath(url)) && !isPlaceholderAddress(url)) found.push({ url, image })
    }
    // <picture><source srcset="a.png 1x, a@2x.png 2x">, <img srcset>: every candidate is an image.
    for (const match of prose.matchAll(SRCSET))
      for (const url of srcsetUrls(match[1])) if (isRelative(url) || isRootPath(url)) found.push({ url, image: true })
  }
  return found
}

const SRCSET = /\bsrcset\s*=\s*["']([^"']+)["']/g

/**
 * Links written as the old site's full address (https://old.example.com/news/…) that lead to an imported post,
 * each with the post's address on this site, its query and #fragment kept. Code is left as written.
 */
export function oldSiteRewrites(markdown: string, oldSite: string, slugOfAddress: ReadonlyMap<string, string>): Map<string, string> {
  const origin = new URL(oldSite).origin
  const base = new URL(oldSite).pathname.replace(/\/+$/, ``)
  const rewrites = new Map<string, string>()
  // Inline links, HTML links and link definitions ([label]: https://…).
  const LINK = new RegExp(
    [/\]\(\s*<?(https?:\/\/[^)\s>]+)/, /\bhref\s*=\s*["'](https?:\/\/[^"']+)["']/, /^ {0,3}\[(?!\^)[^\]\n]+\]:\s*<?(https?:\/\/[^\s>]+)/]
      .map(pattern => pattern.source)
      .join(`|`),
    `gm`,
  )
  for (const paragraph of proseParagraphs(markdown))
    for (const match of paragraph.replace(/(`+)[^`]*?\1/g, ` `).matchAll(LINK)) {
      const written = match[1] ?? match[2] ?? match[3]
      const url = URL.canParse(written) ? new URL(written) : null
      if (!url || url.origin !== origin || !url.pathname.startsWith(base)) continue
      const decoded = decodeOrNull(url.pathname.slice(base.length))
      const slug = decoded === null ? undefined : slugOfAddress.get(addressKey(decoded))
      if (slug !== undefined) rewrites.set(written, `${postPath(slug)}${url.search}${url.hash}`)
    }
  return rewrites
}

/** A srcset's candidates (`a.png 1x, b.png 2x`, or an address alone), each as its address and what follows it. */
function srcsetCandidates(srcset: string): [url: string, descriptor: string][] {
  return srcset
    .split(/,\s+|,(?=\S+\s+\d)/)
    .map(candidate => /^(\S+)(.*)$/.exec(candidate.trim()))
    .flatMap(match => (match ? [[match[1], match[2]] as [string, string]] : []))
}

const srcsetUrls = (srcset: string) => srcsetCandidates(srcset).map(([url]) => url)

/** The prose outside code, a paragraph at a time: a link's text may run over several lines. */
function proseParagraphs(markdown: string): string[] {
  const paragraphs: string[][] = []
  let last = -2
  for (const { index, text } of proseLines(markdown, { skipIndentedCode: true })) {
    if (!text.trim()) {
      last = -2
      continue
    }
    if (index === last + 1) paragraphs[paragraphs.length - 1].push(text)
    else paragraphs.push([text])
    last = index
  }
  return paragraphs.map(lines => lines.join(`\n`))
}

/** Replaces each address in `rewrites` where the body uses it (links, images, src, href and srcset). */
export function rewriteReferences(markdown: string, rewrites: ReadonlyMap<string, string>): string {
  if (rewrites.size === 0) return markdown
  const withSrcsets = markdown.replace(SRCSET, (whole: string, srcset: string) => {
    const candidates = srcsetCandidates(srcset).map(([url, descriptor]) => `${rewrites.get(url) ?? url}${descriptor}`)
    return whole.replace(srcset, candidates.join(`, `))
  })
  return withSrcsets.replace(
    /(\]\(\s*<?|\b(?:src|href)\s*=\s*["']|^ {0,3}\[[^\]\n]+\]:\s*<?)([^)\s>"']+)/gm,
    (whole, before: string, url: string) => {
      const replacement = rewrites.get(url)
      return replacement === undefined ? whole : `${before}${replacement}`
    },
  )
}

/** Inline links and HTML links to `urls` become their text alone: pages of the old site that nothing here shows. */
export function unlinkReferences(markdown: string, urls: ReadonlySet<string>): string {
  if (urls.size === 0) return markdown
  return markdown
    .replace(/(!?)\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^"']*["'])?\s*\)/g, (whole, bang: string, text: string, url: string) =>
      bang === `` && urls.has(url) ? text : whole,
    )
    .replace(/<a\s[^>]*?\bhref\s*=\s*(["'])([^"']*)\1[^>]*>([\s\S]*?)<\/a\s*>/gi, (whole, _quote: string, url: string, inner: string) =>
      urls.has(url) ? inner : whole,
    )
}
