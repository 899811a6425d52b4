// Converts one post written for another generator (gatsby-starter-blog, Hugo,
// Jekyll, Astro, Zola) into this site's format: front matter read with a real
// YAML or TOML parser and mapped onto this site's keys, written back as one
// `key: value` per line; known shortcodes and Liquid tags rewritten as markdown.
// Pure: the command (scripts/import/cli.ts) reads and writes the files.
import { parse as parseToml } from "smol-toml"
import { parse as parseYaml } from "yaml"
import { checkBody } from "../../src/lib/body-rules"
import { dateFromPath, lookup, lookupKey, oneLine, titleFromName, toDate, toList, toNames, toSlug, type Data } from "./front-matter-values"
import { isRelative, isRootPath, localReferences, type Reference } from "./references"
import { fromMdx, rewriteTemplateTags } from "./template-tags"

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
