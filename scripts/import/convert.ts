// Converts one post written for another generator (Docusaurus, Material for
// MkDocs, Hugo, Zola, Jekyll, Hexo, Eleventy, Astro, Gatsby) into this site's
// format: front matter read with a real parser and mapped onto this site's
// keys, written back as one `key: value` per line; the body converted by body.ts.
// Pure: the command (scripts/import/cli.ts) reads and writes the files.
import { checkBody } from "../../site-build/content-model/body-rules"
import { activeBodyContent } from "../../site-build/content-model/post-html"
import { postPath } from "../../src/lib/urls"
import { authorId } from "./authors"
import { convertBody } from "./body"
import { splitFrontMatter } from "./front-matter-block"
import { dateFromPath, lookup, lookupKey, oneLine, titleOf, toDate, toDateTime, toList, toNames, toSlug } from "./front-matter-values"
import type { LinkContext } from "./generator-links"
import {
  DATE_KEYS,
  UPDATED_KEYS,
  TAG_KEYS,
  SERIES_KEYS,
  DESCRIPTION_KEYS,
  IMAGE_KEYS,
  IMAGE_ALT_KEYS,
  AUTHOR_KEYS,
  ALIAS_KEYS,
  PATH_KEYS,
  CATEGORY_KEYS,
  READ,
  LAYOUT_ONLY,
} from "./front-matter-keys"
import { isRelative, isRootPath, localReferences, type Reference } from "./references"
import { generatorAddresses, type PostOrigin } from "./generator-addresses"
import { keptAliases } from "./old-addresses"

export interface SourcePost {
  /** The file, for messages. */
  file: string
  /** The file name without its extension, or the folder's for an index file. */
  name: string
  text: string
}

export interface ImportOptions {
  /** The category for posts whose front matter, folder and tags give none. */
  category?: string
  /** The category from the post's folder (blog/announcements/… → Announcements). */
  folderCategory?: string
  /** The old site's authors file's authors by key: a post naming one names their id of authors.json. */
  authors?: ReadonlyMap<string, unknown>
  /** The old site's settings its posts print, by name (site.ts). */
  variables?: ReadonlyMap<string, string>
  /** The language of a translation (index.ar.md → ar). */
  lang?: string
  /** Where the generator's own links lead. */
  links?: LinkContext
  /** The old site's generator and the file's place in it, for the post's old addresses. */
  origin?: PostOrigin
}

/** The category of posts that nothing else gives one, named in the summary. */
export const DEFAULT_CATEGORY = `Blog`

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
  /** Its addresses on the old site by its generator's rules: aliases too, unless another post has one of them. */
  oldAddresses: string[]
}

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
  const slug = toSlug(`${ownSlug ?? post.name.slice(datePrefix?.[0].length ?? 0)}${options.lang ? `-${options.lang}` : ``}`)

  const { title, from: titleFrom } = titleOf(oneLine(get([`title`])), rawBody, post.name.slice(datePrefix?.[0].length ?? 0))
  if (titleFrom) notes.push(`title taken from ${titleFrom}`)
  set(`title`, title)

  const pathValue = oneLine(get(PATH_KEYS))
  const date = DATE_KEYS.map(key => toDateTime(lookup(data, [key]))).find(Boolean) ?? dateFromPath(pathValue) ?? datePrefix?.[1] ?? null
  if (date) set(`date`, date)
  else blockers.push(`no date (write date: YYYY-MM-DD in its front matter)`)
  const updatedKey = UPDATED_KEYS.find(key => toDate(lookup(data, [key])))
  const updated = updatedKey && toDate(lookup(data, [updatedKey]))
  if (updated && date && updated > date.slice(0, 10)) set(`updated`, updated)
  else if (updated && date && updated < date.slice(0, 10)) notes.push(`left out: ${updatedKey} ${updated}, before the post's date`)

  const categories = toList(get(CATEGORY_KEYS))
  const tags = toList(get(TAG_KEYS))
  const [category, from] = pickCategory(categories, tags, options)
  set(`category`, category)
  if (from) notes.push(from)

  const authors = toNames(get(AUTHOR_KEYS)).map(name => (options.authors?.has(name) ? authorId(name) : name))
  set(`author`, authors.length > 1 ? authors : (authors[0] ?? null))
  const description = oneLine(get(DESCRIPTION_KEYS))
  set(`description`, description)
  const written = get(IMAGE_KEYS)
  const image = oneLine(Array.isArray(written) ? written[0] : written)
  set(`image`, image)
  if (image) set(`imageAlt`, oneLine(get(IMAGE_ALT_KEYS)))
  const draft = get([`draft`])
  if (draft === true || draft === `true` || get([`published`]) === false) set(`draft`, `true`)

  // Hugo's translation of a page (name.fa.md) has its addresses under the language's folder.
  const language = options.lang
  set(`lang`, language ?? null)
  const oldWritten = [...toList(get(ALIAS_KEYS)), ...(pathValue ? [pathValue] : []), ...(slugValue && !ownSlug ? [String(slugValue)] : [])]
  set(`aliases`, keptAliases(oldWritten, language, notes, postPath(slug)))
  const facts = { name: post.name.slice(datePrefix?.[0].length ?? 0), slug: ownSlug, date, title, categories }
  const oldAddresses = options.origin ? keptAliases(generatorAddresses(options.origin, facts), language, notes, postPath(slug)) : []
  // A first tag taken as the category stays a tag too.
  const otherTags = [...categories.slice(1), ...tags].filter(
    (tag, index, all) => (tag !== category || !categories[0]) && all.indexOf(tag) === index,
  )
  set(`tags`, otherTags)
  // A post is in one series here: the first it named; its parts follow one another by date.
  const [series, ...otherSeries] = toList(get(SERIES_KEYS))
  set(`series`, series ?? null)
  if (otherSeries.length > 0) notes.push(`left out: series ${otherSeries.join(`, `)} (a post is in one series here)`)

  const left = Object.keys(data).filter(key => !READ.has(key.toLowerCase()) && !LAYOUT_ONLY.has(key.toLowerCase()))
  const unused = DESCRIPTION_KEYS.filter(key => key !== lookupKey(data, DESCRIPTION_KEYS) && lookup(data, [key]) !== undefined)
  if (left.length + unused.length > 0) notes.push(`left out: ${[...left, ...unused].join(`, `)}`)

  const converted = convertBody(rawBody, post.file, options.links, options.variables)
  const body = converted.body
  notes.push(...converted.notes)
  blockers.push(...converted.blockers)
  const report = checkBody(body)
  for (const { line, message } of [...report.errors, ...activeBodyContent(body)])
    blockers.push(`body line ${line}: ${message.split(`;`)[0]}`)
  const kept = [...new Set(report.warnings.map(({ message }) => /\((.*?)\)/.exec(message)?.[1] ?? message))]
  if (kept.length > 0) notes.push(`kept as text: ${kept.join(`, `)}`)

  const references = localReferences(body)
  if (image && (isRelative(image) || isRootPath(image))) references.push({ url: image, image: true })
  const unique = references.filter((reference, index) => references.findIndex(other => other.url === reference.url) === index)
  return { slug, frontMatter, body, references: unique, notes, blockers, oldAddresses }
}

/** The category, and where it came from when the front matter did not say it. */
function pickCategory(categories: string[], tags: string[], options: ImportOptions): [string, string | null] {
  if (categories[0]) return [categories[0], null]
  if (options.folderCategory) return [options.folderCategory, `category "${options.folderCategory}" from its folder`]
  if (tags[0]) return [tags[0], `category from its first tag`]
  if (options.category) return [options.category, `category "${options.category}" from --category`]
  return [DEFAULT_CATEGORY, `category "${DEFAULT_CATEGORY}" (none given)`]
}

/** The post in this site's format: one `key: value` line each, lists on one line. */
export function renderPost({ frontMatter, body }: Pick<Converted, `frontMatter` | `body`>): string {
  const lines = frontMatter.map(
    ([key, value]) => `${key}: ${Array.isArray(value) ? `[${value.map(quoteItem).join(`, `)}]` : quote(key, value)}`,
  )
  return `---\n${lines.join(`\n`)}\n---\n\n${body.replace(/^\n+/, ``).replace(/\s*$/, `\n`)}`
}

function quote(key: string, value: string): string {
  // Dates, flags and paths read the same bare; text is quoted so a colon, a # or quotes stay its own.
  if (key === `date` || key === `updated` || key === `draft`) return value
  return `"${value}"`
}

function quoteItem(value: string): string {
  return /^[^,'"[\]]+$/.test(value) && value.trim() === value ? value : `'${value.replace(/'/g, `''`)}'`
}
