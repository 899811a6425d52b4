// Finding <img> and <a> tags in a post's HTML, as gatsby-transformer-remark
// writes it (and as the owner writes raw HTML in markdown). Code blocks hold no
// tags: their "<" is escaped. Pure text functions, unit-tested.
import { decodeHtmlEntities } from "./html-entities"

export interface Tag {
  /** Where the tag starts and ends in the HTML. */
  start: number
  end: number
  name: `a` | `img`
  closing: boolean
  attributes: Map<string, string>
  /** For <img>: true when it sits inside an <a> already (no second link around it). */
  insideLink: boolean
}

const TAG = /<(\/?)(a|img)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

export function findTags(html: string): Tag[] {
  const tags: Tag[] = []
  let linkDepth = 0
  for (const match of html.matchAll(TAG)) {
    const name = match[2].toLowerCase() as Tag[`name`]
    const closing = match[1] === `/`
    if (name === `a`) linkDepth = Math.max(0, linkDepth + (closing ? -1 : 1))
    tags.push({
      start: match.index ?? 0,
      end: (match.index ?? 0) + match[0].length,
      name,
      closing,
      attributes: closing ? new Map() : parseAttributes(match[3]),
      insideLink: name === `img` && linkDepth > 0,
    })
  }
  return tags
}

export function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const match of text.matchAll(ATTRIBUTE)) {
    const value = match[2] ?? match[3] ?? match[4] ?? ``
    attributes.set(match[1].toLowerCase(), decodeHtmlEntities(value))
  }
  return attributes
}

/** Replaces ranges of `text`; `edits` must not overlap. */
export function applyEdits(text: string, edits: Array<{ start: number; end: number; replacement: string }>): string {
  let result = ``
  let at = 0
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    result += text.slice(at, edit.start) + edit.replacement
    at = edit.end
  }
  return result + text.slice(at)
}

/** An <img> tag from attributes, in their order. */
export function imgTag(attributes: Map<string, string>, escape: (value: string) => string): string {
  const parts = [...attributes].map(([name, value]) => (value === `` && name !== `alt` ? name : `${name}="${escape(value)}"`))
  return `<img ${parts.join(` `)}>`
}
