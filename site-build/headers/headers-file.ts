// The `_headers` file that Netlify and Cloudflare Pages read from the published
// folder: a path pattern on its own line, then its headers indented beneath,
// one `Name: value` a line. Written by the build, read back by the browser
// tests' static server with the hosts' matching rules.

export interface HeaderRule {
  /** A path, where `*` matches anything (slashes too) and `:name` one path segment. */
  path: string
  headers: Array<[name: string, value: string]>
}

export function formatHeadersFile(rules: HeaderRule[], comment: string): string {
  const header = comment.split(`\n`).map(line => `# ${line}`.trimEnd())
  const blocks = rules.map(rule => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join(`\n`))
  return `${[header.join(`\n`), ...blocks].join(`\n\n`)}\n`
}

/** Reads a `_headers` file; throws on a line that is neither a path, a header nor a comment. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim()
    if (trimmed === `` || trimmed.startsWith(`#`)) return
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith(`/`)) throw new Error(`_headers line ${index + 1}: a path must start with "/": ${trimmed}`)
      rules.push({ path: trimmed, headers: [] })
      return
    }
    const colon = trimmed.indexOf(`:`)
    const rule = rules[rules.length - 1]
    if (!rule || colon <= 0) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path: ${trimmed}`)
    rule.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()])
  })
  return rules
}

/**
 * The headers a request for `pathname` gets: every matching rule's, in file
 * order. A header that two matching rules both set is joined with ", ", as
 * Cloudflare Pages does (Netlify keeps one), so a test sees the overlap.
 */
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>()
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(pathname)) continue
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      const before = result.get(key)
      result.set(key, before === undefined ? value : `${before}, ${value}`)
    }
  }
  return result
}

function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z]\w*)/)
    .map(part => (part === `*` ? `.*` : part.startsWith(`:`) && part.length > 1 ? `[^/]+` : part.replace(/[.+?^${}()|[\]\\]/g, `\\$&`)))
    .join(``)
  return new RegExp(`^${source}$`)
}
