// The images and links a post body carries, found in its syntax tree (parseBody
// in plugins/gatsby-remark-rich-markdown/check.js: the parser gatsby-transformer-remark's
// remark uses, with the page's math), so code blocks, math and reference definitions
// read as they do in the page; raw HTML (<img>, <a>) is read with the same tag
// finder as the rendered page.
import { findTags } from "./html-tags"

export interface BodyReference {
  tag: `img` | `a`
  /** The address as the page's HTML carries it; null for an <img> written without src. */
  url: string | null
  /** For an image: its alt text, empty when it has none. */
  alt: string
}

export interface MdastNode {
  type: string
  url?: string
  alt?: string | null
  value?: string
  identifier?: string
  children?: MdastNode[]
}

/** Every image and link of a body's tree, in the order they appear; links without an address are left out. */
export function bodyReferences(tree: MdastNode): BodyReference[] {
  const definitions = new Map<string, string>()
  walk(tree, node => {
    if (node.type === `definition` && node.identifier && !definitions.has(node.identifier)) definitions.set(node.identifier, node.url ?? ``)
  })
  const found: BodyReference[] = []
  walk(tree, node => {
    switch (node.type) {
      case `image`:
      case `link`: {
        found.push({ tag: node.type === `image` ? `img` : `a`, url: htmlUrl(node.url ?? ``), alt: node.alt ?? `` })
        break
      }
      case `imageReference`:
      case `linkReference`: {
        const url = definitions.get(node.identifier ?? ``)
        if (url !== undefined) found.push({ tag: node.type === `imageReference` ? `img` : `a`, url: htmlUrl(url), alt: node.alt ?? `` })
        break
      }
      case `html`:
        for (const tag of findTags(node.value ?? ``)) {
          const url = tag.closing ? undefined : tag.attributes.get(tag.name === `img` ? `src` : `href`)
          if (tag.name === `img` && !tag.closing) found.push({ tag: `img`, url: url ?? null, alt: tag.attributes.get(`alt`) ?? `` })
          else if (url !== undefined) found.push({ tag: `a`, url, alt: `` })
        }
    }
  })
  return found
}

function walk(node: MdastNode, visit: (node: MdastNode) => void): void {
  visit(node)
  node.children?.forEach(child => walk(child, visit))
}

/**
 * remark writes a markdown address into the HTML percent-encoded (a space as
 * %20, a lone % as %25), keeping the escapes already written.
 */
function htmlUrl(url: string): string {
  try {
    return encodeURI(url).replace(/%25([0-9a-f]{2})/gi, `%$1`)
  } catch {
    return url
  }
}
