// The site's Content-Security-Policy, built from what the pages really carry:
// the inline scripts and styles are allowed by their SHA-256 hash, images from
// another host by their origin, and nothing else from anywhere but the site.
import { createHash } from "crypto"
import { Parser } from "htmlparser2"

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
  /** The origin of every player a click-to-play video starts (data-embed-src, plugins/gatsby-remark-rich-markdown/embeds.js). */
  frameOrigins: string[]
}

// A script with one of these types (or none) runs; any other type, such as
// application/ld+json, is a data block, which CSP does not govern.
const SCRIPT_TYPES = new Set([``, `text/javascript`, `application/javascript`, `module`])

/**
 * What a page's HTML carries inline, read as markup by an HTML parser: text
 * that only talks about code ("an onerror= handler", `<script>` in a title,
 * a description's meta tag or a code block) is text, not a tag or attribute.
 */
export function inlineCode(html: string): InlineCode {
  const code: InlineCode = { scripts: [], styles: [], handlers: [], imageOrigins: [], frameOrigins: [] }
  const urls: string[] = []
  const players: string[] = []
  // The element whose raw text is being collected: a running script or a style.
  let collecting: { into: string[]; text: string } | null = null
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const attribute of Object.keys(attributes)) if (/^on[a-z]+$/.test(attribute)) code.handlers.push(attribute)
        if (name === `script` && attributes.src === undefined && SCRIPT_TYPES.has((attributes.type ?? ``).trim().toLowerCase())) {
          collecting = { into: code.scripts, text: `` }
        } else if (name === `style`) collecting = { into: code.styles, text: `` }
        if (name === `a` && attributes[`data-embed-src`]) players.push(attributes[`data-embed-src`])
        if (name === `img` || name === `source`) {
          if (attributes.src) urls.push(attributes.src)
          if (attributes.srcset) urls.push(...attributes.srcset.split(`,`).map(candidate => candidate.trim().split(/\s+/)[0]))
        }
      },
      ontext(text) {
        if (collecting) collecting.text += text
      },
      onclosetag(name) {
        if (collecting && (name === `script` || name === `style`)) {
          collecting.into.push(collecting.text)
          collecting = null
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.end(html)
  code.imageOrigins = unique(urls.filter(url => /^https?:\/\//i.test(url)).map(url => new URL(url).origin))
  code.frameOrigins = unique(players.filter(url => /^https:\/\//i.test(url)).map(url => new URL(url).origin))
  return code
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}
