// The Content-Security-Policy as a <meta http-equiv> in each page's head, for
// hosts that cannot send response headers (GitHub Pages). It is the header's
// policy, less the directives a meta element may not carry.
import { Parser } from "htmlparser2"

/** Browsers ignore these in a <meta> policy (CSP Level 3, section 3.3), and warn. */
const HEADER_ONLY = new Set([`frame-ancestors`, `report-uri`, `report-to`, `sandbox`])

/** The header's policy with only what a <meta> element may say. */
export function metaPolicy(headerPolicy: string): string {
  return headerPolicy
    .split(`;`)
    .map(directive => directive.trim())
    .filter(directive => directive !== `` && !HEADER_ONLY.has(directive.split(/\s+/)[0].toLowerCase()))
    .join(`; `)
}

export function metaElement(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, `&amp;`).replace(/"/g, `&quot;`)}"/>`
}

/** Where a page's policy goes: `at`, right after its charset (or its <head>), and the one an earlier build left, as [start, end); offsets in the string read. */
export interface PolicySlot {
  at: number
  existing: [number, number] | null
}

/**
 * Where the policy goes in a page: the first place after its charset (a policy
 * governs only what comes after it); null for HTML without a <head> (a
 * fragment such as Gatsby's slices). Reads the head only.
 */
export function policySlot(html: string): PolicySlot | null {
  const found: { head: number | null; charset: number | null; existing: [number, number] | null } = {
    head: null,
    charset: null,
    existing: null,
  }
  let done = false
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        if (done) return
        if (name === `head` && found.head === null) found.head = parser.endIndex + 1
        if (name !== `meta` || found.head === null) return
        if (`charset` in attributes && found.charset === null) found.charset = parser.endIndex + 1
        if (attributes[`http-equiv`]?.toLowerCase() === `content-security-policy`) found.existing = [parser.startIndex, parser.endIndex + 1]
      },
      onclosetag(name) {
        // Nothing after the head matters: stop reading there.
        if (name === `head` && !done) {
          done = true
          parser.pause()
        }
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return found.head === null ? null : { at: found.charset ?? found.head, existing: found.existing }
}
