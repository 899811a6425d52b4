// What would run in an SVG file opened at its own address. A host without
// response headers (GitHub Pages) serves it with no Content-Security-Policy,
// on the site's origin, so its scripts and handlers would run there. A
// browser reads the file as XML: the same element and attribute rules as a
// post's HTML (active-content.ts) on every element, whatever its namespace
// prefix, and nothing an XML parser would expand or run before them: an
// entity declared in the file, or an XSLT stylesheet.
import { Parser } from "htmlparser2"
import { elementProblems } from "./active-content"

export interface SvgFinding {
  line: number
  message: string
}

/** Every active thing in an SVG file's text, with its line. */
export function activeSvg(text: string): SvgFinding[] {
  const findings: SvgFinding[] = []
  const lineAt = (offset: number) => text.slice(0, offset).split(`\n`).length
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        const local = (qualified: string) => qualified.slice(qualified.indexOf(`:`) + 1).toLowerCase()
        const list = Object.entries(attributes).map(([attribute, value]) => ({ name: local(attribute), value }))
        for (const message of elementProblems(local(name), list)) findings.push({ line: lineAt(parser.startIndex), message })
      },
      onprocessinginstruction(name, data) {
        const line = lineAt(parser.startIndex)
        if (/^\?xml-stylesheet$/i.test(name))
          findings.push({ line, message: `an xml-stylesheet instruction: a stylesheet can write scripts in` })
        if (/^!doctype$/i.test(name) && data.includes(`[`))
          findings.push({ line, message: `a doctype that declares entities: they can write elements in where the parser expands them` })
      },
    },
    { xmlMode: true, decodeEntities: true },
  )
  parser.end(text)
  return findings
}
