// Other generators' admonitions made GitHub callouts (`> [!NOTE]`), which the
// site renders: Docusaurus `:::tip Title`, Material for MkDocs `!!! note "Title"`
// and `???` (collapsible, shown open), Hugo and Zola admonition, notice, callout
// and hint shortcodes, Hexo's `{% note %}`, MDX's `<Note>`, `<Pitfall>`, `<Callout type>`…. A custom title becomes the callout's
// first line, in bold. Pure: the converter (convert.ts) names each one changed.
import { proseLines } from "../../plugins/gatsby-remark-rich-markdown/fences"

export type CalloutKind = `NOTE` | `TIP` | `IMPORTANT` | `WARNING` | `CAUTION`

const KINDS: Record<string, CalloutKind> = {
  tip: `TIP`,
  hint: `TIP`,
  success: `TIP`,
  check: `TIP`,
  done: `TIP`,
  important: `IMPORTANT`,
  warning: `WARNING`,
  warn: `WARNING`,
  attention: `WARNING`,
  caution: `CAUTION`,
  danger: `CAUTION`,
  error: `CAUTION`,
  failure: `CAUTION`,
  fail: `CAUTION`,
  bug: `CAUTION`,
  missing: `CAUTION`,
  pitfall: `WARNING`,
}

/** MDX components that are callouts (React's docs, Docusaurus, Nextra, Mintlify…): the kind is the name, or its type. */
const COMPONENTS = `Note|Tip|Info|Warning|Caution|Danger|Important|Pitfall|DeepDive|Callout|Admonition|Aside|Intro`
/** A component's own title when it has none: React's docs title their deep dives. */
const COMPONENT_TITLES: Record<string, string> = { DeepDive: `Deep dive` }

/** The callout for an admonition's kind: anything not named above (note, info, abstract, example, quote…) is a note. */
export function calloutKind(kind: string | undefined): CalloutKind {
  return KINDS[(kind ?? ``).toLowerCase()] ?? `NOTE`
}

function callout(kind: string | undefined, title: string | undefined, content: string[]): string[] {
  // The title is a paragraph of its own, above the content.
  const lines = [`[!${calloutKind(kind)}]`, ...(title?.trim() ? [`**${title.trim()}**`, ``] : []), ...trimBlank(content)]
  return lines.map(line => (line.trim() ? `> ${line}` : `>`))
}

function trimBlank(lines: string[]): string[] {
  let start = 0
  let end = lines.length
  while (start < end && !lines[start].trim()) start++
  while (end > start && !lines[end - 1].trim()) end--
  return lines.slice(start, end)
}

/** Docusaurus `:::kind Title` or `:::kind[Title]` … `:::`, nested by longer fences. */
function docusaurus(lines: string[], prose: Set<number>, changed: Set<string>): string[] {
  const out: string[] = []
  for (let index = 0; index < lines.length; index++) {
    const open = prose.has(index) ? /^ {0,3}(:{3,})\s*([a-z]+)(?:\[(.*)\]|\s+(.*?))?\s*(\{.*\})?\s*$/i.exec(lines[index]) : null
    const closing = open && lines.findIndex((line, at) => at > index && new RegExp(`^ {0,3}${open[1]}\\s*$`).test(line))
    if (!open || closing === null || closing === -1) {
      out.push(lines[index])
      continue
    }
    const inner = docusaurus(lines.slice(index + 1, closing), new Set(lines.slice(index + 1, closing).map((_l, at) => at)), changed)
    out.push(...callout(open[2], open[3] ?? open[4], inner))
    changed.add(`:::${open[2]}`)
    index = closing
  }
  return out
}

/** Material for MkDocs `!!! kind "Title"` and `???`/`???+` (collapsible), their content indented four spaces. */
function mkdocs(lines: string[], prose: Set<number>, changed: Set<string>): string[] {
  const out: string[] = []
  for (let index = 0; index < lines.length; index++) {
    const open = prose.has(index) ? /^(!!!|\?\?\?\+?)\s+([a-z]+)(?:\s+[a-z]+)*(?:\s+"(.*)")?\s*$/i.exec(lines[index]) : null
    if (!open) {
      out.push(lines[index])
      continue
    }
    const content: string[] = []
    let next = index + 1
    while (next < lines.length && (/^( {4}|\t)/.test(lines[next]) || (!lines[next].trim() && /^( {4}|\t)/.test(lines[next + 1] ?? ``)))) {
      content.push(lines[next].replace(/^( {4}|\t)/, ``))
      next++
    }
    out.push(...callout(open[2], open[3], mkdocs(content, new Set(content.map((_l, at) => at)), changed)))
    changed.add(`${open[1].replace(`+`, ``)} ${open[2]}`)
    index = next - 1
  }
  return out
}

const NAMES = `admonition|notice|callout|hint|alert|note|tip|warning|info|important|caution|danger`
const attribute = (args: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`).exec(args)?.[1]
const words = (args: string) =>
  [...args.replace(/[\w-]+\s*=\s*("[^"]*"|'[^']*'|[^\s,)]+)/g, ` `).matchAll(/"([^"]*)"|'([^']*)'|([^\s"',()]+)/g)].map(
    match => match[1] ?? match[2] ?? match[3],
  )

/** Shortcodes: Hugo `{{< notice tip >}}`, Zola `{% note(type="tip") %}…{% end %}`, Hexo `{% note info %}…{% endnote %}`. */
function shortcodes(body: string, changed: Set<string>): string {
  const blocks: RegExp[] = [
    new RegExp(
      `^[ \\t]*\\{\\{[<%]\\s*(${NAMES})\\b([^\\n]*?)[%>]\\}\\}[ \\t]*\\n?([\\s\\S]*?)` +
        `\\n?[ \\t]*\\{\\{[<%]\\s*/\\s*\\1\\s*[%>]\\}\\}[ \\t]*$`,
      `gim`,
    ),
    new RegExp(
      `^[ \\t]*\\{%\\s*(${NAMES})\\s*\\(([^\\n]*?)\\)\\s*%\\}[ \\t]*\\n?([\\s\\S]*?)\\n?[ \\t]*\\{%\\s*end\\s*%\\}[ \\t]*$`,
      `gim`,
    ),
    new RegExp(`^[ \\t]*\\{%\\s*(${NAMES})\\b([^\\n]*?)%\\}[ \\t]*\\n?([\\s\\S]*?)\\n?[ \\t]*\\{%\\s*end\\1\\s*%\\}[ \\t]*$`, `gim`),
  ]
  return blocks.reduce(
    (text, pattern) =>
      text.replace(pattern, (_all, name: string, args: string, content: string) => {
        const [first, second] = words(args)
        const named = /^(admonition|notice|callout|hint|alert|note)$/i.test(name)
        const kind = attribute(args, `type`) ?? attribute(args, `kind`) ?? (named ? first : name)
        const title = attribute(args, `title`) ?? (named && !attribute(args, `type`) ? second : undefined)
        changed.add(name.toLowerCase())
        return callout(kind, title, content.split(`\n`)).join(`\n`)
      }),
    body,
  )
}

/** A Zola shortcode's arguments: name="text" (its \" escapes read), name='text', or a bare value. */
export function zolaArguments(args: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of args.matchAll(/(\w+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^,\s)]+))/g))
    found.set(match[1], (match[2] ?? match[3] ?? match[4]).replace(/\\(["'\\])/g, `$1`))
  return found
}

/** Zola's callout written on one line, its text an argument: `{{ admonition(type="tip", title="…", text="…") }}`. */
function oneLineCallouts(body: string, changed: Set<string>): string {
  const prose = new Set(proseLines(body).map(line => line.index))
  return body
    .split(`\n`)
    .flatMap((line, index) => {
      const shortcode = prose.has(index) ? new RegExp(`^[ \\t]*\\{\\{\\s*(${NAMES})\\s*\\((.*)\\)\\s*\\}\\}[ \\t]*$`, `i`).exec(line) : null
      const args = shortcode ? zolaArguments(shortcode[2]) : null
      const text = args?.get(`text`)
      if (!shortcode || !args || text === undefined) return [line]
      changed.add(shortcode[1].toLowerCase())
      return callout(args.get(`type`) ?? args.get(`kind`) ?? shortcode[1], args.get(`title`), text.split(`\n`))
    })
    .join(`\n`)
}

/** MDX callout components on lines of their own, `<Note>` … `</Note>`, their attributes type and title read. */
function components(body: string, changed: Set<string>): string {
  const block = new RegExp(`^[ \\t]*<(${COMPONENTS})\\b([^>\\n]*)>[ \\t]*\\n([\\s\\S]*?)\\n[ \\t]*</\\1>[ \\t]*$`, `gm`)
  const prose = new Set(proseLines(body).map(line => line.index))
  return body.replace(block, (all: string, name: string, args: string, content: string, offset: number) => {
    // A component written in a code block is an example: kept as written.
    if (!prose.has(body.slice(0, offset).split(`\n`).length - 1)) return all
    changed.add(`<${name}>`)
    // An introduction is a plain paragraph, set apart only by the old site's style.
    if (name === `Intro`) return trimBlank(components(content, changed).split(`\n`)).join(`\n`)
    const kind = attribute(args, `type`) ?? attribute(args, `kind`) ?? (/^(Callout|Admonition|Aside)$/.test(name) ? `note` : name)
    const title = attribute(args, `title`) ?? COMPONENT_TITLES[name]
    return callout(kind, title, components(content, changed).split(`\n`)).join(`\n`)
  })
}

/** The body with every admonition it knows made a callout; `changed` receives what each was. */
export function toCallouts(body: string, changed: Set<string>): string {
  const withShortcodes = oneLineCallouts(shortcodes(components(body, changed), changed), changed)
  const lines = withShortcodes.split(`\n`)
  const afterDocusaurus = docusaurus(lines, new Set(proseLines(withShortcodes).map(line => line.index)), changed)
  const text = afterDocusaurus.join(`\n`)
  return mkdocs(afterDocusaurus, new Set(proseLines(text).map(line => line.index)), changed).join(`\n`)
}
