// Links whose address is a template the import could not fill (`[site]({{ external_url }})`,
// `<a href="{{ "…" | canonicalTwitterUrl }}">`): their value lived in the old
// generator's data, which this site does not have. The link becomes its text
// (an image its alt text; an HTML image with such a source goes), named with
// the template, rather than a link to nowhere that would stop the build.
import { onProse } from "./template-tags"

const TEMPLATE = String.raw`\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}`
const MARKDOWN_LINK = new RegExp(String.raw`!?\[([^\]]*)\]\(\s*<?(${TEMPLATE})[^)\n]*\)`, `g`)
const HTML_LINK = new RegExp(String.raw`<a\b[^>]*?\bhref\s*=\s*(["'])(${TEMPLATE})\1[^>]*>([\s\S]*?)<\/a>`, `gi`)
const HTML_IMAGE = new RegExp(String.raw`<img\b[^>]*?\bsrc\s*=\s*(["'])(${TEMPLATE})\1[^>]*>`, `gi`)

export function templateLinks(body: string, notes: string[]): string {
  const unfilled = new Set<string>()
  const converted = onProse(body, text =>
    text
      .replace(HTML_LINK, (_all, _quote, template: string, inner: string) => (unfilled.add(template), inner))
      .replace(HTML_IMAGE, (_all, _quote, template: string) => (unfilled.add(template), ``))
      .replace(MARKDOWN_LINK, (_all, inner: string, template: string) => (unfilled.add(template), inner)),
  )
  if (unfilled.size > 0) notes.push(`links made their text, their address a template of the old site: ${[...unfilled].join(`, `)}`)
  return converted
}
