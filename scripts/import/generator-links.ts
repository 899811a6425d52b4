// A generator's own ways of writing a link, made plain addresses the command
// resolves like any other (plan.ts): Zola's `@/blog/a/index.md`, Jekyll's
// `{% post_url %}`, `{% link %}`, `{{ site.baseurl }}` and `{{ "…" | relative_url }}`,
// Hugo's `{{< ref >}}` and `{{< relref >}}`. A link to a file the old site does
// not have is named in `problems`. Pure: the old site's files are given.
import path from "path"

export interface LinkContext {
  /** The post's file. */
  file: string
  siteRoot: string
  /** Where `@/` and Hugo's `/` paths start. */
  contentRoot: string
  /** The old site's markdown files. */
  files: readonly string[]
}

function relativeAddress(fromFile: string, target: string): string {
  const relative = path.relative(path.dirname(fromFile), target).split(path.sep).join(`/`)
  return encodeURI(relative.startsWith(`.`) ? relative : `./${relative}`)
}

const MARKDOWN = [``, `.md`, `/index.md`, `.markdown`, `.mdx`, `/index.mdx`, `/_index.md`]

/** Hugo finds `ref "other"` anywhere in content/: other.md, other/index.md. */
function named(file: string, address: string): boolean {
  const bare = address.replace(/\.(md|markdown|mdx)$/i, ``).replace(/\/+$/, ``)
  return MARKDOWN.some(suffix => file.endsWith(`/${bare}${suffix}`))
}

function findFile(files: ReadonlySet<string>, bases: string[]): string | null {
  for (const base of bases)
    for (const suffix of MARKDOWN) if (files.has(`${base.replace(/\/+$/, ``)}${suffix}`)) return `${base.replace(/\/+$/, ``)}${suffix}`
  return null
}

export function rewriteGeneratorLinks(body: string, context: LinkContext, changed: Set<string>, problems: string[]): string {
  const files = new Set(context.files)
  const dir = path.dirname(context.file)
  const split = (written: string) => {
    const at = written.search(/[?#]/)
    return at === -1 ? [written, ``] : [written.slice(0, at), written.slice(at)]
  }
  const toFile = (what: string, written: string, bases: string[]) => {
    const [, hash] = split(written)
    const found = findFile(files, bases)
    if (found) {
      changed.add(what)
      return `${relativeAddress(context.file, found)}${hash}`
    }
    problems.push(`${what} "${written}" names a page the old site does not have`)
    return null
  }

  let result = body.replace(
    /(\]\(\s*<?|\bhref\s*=\s*["']|^ {0,3}\[[^\]\n]+\]:\s*<?)@\/([^)\s>"']*)/gm,
    (whole, before: string, written: string) => {
      const [address] = split(written)
      const target = toFile(`@/ link`, `@/${written}`, [path.join(context.contentRoot, decodeURI(address))])
      return target === null ? whole : `${before}${target}`
    },
  )
  result = result.replace(/\{%-?\s*post_url\s+([^\s%]+)\s*-?%\}/g, (whole, name: string) => {
    const base = name.replace(/^.*\//, ``)
    const found = context.files.find(file => path.basename(file).replace(/\.(md|markdown|mdx|html)$/i, ``) === base)
    if (found) {
      changed.add(`post_url`)
      return relativeAddress(context.file, found)
    }
    problems.push(`{% post_url ${name} %} names a post the old site does not have`)
    return whole
  })
  result = result.replace(
    /\{%-?\s*link\s+([^\s%]+)\s*-?%\}/g,
    (whole, written: string) => toFile(`{% link %}`, written, [path.join(context.siteRoot, written)]) ?? whole,
  )
  result = result.replace(/\{\{[<%]\s*(?:rel)?ref\s+"?([^"\s>%]+)"?\s*[>%]\}\}/g, (whole, written: string) => {
    const [address] = split(written)
    const bases = address.startsWith(`/`)
      ? [path.join(context.contentRoot, address)]
      : [path.resolve(dir, address), path.resolve(path.dirname(dir), address), ...context.files.filter(file => named(file, address))]
    return toFile(`ref`, written, bases) ?? whole
  })
  // Jekyll's address of the site, and filters that prepend it: a path from the root.
  result = result
    .replace(/\{\{-?\s*site\.(?:url|baseurl)\s*-?\}\}/g, () => {
      changed.add(`site.baseurl`)
      return ``
    })
    .replace(
      /\{\{-?\s*["']([^"']*)["']\s*\|\s*(?:relative_url|absolute_url|prepend:\s*site\.(?:baseurl|url))\s*-?\}\}/g,
      (_all, address: string) => {
        changed.add(`relative_url`)
        return address
      },
    )
  return result
}
