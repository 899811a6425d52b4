// @ts-check
// What the Content-Security-Policy needs of one built page, read as markup by
// an HTML parser: the inline code it carries and where its <meta> policy goes.
// Text that only talks about code ("an onerror= handler", `<script>` in a
// title, a description's meta tag or a code block) is text, not a tag.
//
// Plain JavaScript because the scan's worker threads load it by path
// (page-scan-worker.js), where Node cannot read TypeScript; page-scan.ts and
// the tests call it on the main thread too.
const { createHash } = require(`crypto`)
const { Parser } = require(`htmlparser2`)

/**
 * @typedef {object} InlineCode
 * @property {string[]} scripts The text of each <script> the browser would run that has no src.
 * @property {string[]} styles The text of each <style> element.
 * @property {string[]} handlers Event-handler attributes (onclick="…"), which no hash can allow.
 * @property {string[]} imageOrigins The origin of every image on another host (<img src>, srcset).
 * @property {string[]} frameOrigins The origin of every player a click-to-play video starts (data-embed-src,
 *   plugins/gatsby-remark-rich-markdown/embeds.js).
 *
 * @typedef {{ at: number; existing: [number, number] | null }} PolicySlot Where a page's policy goes: `at`, right after
 *   its charset (or its <head>), and the one an earlier build left, as [start, end).
 * @typedef {{ hash: string; start: string }} InlineText An inline script or style as the policy needs it: its hash, and
 *   how it starts, for a message naming it.
 * @typedef {Omit<InlineCode, "scripts" | "styles"> & { scripts: InlineText[]; styles: InlineText[] }} PageCode What a page
 *   carries inline, its scripts' and styles' text kept as hashes: the build's cache holds thousands of pages.
 * @typedef {object} PageScan
 * @property {PageCode} code
 * @property {PolicySlot | null} slot Where the page's <meta> policy goes, in bytes; null for HTML without a head (Gatsby's slices).
 * @property {string | null} placed The hash of the policy element in the slot, if there is one.
 */

/** A CSP source for inline code: 'sha256-…' of its exact text. @param {string} text */
function sourceHash(text) {
  return `'sha256-${createHash(`sha256`).update(text, `utf8`).digest(`base64`)}'`
}

/** The hash a page's bytes are known by between builds. @param {Uint8Array} bytes */
function pageHash(bytes) {
  return createHash(`sha1`).update(bytes).digest(`base64`)
}

// A script with one of these types (or none) runs; any other type, such as
// application/ld+json, is a data block, which CSP does not govern.
const SCRIPT_TYPES = new Set([``, `text/javascript`, `application/javascript`, `module`])

/** @template T @param {T[]} values */
const unique = values => [...new Set(values)]

/** What a page's HTML carries inline. @param {string} html @returns {InlineCode} */
function inlineCode(html) {
  /** @type {InlineCode} */
  const code = { scripts: [], styles: [], handlers: [], imageOrigins: [], frameOrigins: [] }
  /** @type {string[]} */
  const urls = []
  /** @type {string[]} */
  const players = []
  // The element whose raw text is being collected: a running script or a style.
  /** @type {{ into: string[]; text: string } | null} */
  let collecting = null
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

/**
 * Where the policy goes in a page, as offsets in the string: the first place
 * after its charset (a policy governs only what comes after it); null for HTML
 * without a <head>. Reads the head only.
 * @param {string} html
 * @returns {PolicySlot | null}
 */
function policySlot(html) {
  /** @type {{ head: number | null; charset: number | null; existing: [number, number] | null }} */
  const found = { head: null, charset: null, existing: null }
  let done = false
  /** @type {Parser} */
  const parser = new Parser(
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

/** The start of a text on one line, quoted: "window.x=…". @param {string} text */
function startOf(text) {
  const flat = text.replace(/\s+/g, ` `).trim()
  return JSON.stringify(flat.length > 80 ? `${flat.slice(0, 80)}…` : flat)
}

/** What one page holds, read from its bytes; its slot in bytes. @param {Uint8Array} bytes @returns {PageScan} */
function parsePage(bytes) {
  const html = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(`utf8`)
  const slot = policySlot(html)
  const byteOffset = (/** @type {number} */ index) => Buffer.byteLength(html.slice(0, index))
  /** @type {[number, number] | null} */
  const existing = slot?.existing ? [byteOffset(slot.existing[0]), byteOffset(slot.existing[1])] : null
  const code = inlineCode(html)
  const texts = (/** @type {string[]} */ list) => list.map(text => ({ hash: sourceHash(text), start: startOf(text) }))
  return {
    code: { ...code, scripts: texts(code.scripts), styles: texts(code.styles) },
    slot: slot && { at: byteOffset(slot.at), existing },
    placed: existing && pageHash(bytes.subarray(...existing)),
  }
}

module.exports = { inlineCode, pageHash, parsePage, policySlot, sourceHash, startOf }
