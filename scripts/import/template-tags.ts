// What only the old generator could render, made markdown: Hugo and Zola
// shortcodes (Zola's image ones as images) and Liquid tags with a plain equivalent, and MDX's imports,
// exports and components, which go (each named in the post's notes).
import { proseLines } from "../../plugins/gatsby-remark-rich-markdown/fences"

const attribute = (args: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`).exec(args)?.[1]
const firstArgument = (args: string) => /^\s*["']?([^\s"'=]+)["']?(?:\s|$)/.exec(args)?.[1]

/** Shortcodes with a plain markdown equivalent: a link for embeds (videos: markup.ts), an image for a figure. */
const SHORTCODES: Record<string, (args: string) => string | null> = {
  x: args => tweet(attribute(args, `user`), attribute(args, `id`)),
  tweet: args => tweet(attribute(args, `user`) ?? args.trim().split(/\s+/)[0], attribute(args, `id`) ?? args.trim().split(/\s+/)[1]),
  instagram: args => {
    const id = attribute(args, `id`) ?? firstArgument(args)
    return id ? `[See the post on Instagram](https://www.instagram.com/p/${id}/)` : null
  },
  gist: args => {
    const [user, id] = args
      .trim()
      .split(/\s+/)
      .map(part => part.replace(/["']/g, ``))
    return user && id ? `[See the gist on GitHub](https://gist.github.com/${user}/${id})` : null
  },
  figure: args => {
    const src = attribute(args, `src`)
    if (!src) return null
    const alt = attribute(args, `alt`) ?? attribute(args, `title`) ?? attribute(args, `caption`) ?? ``
    const caption = attribute(args, `caption`)
    return `![${alt}](${src})${caption ? `\n\n*${caption}*` : ``}`
  },
}

/**
 * Hexo's {% codeblock [title] [lang:language] [url] [link text] [options] %}, or {% code %}: a fence with the language,
 * the title (title="…") and the marked lines (mark:1,4-7) this site's code blocks read; its link, if any, after it.
 */
/** `edit` applied to each run of prose lines (code blocks left as written). */
export function onProse(body: string, edit: (text: string) => string): string {
  const lines = body.split(`\n`)
  const prose = new Set(proseLines(body).map(line => line.index))
  const out: string[] = []
  for (let start = 0; start < lines.length;) {
    let end = start + 1
    while (end < lines.length && prose.has(end) === prose.has(start)) end++
    const run = lines.slice(start, end).join(`\n`)
    out.push(prose.has(start) ? edit(run) : run)
    start = end
  }
  return out.join(`\n`)
}

/** Code written inside a list item: the item's indentation taken off each line that has it. */
function withoutIndent(code: string, indent: string): string {
  return indent ? code.replace(new RegExp(`^${indent}`, `gm`), ``) : code
}

function hexoCodeFence(args: string, code: string): string {
  const words = args.trim().split(/\s+/).filter(Boolean)
  const option = (name: string) => words.find(word => word.startsWith(`${name}:`))?.slice(name.length + 1)
  const plain = words.filter(word => !/^[a-z_]+:(?!\/\/)/.test(word))
  const urlAt = plain.findIndex(word => /^https?:\/\//.test(word))
  const title = (urlAt === -1 ? plain : plain.slice(0, urlAt)).join(` `).replace(/"/g, `'`)
  const link = urlAt === -1 ? null : `[${plain.slice(urlAt + 1).join(` `) || `link`}](${plain[urlAt]})`
  const mark = option(`mark`)
  const meta = [option(`lang`) ?? `text`, title ? `title="${title}"` : ``, mark ? `{${mark}}` : ``].filter(Boolean).join(` `)
  const fence = code.includes("```") ? "````" : "```"
  return `${fence}${meta}\n${code.replace(/^\n+|\n+$/g, ``)}\n${fence}${link ? `\n\n${link}` : ``}`
}

/** Zola's image shortcodes (tabi's and the like): the image, in the light theme's version where there are two. */
const ZOLA_IMAGES: Record<string, [src: string, alt: string]> = {
  dual_theme_image: [`light_src`, `alt`],
  image_toggler: [`default_src`, `default_alt`],
  invertible_image: [`src`, `alt`],
  dimmable_image: [`src`, `alt`],
  full_width_image: [`src`, `alt`],
  image_hover: [`default_src`, `default_alt`],
  image: [`src`, `alt`],
}

function zolaImage(name: string, args: string): string | null {
  const keys = ZOLA_IMAGES[name]
  const src = keys && attribute(args, keys[0])
  return src ? `![${(attribute(args, keys[1]) ?? attribute(args, `alt`) ?? ``).replace(/[[\]]/g, ``)}](${src})` : null
}

function tweet(user: string | undefined, id: string | undefined): string | null {
  return user && id ? `[See the post by @${user} on X](https://x.com/${user}/status/${id})` : null
}

/** Rewrites the shortcodes and Liquid tags this importer knows; the rest stay, and the build lists them. */
export function rewriteTemplateTags(body: string, notes: string[], variables: ReadonlyMap<string, string> = new Map()): string {
  const changed = new Set<string>()
  const fence = (language: string, code: string) => `\`\`\`${language}\n${code.replace(/^\n+|\n+$/g, ``)}\n\`\`\``
  let result = body
    .replace(/\{\{<\s*highlight\s+([\w+#-]+)[^>]*>\}\}([\s\S]*?)\{\{<\s*\/highlight\s*>\}\}/g, (_all, language: string, code: string) => {
      changed.add(`highlight`)
      return fence(language, code)
    })
    .replace(/\{%-?\s*highlight\s+([\w+#-]+)[^%]*-?%\}([\s\S]*?)\{%-?\s*endhighlight\s*-?%\}/g, (_all, language: string, code: string) => {
      changed.add(`highlight`)
      return fence(language, code)
    })
    .replace(
      /^([ \t]*)\{%-?\s*(codeblock|code)\b([^%]*?)-?%\}([\s\S]*?)\{%-?\s*end(?:codeblock|code)\s*-?%\}/gm,
      (_all, indent: string, _tag, args: string, code: string) => {
        changed.add(`codeblock`)
        // Inside a list item the fence keeps the item's indentation, or it would end the list.
        return hexoCodeFence(args, withoutIndent(code, indent))
          .split(`\n`)
          .map((line, index) => (index === 0 || line === `` ? line : `${indent}${line}`))
          .join(`\n`)
          .replace(/^/, indent)
      },
    )
    .replace(/\{%-?\s*comment\s*-?%\}([\s\S]*?)\{%-?\s*endcomment\s*-?%\}/g, (_all, text: string) => {
      changed.add(`comment`)
      return `<!--${text.replace(/--/g, `- -`)}-->`
    })
    .replace(/\{%-?\s*(raw|endraw)\s*-?%\}/g, () => {
      changed.add(`raw`)
      return ``
    })
  // Nunjucks', Jinja's and Tera's comments ({# … #}) in prose, hidden as the old site hid them; in code they are an example.
  result = onProse(result, text =>
    text.replace(/\{#-?([\s\S]*?)-?#\}/g, (_all, comment: string) => {
      changed.add(`comment`)
      return `<!--${comment.replace(/--/g, `- -`)}-->`
    }),
  )
  result = result.replace(/\{\{[<%]\s*([\w-]+)([^}]*?)\s*[%>]\}\}/g, (whole, name: string, args: string) => {
    const rewrite = SHORTCODES[name.toLowerCase()]
    const markdown = rewrite ? rewrite(args) : null
    if (markdown === null) return whole
    changed.add(name)
    return markdown
  })
  // Zola's image shortcodes and the old site's settings (Liquid's {{ site.name }}), on prose lines: in a code block
  // they show how to write them.
  const prose = new Set(proseLines(result).map(line => line.index))
  result = result
    .split(`\n`)
    .map((line, index) =>
      prose.has(index)
        ? line
            .replace(/\{\{\s*([a-z_]+)\s*\(([^)]*)\)\s*\}\}/g, (whole, name: string, args: string) => {
              const markdown = zolaImage(name, args)
              if (markdown === null) return whole
              changed.add(name)
              return markdown
            })
            .replace(/\{\{-?\s*site\.([\w.]+)\s*-?\}\}/g, (whole, name: string) => {
              const value = variables.get(name)
              if (value === undefined) return whole
              changed.add(`site.${name}`)
              return value
            })
        : line,
    )
    .join(`\n`)
  if (changed.size > 0) notes.push(`rewrote ${[...changed].join(`, `)}`)
  return result
}

/** MDX: imports and exports go; components, which only MDX can render, go too and are named. */
export function fromMdx(body: string, notes: string[]): string {
  const removed = new Set<string>()
  const prose = new Set(proseLines(body).map(line => line.index))
  const lines = body.split(`\n`).map((line, index) => {
    if (!prose.has(index)) return line
    if (/^(import|export)\s/.test(line)) {
      removed.add(line.startsWith(`import`) ? `imports` : `exports`)
      return null
    }
    return line.replace(/<\/?([A-Z][\w.]*)\b[^>]*>/g, (_tag, name: string) => {
      removed.add(`<${name}>`)
      return ``
    })
  })
  if (removed.size > 0) notes.push(`MDX removed: ${[...removed].join(`, `)}`)
  return lines.filter((line): line is string => line !== null).join(`\n`)
}
