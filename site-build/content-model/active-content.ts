// What in a post's HTML would run, redirect or send something: scripts however
// they are written, event handlers, javascript: and HTML data: addresses,
// <meta> refresh, <base>, plugins, forms to other hosts. Read by parse5, the
// HTML standard's parser (the one jsdom uses), with scripting on as in a
// browser: a tag hidden from a simpler parser inside <noscript>, an attribute or
// a comment is found where a browser would find it. The same function reads the
// body the content check renders (post-html.ts) and the HTML the build
// publishes in pages and feeds (site-build/published-html.ts).
import { parseFragment, type DefaultTreeAdapterMap } from "parse5"

type Node = DefaultTreeAdapterMap[`node`]
type Element = DefaultTreeAdapterMap[`element`]

export interface ActiveFinding {
  /** Where the element starts in the HTML. */
  offset: number
  message: string
}

const ELEMENTS: Record<string, string> = {
  script: `a <script> element: a post cannot run scripts`,
  object: `an <object> element: a post cannot embed plugins or other documents`,
  embed: `an <embed> element: a post cannot embed plugins or other documents`,
  applet: `an <applet> element: a post cannot embed plugins`,
  base: `a <base> element: it would change where every link of the page goes`,
  meta: `a <meta> element (a refresh would send every reader elsewhere): a post cannot change the page's head`,
  link: `a <link> element: a post cannot load styles or other resources`,
  frame: `a <frame> element: a post cannot embed other documents`,
  frameset: `a <frameset> element: a post cannot embed other documents`,
  portal: `a <portal> element: a post cannot embed other documents`,
}

/** Attributes that are text for people, never an address. */
const TEXT_ATTRIBUTE = /^(alt|title|placeholder|label|value|aria-.*)$/

/** Raster images are inert as data: addresses; an SVG is inert only where it is shown as an image. */
const INERT_DATA = /^data:image\/(png|jpe?g|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)[;,]/
const IMAGE_DATA = /^data:image\/svg\+xml[;,]/
const RUNNING_SCHEME = /^(javascript|vbscript|livescript|mocha):/

/** What a browser skips before an address's scheme: spaces and control characters. */
// eslint-disable-next-line no-control-regex
const LEADING_CONTROLS = /^[\u0000-\u0020]+/

let context: Element | undefined

/**
 * Every active thing in `html`, in document order. Most bodies hold none: they are read without the places of
 * their elements (in about three fifths of the time), and read again with them only to say where what was found is.
 */
export function activeContent(html: string): ActiveFinding[] {
  const found = findActive(html, false)
  return found.length === 0 ? found : findActive(html, true)
}

function findActive(html: string, located: boolean): ActiveFinding[] {
  context ??= parseFragment(`<div></div>`).childNodes[0] as Element
  const fragment = parseFragment(context, html, { sourceCodeLocationInfo: located, scriptingEnabled: true })
  const findings: ActiveFinding[] = []
  const visit = (node: Node): void => {
    if (`tagName` in node) {
      const offset = node.sourceCodeLocation?.startOffset ?? 0
      for (const message of elementProblems(node.tagName, node.attrs)) findings.push({ offset, message })
      if (node.tagName === `template`) visit((node as DefaultTreeAdapterMap[`template`]).content)
    }
    if (`childNodes` in node) for (const child of node.childNodes) visit(child)
  }
  visit(fragment)
  return findings
}

/** What would run in one element, by its lower-case name and attributes (entities decoded). */
export function elementProblems(name: string, attributes: ReadonlyArray<{ name: string; value: string }>): string[] {
  const problems = ELEMENTS[name] ? [ELEMENTS[name]] : []
  for (const { name: attribute, value } of attributes) {
    if (/^on/i.test(attribute)) problems.push(`an event handler (${attribute}= on <${name}>): a post cannot run scripts`)
    else if (attribute === `srcdoc`) problems.push(`a srcdoc= on <${name}>: a post cannot embed a document of its own`)
    else if ((attribute === `action` && name === `form`) || attribute === `formaction`) {
      if (leavesSite(value)) problems.push(`a form that sends what is typed to ${shorten(value)}: a post cannot send input elsewhere`)
    }
    if (TEXT_ATTRIBUTE.test(attribute)) continue
    const shownAsImage = (name === `img` || name === `source`) && (attribute === `src` || attribute === `srcset`)
    for (const address of addresses(attribute, value)) {
      const where = `${attribute}= on <${name}>`
      if (RUNNING_SCHEME.test(address)) problems.push(`a ${address.split(`:`)[0]}: address (${where}): a post cannot run scripts`)
      else if (address.startsWith(`data:`) && !INERT_DATA.test(address) && !(shownAsImage && IMAGE_DATA.test(address)))
        problems.push(`a data: address that holds a document (${where}): a post cannot open a page of its own`)
    }
  }
  return problems
}

/** An attribute's addresses as a browser reads them: tabs and newlines dropped, leading spaces and controls trimmed. */
function addresses(attribute: string, value: string): string[] {
  const parts = attribute === `srcset` ? value.split(`,`) : attribute === `values` ? value.split(`;`) : [value]
  return parts.map(part =>
    part
      .replace(/[\t\n\r]/g, ``)
      .replace(LEADING_CONTROLS, ``)
      .toLowerCase(),
  )
}

/** An address with a scheme or a host of its own (`//host`, `\\host`): not a page of this site. */
function leavesSite(value: string): boolean {
  const address = addresses(`action`, value)[0]
  return /^[a-z][a-z0-9+.-]*:/.test(address) || /^[/\\]{2}/.test(address)
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}
