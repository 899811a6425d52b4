// The Content-Security-Policy as a <meta http-equiv> in each page's head, for
// hosts that cannot send response headers (GitHub Pages). It is the header's
// policy, less the directives a meta element may not carry.

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
