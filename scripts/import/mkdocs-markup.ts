// Material for MkDocs' markup, as its own docs define it, made this site's
// markdown: content tabs (=== "Tab") become a bold line over the tab's content,
// unindented; a footnote whose text starts on the next line gets it on its
// own; icon shortcodes (:material-…:, :octicons-…:, :fontawesome-…:, :simple-…:)
// go, with the attribute list that styles them. And TeX written with doubled
// backslashes (\\[ … \\], \\( … \\), as Zola and Hugo sites escape it from
// their markdown) gets the single ones this site's math reads. Code is left as written.

const FENCE = /^ {0,3}(`{3,}|~{3,})/
const TAB = /^([ \t]*)===[!+]?\s+"([^"]*)"\s*$/
const FOOTNOTE_OPENING = /^ {0,3}\[\^[^\]\s]+\]:\s*$/
const INDENTED = /^( {4}|\t)/
const ICON = /:(?:material|octicons|fontawesome|simple)-[a-z0-9-]+:(?:\{[^}\n]*\})?/g

/** Each line, with whether it is inside a fenced code block (fence lines included). */
function withFences(lines: string[]): { text: string; code: boolean }[] {
  let closing: string | null = null
  return lines.map(text => {
    if (closing) {
      if (new RegExp(`^ {0,3}${closing[0] === `~` ? `~` : "`"}{${closing.length},}\\s*$`).test(text)) closing = null
      return { text, code: true }
    }
    const opening = FENCE.exec(text)
    if (opening) closing = opening[1]
    return { text, code: !!opening }
  })
}

/** Applies `change` to the parts of a line outside inline code spans. */
function outsideCodeSpans(line: string, change: (text: string) => string): string {
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join(``)
}

export function mkdocsMarkup(body: string, changed: Set<string>): string {
  const lines = withFences(body.split(`\n`))
  const out: string[] = []
  for (let i = 0; i < lines.length; i++) {
    const { text, code } = lines[i]
    const tab = code ? null : TAB.exec(text)
    if (tab) {
      changed.add(`content tabs`)
      // A tab inside an admonition or a list keeps its place there: indented as its === line.
      const [, indent, label] = tab
      out.push(`${indent}**${label}**`)
      // The tab's content: the lines indented past it, and the blank lines among them.
      const inside = (line: string) => line.startsWith(indent) && INDENTED.test(line.slice(indent.length))
      while (i + 1 < lines.length && (lines[i + 1].text.trim() === `` || inside(lines[i + 1].text))) {
        i++
        out.push(lines[i].text.trim() === `` ? `` : indent + lines[i].text.slice(indent.length).replace(INDENTED, ``))
      }
      continue
    }
    if (!code && FOOTNOTE_OPENING.test(text) && i + 1 < lines.length && INDENTED.test(lines[i + 1].text)) {
      changed.add(`footnotes on two lines`)
      out.push(`${text.trimEnd()} ${lines[i + 1].text.trim()}`)
      i++
      continue
    }
    out.push(code ? text : outsideCodeSpans(text, part => part.replace(ICON, () => (changed.add(`icons`), ``))))
  }
  return texDelimiters(out.join(`\n`), changed)
}

/** \\[ … \\] and \\( … \\) outside code made \[ … \] and \( … \), when the body holds them in pairs. */
function texDelimiters(body: string, changed: Set<string>): string {
  const lines = withFences(body.split(`\n`))
  const prose = lines.filter(line => !line.code).map(line => line.text.replace(/`+[^`]*`+/g, ``))
  const count = (pattern: RegExp) => prose.reduce((sum, line) => sum + (line.match(pattern)?.length ?? 0), 0)
  const pairs = [
    [/\\\\\[/g, /\\\\\]/g],
    [/\\\\\(/g, /\\\\\)/g],
  ].filter(([open, close]) => count(open) > 0 && count(open) === count(close))
  if (pairs.length === 0) return body
  changed.add(`TeX written \\\\[ \\\\]`)
  return lines
    .map(({ text, code }) =>
      code
        ? text
        : outsideCodeSpans(text, part =>
            pairs.reduce((done, [open, close]) => done.replace(open, m => m.slice(1)).replace(close, m => m.slice(1)), part),
          ),
    )
    .join(`\n`)
}
