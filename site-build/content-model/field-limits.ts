// What the names and words of a post's front matter may hold. Each is drawn on
// a card, written into pages and feeds, and a category, a tag or a series is
// also a page whose folder is named by its address: a name of thousands of
// characters stops the build (ENAMETOOLONG) far from the field that caused it.
// An invisible character (a zero-width space, a bidi control) makes a tag or a
// title that looks like another and is not, so it is refused and named.
import type { FrontMatter } from "./front-matter"
import type { ContentProblem } from "./content-rules"
import { nameSlug } from "../../src/lib/slug"
import { describeCharacter, invisibleCharacters, showInvisible } from "./visible-text"

/** The most characters each field may have (each tag and each author on its own); a title wraps on three lines of a card at 300. */
export const FIELD_LIMITS = {
  title: 300,
  description: 1000,
  category: 100,
  tags: 100,
  series: 100,
  author: 100,
  authors: 100,
} as const

/** The most characters of a category's, a tag's or a series' address: the name of a folder under public/ (255 bytes at most). */
export const ADDRESS_LIMIT = 200

/** The fields that name a page of their own, with the word that starts an address made of code points. */
const ADDRESSED: Record<string, string> = { category: `category`, tags: `tag`, series: `series` }

/** Fields whose invisible characters are refused: what readers see and search, and what names pages. */
const VISIBLE_FIELDS = new Set([`title`, `category`, `tags`, `series`])

/** Characters as a reader counts them: a character outside the BMP (an emoji) is one, not two. */
function lengthOf(value: string): number {
  let count = 0
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code < 0xdc00 || code > 0xdfff) count++
  }
  return count
}

/** A value for a message, its first 60 characters when it is longer. */
function shortened(value: string): string {
  const start = [...value.slice(0, 122)].slice(0, 61)
  return start.length <= 60 ? `"${value}"` : `"${start.slice(0, 60).join(``)}…"`
}

/** What is wrong with one value of `field`, each as a message. */
function valueProblems(field: string, value: string): string[] {
  const messages: string[] = []
  const limit = FIELD_LIMITS[field as keyof typeof FIELD_LIMITS]
  const length = lengthOf(value)
  if (length > limit) {
    messages.push(`${shortened(value)} is ${length.toLocaleString(`en`)} characters long; the limit is ${limit}: shorten it`)
  }
  const kind = ADDRESSED[field]
  const address = kind && length <= limit ? nameSlug(value, kind) : ``
  if (address.length > ADDRESS_LIMIT) {
    messages.push(
      `${shortened(value)} makes an address of ${address.length} characters (${address.slice(0, 40)}…), ` +
        `more than the ${ADDRESS_LIMIT} a page's folder name may have: shorten it, or write more of it in ASCII letters`,
    )
  }
  const invisible = VISIBLE_FIELDS.has(field) ? invisibleCharacters(value) : []
  if (invisible.length > 0) {
    const [which, them] = invisible.length === 1 ? [`does`, `it`] : [`do`, `them`]
    messages.push(
      `"${showInvisible(value.slice(0, 400), invisible)}" holds ${invisible.map(describeCharacter).join(`, `)}, which ${which} not show: ` +
        `delete ${them} (retype the value where your editor hides ${them})`,
    )
  }
  return messages
}

/**
 * The length limits and invisible characters of a post's names and words.
 * `lists` are the tags and authors as the site reads them (postTags and
 * postAuthors in content-rules.ts), each judged on its own.
 */
export function fieldTextProblems(file: string, frontmatter: FrontMatter, lists: { tags: string[]; authors: string[] }): ContentProblem[] {
  const authorField = frontmatter.authors ? `authors` : `author`
  const values: [string, string][] = [
    ...[`title`, `description`, `category`, `series`].flatMap(field =>
      frontmatter[field] ? [[field, frontmatter[field]] as [string, string]] : [],
    ),
    ...lists.tags.map(tag => [`tags`, tag] as [string, string]),
    ...lists.authors.map(author => [authorField, author] as [string, string]),
  ]
  return values.flatMap(([field, value]) => valueProblems(field, value).map(message => ({ file, field, message })))
}
