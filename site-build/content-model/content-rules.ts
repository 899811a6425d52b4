// Validation of the owner's content. Each problem names the file, the field and
// what is wrong, so a broken build says exactly what to fix.
import { isIsoDate } from "./iso-date"
import { isLanguageTag } from "../../src/lib/languages"
import { isList, parseList, type FrontMatter } from "./front-matter"
import { fieldsOfKind, KNOWN_POST_KEYS, LIST_KEYS, REQUIRED_POST_FIELDS, type FieldKind } from "./post-fields"
import { tagSlug } from "../../src/lib/tags"
import { decodeOrNull } from "../../src/lib/urls"
import { fieldTextProblems } from "./field-limits"
import { printable } from "./visible-text"
import { dateProblem } from "./written-dates"

export interface ContentProblem {
  file: string
  field: string
  message: string
}

/** A problem as one line to print, its control characters made visible (visible-text.ts): a terminal shows them, not runs them. */
export function formatProblem({ file, field, message }: ContentProblem): string {
  return printable(`${file}: ${field}: ${message}`)
}

/** What is wrong with a value of each kind (post-fields.ts), or null when it is right. */
const KIND_PROBLEMS: Partial<Record<FieldKind, (value: string) => string | null>> = {
  date: dateProblem,
  boolean: value => (value === `true` || value === `false` ? null : `"${value}" must be true or false`),
  order: value => (/^[1-9]\d*$/.test(value) ? null : `"${value}" must be a whole number from 1`),
  language: value => (isLanguageTag(value) ? null : `"${value}" is not a language tag (write it as ar, es or pt-BR)`),
}

/** Checks one post's front matter (already parsed by our front-matter rules). */
export function checkPost(file: string, frontmatter: FrontMatter): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const field of REQUIRED_POST_FIELDS) {
    if (!frontmatter[field]) problems.push({ file, field, message: `is missing` })
  }
  for (const [kind, problemOf] of Object.entries(KIND_PROBLEMS) as [FieldKind, (value: string) => string | null][]) {
    for (const field of fieldsOfKind(kind)) {
      const value = frontmatter[field]
      const message = value ? problemOf(value) : null
      if (message) problems.push({ file, field, message })
    }
  }
  for (const [field, value] of Object.entries(frontmatter)) {
    if (isList(value) && !LIST_KEYS.has(field) && KNOWN_POST_KEYS.has(field)) {
      problems.push({ file, field, message: `"${value}" is a list, but ${field} takes one value` })
    }
  }
  const { date, updated, seriesOrder } = frontmatter
  if (updated && date && isIsoDate(updated) && isIsoDate(date) && updated < date) {
    problems.push({ file, field: `updated`, message: `"${updated}" is before the post's date (${date}); an update comes on or after it` })
  }
  if (seriesOrder && !frontmatter.series) {
    problems.push({ file, field: `seriesOrder`, message: `is set without series; name the series too (series: "Name")` })
  }
  if (frontmatter.author && frontmatter.authors) {
    problems.push({ file, field: `authors`, message: `is set as well as author; keep one (both take one name or a list)` })
  }
  for (const field of [`aliases`, `redirect_from`]) {
    const written = frontmatter[field]
    for (const alias of written ? parseList(written) : []) {
      const wrong = aliasProblem(alias)
      if (wrong) problems.push({ file, field, message: `"${alias}" ${wrong}` })
    }
  }
  problems.push(...fieldTextProblems(file, frontmatter, { tags: postTags(frontmatter), authors: postAuthors(frontmatter) }))
  // The image is checked where files can be looked up (site-build/images.ts).
  return problems
}

/** A translation names its original by slug: a post that exists and is no translation itself. */
export function translationProblems(posts: readonly { file: string; slug: string; frontmatter: FrontMatter }[]): ContentProblem[] {
  const bySlug = new Map(posts.map(post => [post.slug, post]))
  const problems: ContentProblem[] = []
  for (const { file, slug, frontmatter } of posts) {
    const original = frontmatter.translationOf
    if (!original) continue
    const found = bySlug.get(original)
    const wrong =
      original === slug
        ? `is this post's own slug`
        : !found
          ? `is no post's slug`
          : found.frontmatter.translationOf
            ? `is itself a translation (of "${found.frontmatter.translationOf}"); name the original`
            : null
    if (wrong) problems.push({ file, field: `translationOf`, message: `"${original}" ${wrong}` })
    else if (!frontmatter.lang) problems.push({ file, field: `lang`, message: `is missing: a translation says its language (lang: es)` })
  }
  return problems
}

/** The post's authors as written (author or authors, one name or a list); empty for the owner. */
export function postAuthors(frontmatter: FrontMatter): string[] {
  const written = frontmatter.authors ?? frontmatter.author
  return written ? parseList(written) : []
}

/** The post's tags as written, duplicates (ignoring case) left out. */
export function postTags(frontmatter: FrontMatter): string[] {
  const written = frontmatter.tags
  if (!written) return []
  const items = isList(written) ? parseList(written) : written.split(`,`)
  const seen = new Set<string>()
  const tags: string[] = []
  for (const item of items.map(tag => tag.trim()).filter(Boolean)) {
    const key = tagSlug(item)
    if (seen.has(key)) continue
    seen.add(key)
    tags.push(item)
  }
  return tags
}

/** "Ada", "Ada and Grace", "Ada, Grace and Alan". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? ``
  return `${names.slice(0, -1).join(`, `)} and ${names[names.length - 1]}`
}

/** The post's old addresses (aliases, or Jekyll's redirect_from), each a path on this site. */
export function postAliases(frontmatter: FrontMatter): string[] {
  return [frontmatter.aliases, frontmatter.redirect_from].flatMap(value => (value ? parseList(value) : []))
}

const SAFE_PATH = /^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/

/** A backslash (a separator on Windows), NUL or another control character. */
function hasUnsafeCharacter(text: string): boolean {
  return [...text].some(char => {
    const code = char.charCodeAt(0)
    return char === `\\` || code <= 0x1f || (code >= 0x7f && code <= 0x9f)
  })
}

/**
 * What is wrong with an old address, or null. The build writes each as a file
 * under public/ named by its decoded path (redirect-pages.ts), so the path is
 * judged as written and again once decoded: %2e%2e is a .. segment there.
 */
function aliasProblem(alias: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(alias) || alias.startsWith(`//`))
    return `is an address on another site; an alias is a path on this one, such as /2019/05/old-post/`
  if (!alias.startsWith(`/`)) return `must start with / (a path on this site, such as /2019/05/old-post/)`
  if (alias === `/`) return `is the home page`
  const decoded = decodeOrNull(alias)
  if (hasUnsafeCharacter(alias) || (decoded !== null && hasUnsafeCharacter(decoded)))
    return `has a backslash or a control character such as NUL, written or %-encoded; a path on this site holds neither`
  if (!SAFE_PATH.test(alias)) return `has characters a path cannot hold as written (spaces, quotes, ? or #)`
  if (decoded === null) return `has a malformed %-escape`
  if (/%2f/i.test(alias)) return `has an encoded slash (%2F); write / itself, between the path's parts`
  if (decoded.split(`/`).some(segment => segment === `..` || segment === `.`)) {
    return decoded === alias ? `must not contain . or .. segments` : `must not contain . or .. segments (decoded, it is ${decoded})`
  }
  return null
}

/** Whether a post is published in a production build made on `today` (YYYY-MM-DD). */
export type Publication = `published` | `draft` | `scheduled`

export function publication(frontmatter: FrontMatter, today: string): Publication {
  if (frontmatter.draft === `true`) return `draft`
  if (frontmatter.date && isIsoDate(frontmatter.date) && frontmatter.date > today) return `scheduled`
  return `published`
}

/** Today's calendar date where the build runs, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, `0`)
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Keys no post rule reads, with the files that use them, for one warning per build. */
export function unknownKeys(posts: readonly { file: string; frontmatter: FrontMatter }[]): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const { file, frontmatter } of posts) {
    for (const key of Object.keys(frontmatter)) {
      if (KNOWN_POST_KEYS.has(key)) continue
      found.set(key, [...(found.get(key) ?? []), file])
    }
  }
  return found
}
