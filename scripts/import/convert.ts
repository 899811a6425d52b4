// Converts one post written for another generator (gatsby-starter-blog, Hugo,
// Jekyll, Astro, Zola) into this site's format: front matter read with a real
// YAML or TOML parser and mapped onto this site's keys, written back as one
// `key: value` per line; known shortcodes and Liquid tags rewritten as markdown.
// Pure: the command (scripts/import/cli.ts) reads and writes the files.
import { parse as parseToml } from "smol-toml"
import { parse as parseYaml } from "yaml"
import { checkBody } from "../../src/lib/body-rules"
import { proseLines } from "../../src/lib/markdown-lines"
import { postPath } from "../../src/lib/urls"

export interface SourcePost {
  /** The file, for messages. */
  file: string
  /** The file name without its extension, or the folder's for an index file. */
  name: string
  text: string
}

export interface ImportOptions {
  /** The category for posts whose front matter has none. */
  category?: string
}

export type FrontMatterValue = string | string[]

export interface Converted {
  slug: string
  /** In the order they are written. */
  frontMatter: Array<[string, FrontMatterValue]>
  body: string
  /** Addresses of files the post uses (body and image), as written. */
  references: Reference[]
  /** What changed on the way, for the summary line. */
  notes: string[]
  /** Why the post cannot be imported as it is; empty when it can. */
  blockers: string[]
}

type Data = Record<string, unknown>

const DATE_KEYS = [`date`, `pubdate`, `publishdate`, `published`, `pubdatetime`, `publishedat`]
const DESCRIPTION_KEYS = [`description`, `summary`, `excerpt`, `spoiler`]
const IMAGE_KEYS = [`image`, `heroimage`, `socialimage`, `img`, `featuredimage`, `cover.image`]
const IMAGE_ALT_KEYS = [`imagealt`, `image_alt`, `img_alt`, `heroimagealt`, `cover.alt`]
const AUTHOR_KEYS = [`authors`, `author`]
const ALIAS_KEYS = [`aliases`, `redirect_from`]
/** Keys that name the old address of the page: kept as an alias so old links still work. */
const PATH_KEYS = [`path`, `permalink`, `url`]
const CATEGORY_KEYS = [`category`, `categories`]
const READ = new Set([...DATE_KEYS, ...DESCRIPTION_KEYS, ...IMAGE_KEYS, ...IMAGE_ALT_KEYS, ...AUTHOR_KEYS, ...ALIAS_KEYS, ...PATH_KEYS, ...CATEGORY_KEYS, `title`, `tags`, `draft`, `slug`, `cover`])
/** Keys that only told the old generator how to lay the page out: dropped without a note. */
const LAYOUT_ONLY = new Set([`layout`, `template`])

export function convertPost(post: SourcePost, options: ImportOptions = {}): Converted {
  const notes: string[] = []
  const blockers: string[] = []
  const text = post.text.replace(/^\uFEFF/, ``).replace(/\r\n?/g, `\n`)
  const { data, body: rawBody, error } = splitFrontMatter(text)
  if (error) blockers.push(error)
  const get = (keys: readonly string[]) => lookup(data, keys)
  const frontMatter: Array<[string, FrontMatterValue]> = []
  const set = (key: string, value: FrontMatterValue | null) => {
    if (value !== null && value.length > 0) frontMatter.push([key, value])
  }

  const datePrefix = /^(\d{4}-\d{2}-\d{2})-+/.exec(post.name)
  const slugValue = get([`slug`])
  const ownSlug = typeof slugValue === `string` && slugValue.trim() && !slugValue.includes(`/`) ? slugValue.trim() : null
  const slug = toSlug(ownSlug ?? post.name.slice(datePrefix?.[0].length ?? 0))

  let title = oneLine(get([`title`]))
  if (!title) {
    title = titleFromName(post.name.slice(datePrefix?.[0].length ?? 0))
    notes.push(`title taken from the file name`)
  }
  set(`title`, title)

  const pathValue = oneLine(get(PATH_KEYS))
  const date = toDate(get(DATE_KEYS)) ?? dateFromPath(pathValue) ?? datePrefix?.[1] ?? null
  if (date) set(`date`, date)
  else blockers.push(`no date (write date: YYYY-MM-DD in its front matter)`)

  const categories = toList(get(CATEGORY_KEYS))
  const tags = toList(get([`tags`]))
  const category = categories[0] ?? tags[0] ?? options.category ?? null
  if (category) set(`category`, category)
  else blockers.push(`no category or tags (pass --category "Name" for posts without one)`)
  if (!categories[0] && tags[0]) notes.push(`category from its first tag`)
  else if (!categories[0] && options.category) notes.push(`category "${options.category}" from --category`)

  const authors = toNames(get(AUTHOR_KEYS))
  set(`author`, authors.length > 1 ? authors : authors[0] ?? null)
  const description = oneLine(get(DESCRIPTION_KEYS))
  set(`description`, description)
  const image = oneLine(get(IMAGE_KEYS))
  set(`image`, image)
  if (image) set(`imageAlt`, oneLine(get(IMAGE_ALT_KEYS)))
  const draft = get([`draft`])
  if (draft === true || draft === `true` || get([`published`]) === false) set(`draft`, `true`)

  // Hugo's translation of a page (name.fa.md) has its addresses under the language's folder.
  const language = /\.([a-z]{2})$/.exec(post.name)?.[1]
  const aliases = [...toList(get(ALIAS_KEYS)), ...(pathValue ? [pathValue] : []), ...(slugValue && !ownSlug ? [String(slugValue)] : [])]
    .map(alias => `${language ? `/${language}` : ``}/${alias.trim().replace(/^\/+/, ``)}`)
    .filter((alias, index, all) => alias !== `/` && all.indexOf(alias) === index)
  set(`aliases`, aliases)
  const otherTags = [...categories.slice(1), ...tags].filter((tag, index, all) => tag !== category && all.indexOf(tag) === index)
  set(`tags`, otherTags)

  const left = Object.keys(data).filter(key => !READ.has(key.toLowerCase()) && !LAYOUT_ONLY.has(key.toLowerCase()))
  const unused = DESCRIPTION_KEYS.filter(key => key !== lookupKey(data, DESCRIPTION_KEYS) && lookup(data, [key]) !== undefined)
  if (left.length + unused.length > 0) notes.push(`left out: ${[...left, ...unused].join(`, `)}`)

  let body = rewriteTemplateTags(rawBody, notes)
  if (/\.mdx$/i.test(post.file)) body = fromMdx(body, notes)
  const report = checkBody(body)
  for (const { line, message } of report.errors) blockers.push(`body line ${line}: ${message.split(`;`)[0]}`)
  const kept = [...new Set(report.warnings.map(({ message }) => /\((.*?)\)/.exec(message)?.[1] ?? message))]
  if (kept.length > 0) notes.push(`kept as text: ${kept.join(`, `)}`)

  const references = localReferences(body)
  if (image && (isRelative(image) || isRootPath(image))) references.push({ url: image, image: true })
  const unique = references.filter((reference, index) => references.findIndex(other => other.url === reference.url) === index)
  return { slug, frontMatter, body, references: unique, notes, blockers }
}

function splitFrontMatter(text: string): { data: Data; body: string; error?: string } {
  const [first] = text.split(`\n`, 1)
  const delimiter = first.trimEnd()
  if (delimiter !== `---` && delimiter !== `+++`) return { data: {}, body: text }
  const lines = text.split(`\n`)
  const closing = lines.findIndex((line, index) => index > 0 && line.trimEnd() === delimiter)
  if (closing === -1) return { data: {}, body: text, error: `its front matter is never closed (no second ${delimiter} line)` }
  const block = lines.slice(1, closing).join(`\n`)
  const body = lines.slice(closing + 1).join(`\n`).replace(/^\n+/, ``)
  try {
    const parsed: unknown = delimiter === `+++` ? parseToml(block) : parseYaml(block)
    if (parsed === null || parsed === undefined) return { data: {}, body }
    if (typeof parsed !== `object` || Array.isArray(parsed)) return { data: {}, body, error: `its front matter is not a set of keys` }
    return { data: parsed as Data, body }
  } catch (error) {
    const language = delimiter === `+++` ? `TOML` : `YAML`
    return { data: {}, body, error: `its front matter is not valid ${language}: ${(error as Error).message.split(`\n`)[0]}` }
  }
}

/** A value by the first of `keys` present (case-insensitive; `a.b` reads a nested key). */
function lookup(data: Data, keys: readonly string[]): unknown {
  const key = lookupKey(data, keys)
  return key === null ? undefined : read(data, key)
}

function lookupKey(data: Data, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = read(data, key)
    if (value !== undefined && value !== null && value !== ``) return key
  }
  return null
}

function read(data: Data, key: string): unknown {
  let value: unknown = data
  for (const part of key.split(`.`)) {
    if (typeof value !== `object` || value === null || Array.isArray(value)) return undefined
    const found = Object.keys(value).find(name => name.toLowerCase() === part)
    value = found === undefined ? undefined : (value as Data)[found]
  }
  return value
}

function oneLine(value: unknown): string | null {
  if (value === undefined || value === null || typeof value === `object`) return null
  const text = String(value).replace(/\s*\n\s*/g, ` `).trim()
  return text || null
}

function toList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  return items.map(oneLine).filter((item): item is string => item !== null)
}

/** Authors written as names, or as objects with a name. */
function toNames(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  return items
    .map(item => (typeof item === `object` && item !== null && `name` in item ? (item as { name: unknown }).name : item))
    .map(oneLine)
    .filter((item): item is string => item !== null)
}

/** The calendar date as written: "2016-09-01T23:46:37.121Z" → "2016-09-01"; "Jul 08 2022" → "2022-07-08". */
export function toDate(value: unknown): string | null {
  if (value instanceof Date) {
    // smol-toml's dates print as written; a plain Date is read in UTC.
    const written = value.toISOString()
    return /^\d{4}-\d{2}-\d{2}/.exec(written)?.[0] ?? null
  }
  const text = oneLine(value)
  if (!text) return null
  const iso = /^(\d{4}-\d{2}-\d{2})(?:$|[T\s])/.exec(text)
  if (iso) return iso[1]
  const parsed = new Date(text)
  if (Number.isNaN(parsed.getTime())) return null
  const pad = (n: number) => String(n).padStart(2, `0`)
  return `${parsed.getFullYear()}-${pad(parsed.getMonth() + 1)}-${pad(parsed.getDate())}`
}

function dateFromPath(value: string | null): string | null {
  const match = value && /^\/?(\d{4})\/(\d{2})\/(\d{2})\//.exec(value)
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null
}

/** A slug this site can publish: lower case, with letters, digits, dots, underscores and hyphens. */
export function toSlug(name: string): string {
  return name
    .normalize(`NFKD`)
    .replace(/[\u0300-\u036f]/g, ``)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, `-`)
    .replace(/-{2,}/g, `-`)
    .replace(/^[-.]+|[-.]+$/g, ``)
}

function titleFromName(name: string): string {
  return name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map(word => word.charAt(0).toUpperCase() + word.slice(1))
    .join(` `)
}

function isRelative(url: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url.trim())
}

/** A path from the old site's root (/images/a.png): its file was in the old site's static folder. */
function isRootPath(url: string): boolean {
  return /^\/(?!\/)/.test(url.trim())
}

export interface Reference {
  url: string
  /** An image (shown), as opposed to a link (followed). */
  image: boolean
}

/**
 * Addresses of files the body uses, outside code: relative ones in links,
 * images, reference definitions and HTML src/href, and root paths (/images/a.png)
 * of images, which lived in the old site's static folder. A root-path link is a
 * page of the old site and is left as written.
 */
export function localReferences(markdown: string): Reference[] {
  const found: Reference[] = []
  const PATTERN = /(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^"']*["'])?\s*\)|\b(src|href)\s*=\s*["']([^"']+)["']|^ {0,3}\[(?!\^)[^\]]+\]:\s*<?([^\s>]+)/g
  for (const { text } of proseLines(markdown, { skipIndentedCode: true })) {
    const prose = text.replace(/(`+)[^`]*?\1/g, ` `)
    for (const match of prose.matchAll(PATTERN)) {
      const url = match[2] ?? match[4] ?? match[5]
      const image = match[1] === `!` || match[3] === `src` || (match[5] !== undefined && /\.(png|jpe?g|gif|svg|webp|avif)$/i.test(url))
      if (isRelative(url) || (image && isRootPath(url))) found.push({ url, image })
    }
  }
  return found
}

/** Replaces each address in `rewrites` where the body uses it (links, images, src and href). */
export function rewriteReferences(markdown: string, rewrites: ReadonlyMap<string, string>): string {
  if (rewrites.size === 0) return markdown
  return markdown.replace(/(\]\(\s*<?|\b(?:src|href)\s*=\s*["']|^ {0,3}\[[^\]\n]+\]:\s*<?)([^)\s>"']+)/gm, (whole, before: string, url: string) => {
    const replacement = rewrites.get(url)
    return replacement === undefined ? whole : `${before}${replacement}`
  })
}

const attribute = (args: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`).exec(args)?.[1]
const firstArgument = (args: string) => /^\s*["']?([^\s"'=]+)["']?(?:\s|$)/.exec(args)?.[1]

/** Shortcodes with a plain markdown equivalent: a link for embeds, an image for a figure. */
const SHORTCODES: Record<string, (args: string) => string | null> = {
  youtube: args => {
    const id = attribute(args, `id`) ?? firstArgument(args)
    return id ? `[Watch the video on YouTube](https://www.youtube.com/watch?v=${id})` : null
  },
  vimeo: args => {
    const id = attribute(args, `id`) ?? firstArgument(args)
    return id ? `[Watch the video on Vimeo](https://vimeo.com/${id})` : null
  },
  x: args => tweet(attribute(args, `user`), attribute(args, `id`)),
  tweet: args => tweet(attribute(args, `user`) ?? args.trim().split(/\s+/)[0], attribute(args, `id`) ?? args.trim().split(/\s+/)[1]),
  instagram: args => {
    const id = attribute(args, `id`) ?? firstArgument(args)
    return id ? `[See the post on Instagram](https://www.instagram.com/p/${id}/)` : null
  },
  gist: args => {
    const [user, id] = args.trim().split(/\s+/).map(part => part.replace(/["']/g, ``))
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

function tweet(user: string | undefined, id: string | undefined): string | null {
  return user && id ? `[See the post by @${user} on X](https://x.com/${user}/status/${id})` : null
}

/** Rewrites the shortcodes and Liquid tags this importer knows; the rest stay, and the build lists them. */
function rewriteTemplateTags(body: string, notes: string[]): string {
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
    .replace(/\{%-?\s*comment\s*-?%\}([\s\S]*?)\{%-?\s*endcomment\s*-?%\}/g, (_all, text: string) => {
      changed.add(`comment`)
      return `<!--${text.replace(/--/g, `- -`)}-->`
    })
    .replace(/\{%-?\s*(raw|endraw)\s*-?%\}/g, () => {
      changed.add(`raw`)
      return ``
    })
    .replace(/\{%-?\s*post_url\s+([^\s%]+)\s*-?%\}/g, (_all, name: string) => {
      changed.add(`post_url`)
      return postPath(toSlug(name.replace(/^.*\//, ``).replace(/^\d{4}-\d{2}-\d{2}-+/, ``)))
    })
  result = result.replace(/\{\{[<%]\s*([\w-]+)([^}]*?)\s*[%>]\}\}/g, (whole, name: string, args: string) => {
    const rewrite = SHORTCODES[name.toLowerCase()]
    const markdown = rewrite ? rewrite(args) : null
    if (markdown === null) return whole
    changed.add(name)
    return markdown
  })
  if (changed.size > 0) notes.push(`rewrote ${[...changed].join(`, `)}`)
  return result
}

/** MDX: imports and exports go; components, which only MDX can render, go too and are named. */
function fromMdx(body: string, notes: string[]): string {
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

/** The post in this site's format: one `key: value` line each, lists on one line. */
export function renderPost({ frontMatter, body }: Pick<Converted, `frontMatter` | `body`>): string {
  const lines = frontMatter.map(([key, value]) => `${key}: ${Array.isArray(value) ? `[${value.map(quoteItem).join(`, `)}]` : quote(key, value)}`)
  return `---\n${lines.join(`\n`)}\n---\n\n${body.replace(/^\n+/, ``).replace(/\s*$/, `\n`)}`
}

function quote(key: string, value: string): string {
  // Dates, flags and paths read the same bare; text is quoted so a colon, a # or quotes stay its own.
  if (key === `date` || key === `draft`) return value
  return `"${value}"`
}

function quoteItem(value: string): string {
  return /^[^,'"[\]]+$/.test(value) && value.trim() === value ? value : `'${value.replace(/'/g, `''`)}'`
}
