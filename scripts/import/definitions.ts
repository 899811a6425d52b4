// Link reference definitions no link uses (`[logo]: ./logo.png` with no
// `[…][logo]` or `[logo]` in the post): markdown shows nothing for them, and
// the old generator built the post whether or not their files were there, so
// they are left out, named, instead of asking for a file nothing shows.
import { proseLines } from "../../plugins/gatsby-remark-rich-markdown/fences"

const DEFINITION = /^ {0,3}\[([^\]^][^\]]*)\]:\s*\S/

/** Markdown's label matching: case and runs of white space do not count. */
const normal = (label: string) => label.trim().replace(/\s+/g, ` `).toLowerCase()

export function unusedDefinitions(body: string, changed: Set<string>): string {
  const lines = body.split(`\n`)
  const definitions = new Map<number, string>()
  for (const { index } of proseLines(body)) {
    const label = DEFINITION.exec(lines[index])?.[1]
    if (label) definitions.set(index, label)
  }
  if (definitions.size === 0) return body
  const rest = normal(lines.filter((_line, index) => !definitions.has(index)).join(` `))
  const unused = new Set([...definitions].filter(([, label]) => !rest.includes(`[${normal(label)}]`)).map(([index]) => index))
  if (unused.size === 0) return body
  changed.add(`link definitions no link uses (${[...unused].map(index => `[${definitions.get(index)}]`).join(`, `)})`)
  return lines.filter((_line, index) => !unused.has(index)).join(`\n`)
}
