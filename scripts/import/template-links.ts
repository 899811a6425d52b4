// Links whose address is a template the import could not fill (`[site]({{ external_url }})`,
// `({{ "…" | canonicalTwitterUrl }})`): their value lived in the old generator's
// data, which this site does not have. The link becomes its text (an image its
// alt text), named with the template, rather than a link to nowhere that would
// stop the build.
import { proseLines } from "../../site-build/content-model/markdown-lines"

const TEMPLATE_LINK = /!?\[([^\]]*)\]\(\s*<?(\{\{[^}]*\}\}|\{%[^%]*%\})[^)]*\)/g

export function templateLinks(body: string, notes: string[]): string {
  const lines = body.split(`\n`)
  const unfilled = new Set<string>()
  for (const { index } of proseLines(body))
    lines[index] = lines[index].replace(TEMPLATE_LINK, (_all, text: string, template: string) => {
      unfilled.add(template)
      return text
    })
  if (unfilled.size > 0) notes.push(`links made their text, their address a template of the old site: ${[...unfilled].join(`, `)}`)
  return lines.join(`\n`)
}
