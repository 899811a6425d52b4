// The site's languages (src/site-config.ts: lang, the default, and
// otherLanguages) and their strings files (src/i18n/{lang}.json). Every file
// has the keys of the default language's, each of the same kind, with the
// same {placeholders}: a file that does not is named, with the language and
// the key, by `npm run check` and stops the build. Every page carries its
// language's strings in its page context (src/i18n/words.tsx).
import { existsSync, readFileSync } from "fs"
import path from "path"
import type { Actions } from "gatsby"
import type { PageLanguageContext, Strings } from "../src/i18n/words"
import { isLanguageTag } from "../src/lib/languages"
import { languagePath } from "../src/lib/site-languages"
import { siteConfig } from "../src/site-config"
import type { ContentProblem } from "./content-model/content-rules"

export const STRINGS_FOLDER = `src/i18n`

/** The language whose file every other is held to: each has every key of en.json. */
export const REFERENCE_LANGUAGE = `en`

const PLURAL_CATEGORIES = new Set([`zero`, `one`, `two`, `few`, `many`, `other`])

/** The site's languages, the default first. */
export function siteLanguages(config: Pick<typeof siteConfig, `lang` | `otherLanguages`> = siteConfig): string[] {
  return [config.lang, ...config.otherLanguages]
}

export function stringsFile(lang: string): string {
  return `${STRINGS_FOLDER}/${lang}.json`
}

type Entry = string | Record<string, unknown>

/**
 * Each string of a file as its dotted key: { post: { edit: "…" } } → post.edit. A plural's forms are one entry. A
 * translation is read in the shape of the default language's file, so plural forms with a wrong category stay one entry.
 */
function entries(value: unknown, shape?: unknown, prefix = ``): Map<string, unknown> {
  const found = new Map<string, unknown>()
  if (!isObject(value)) return found
  for (const [key, inner] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key
    const reference = isObject(shape) ? shape[key] : undefined
    if (isSection(reference ?? inner) && isObject(inner)) entries(inner, reference, name).forEach((v, k) => found.set(k, v))
    else found.set(name, inner)
  }
  return found
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === `object` && value !== null && !Array.isArray(value)
}

/** A group of strings, not a plural's forms (whose keys are all plural categories). */
function isSection(value: unknown): boolean {
  return isObject(value) && !Object.keys(value).every(key => PLURAL_CATEGORIES.has(key))
}

function placeholders(entry: Entry): string {
  const texts = typeof entry === `string` ? [entry] : Object.values(entry).map(String)
  const names = new Set(texts.flatMap(text => [...text.matchAll(/\{(\w+)\}/g)].map(match => match[1])))
  return [...names].sort().join(`, `)
}

/** What is wrong with one string of a translation, against the default language's. */
function entryProblem(wanted: Entry, given: unknown): string | null {
  if (typeof wanted === `string`) {
    if (typeof given !== `string` || given.trim() === ``) return `must be a text, as in the default language's file`
  } else {
    if (typeof given !== `object` || given === null || Array.isArray(given)) return `must be plural forms ({ "one": …, "other": … })`
    const forms = Object.entries(given)
    const wrong = forms.find(([key, text]) => !PLURAL_CATEGORIES.has(key) || typeof text !== `string` || text.trim() === ``)
    if (wrong) return `"${wrong[0]}" must be a plural category (zero, one, two, few, many, other) with a text`
    if (!(`other` in given)) return `needs the "other" form`
  }
  const want = placeholders(wanted)
  const have = placeholders(given as Entry)
  if (want !== have)
    return `must use the placeholders {${want.split(`, `).join(`}, {`)}}, not ${have ? `{${have.split(`, `).join(`}, {`)}}` : `none`}`
  return null
}

/** The strings of `lang`, read from its file under `root`, with every problem they have. */
export function readStrings(lang: string, root = process.cwd()): { strings: Strings | null; problems: ContentProblem[] } {
  const file = stringsFile(lang)
  const full = path.join(root, file)
  if (!existsSync(full)) {
    return { strings: null, problems: [{ file, field: `(file)`, message: `is missing: the site config lists the language "${lang}"` }] }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(full, `utf8`))
  } catch (error) {
    return { strings: null, problems: [{ file, field: `(file)`, message: `is not valid JSON: ${(error as Error).message}` }] }
  }
  if (lang === REFERENCE_LANGUAGE) return { strings: parsed as Strings, problems: [] }
  const shape: unknown = JSON.parse(readFileSync(path.join(root, stringsFile(REFERENCE_LANGUAGE)), `utf8`))
  const defaults = entries(shape)
  const given = entries(parsed, shape)
  const problems: ContentProblem[] = []
  for (const [key, wanted] of defaults) {
    if (!given.has(key)) problems.push({ file, field: key, message: `is missing in the language "${lang}"` })
    else {
      const wrong = entryProblem(wanted as Entry, given.get(key))
      if (wrong) problems.push({ file, field: key, message: wrong })
    }
  }
  for (const key of given.keys()) {
    if (!defaults.has(key))
      problems.push({ file, field: key, message: `is no string of the site (not in ${stringsFile(REFERENCE_LANGUAGE)})` })
  }
  return { strings: problems.length === 0 ? (parsed as Strings) : null, problems }
}

/** The site config's languages and every strings file: what `npm run check` and the build refuse. */
export function languageProblems(config = siteConfig, root = process.cwd()): ContentProblem[] {
  const problems: ContentProblem[] = []
  const seen = new Set<string>()
  for (const lang of siteLanguages(config)) {
    if (!isLanguageTag(lang))
      problems.push({ file: `src/site-config.ts`, field: `otherLanguages`, message: `"${lang}" is not a language tag (sw, ar, pt-BR)` })
    else if (seen.has(lang)) problems.push({ file: `src/site-config.ts`, field: `otherLanguages`, message: `"${lang}" is listed twice` })
    else problems.push(...readStrings(lang, root).problems)
    seen.add(lang)
  }
  return problems
}

const loaded = new Map<string, Strings>()

/** The strings of `lang`, one of the site's languages, for what the build writes in it (feeds, indexes). */
export function languageStrings(lang: string): Strings {
  if (!siteLanguages().includes(lang)) throw new Error(`"${lang}" is none of the site's languages (${siteLanguages().join(`, `)})`)
  let strings = loaded.get(lang)
  if (!strings) {
    const read = readStrings(lang)
    if (!read.strings) throw new Error(read.problems.map(p => `${p.file}: ${p.field}: ${p.message}`).join(`\n`))
    strings = read.strings
    loaded.set(lang, strings)
  }
  return strings
}

/**
 * Each of the site's languages' `markdown` strings, for the plugins that write them into a post when it is built
 * (gatsby-config.ts). A language whose file has a problem is left out: the content check, first in the build, names it.
 */
export function markdownWordsByLanguage(): Record<string, Strings[`markdown`]> {
  const words: Record<string, Strings[`markdown`]> = {}
  for (const lang of siteLanguages()) {
    const { strings } = readStrings(lang)
    if (strings) words[lang] = strings.markdown
  }
  return words
}

/**
 * On a site of one language, the Babel plugin that writes its strings into the code (plugins/babel-plugin-inline-strings),
 * as Gatsby's setBabelPlugin takes it; null on a site of several, whose pages carry their strings.
 */
export function inlineStringsPlugin(config = siteConfig): { name: string; options: { strings: Strings } } | null {
  if (config.otherLanguages.length > 0) return null
  return { name: path.resolve(`plugins/babel-plugin-inline-strings`), options: { strings: languageStrings(config.lang) } }
}

/**
 * The page context of a page in `lang`, one of the site's languages: the language and, on a site of several, its
 * strings (a site of one has them written into its code: inlineStringsPlugin).
 */
export function pageLanguageContext(lang: string | null | undefined): PageLanguageContext {
  if (!lang || !siteLanguages().includes(lang)) return {}
  return siteConfig.otherLanguages.length === 0 ? { lang } : { lang, strings: languageStrings(lang) }
}

/**
 * createPage for the pages of `language`: each at its path under the language's (/sw/archive), with its strings, and
 * the languages that have a version of it (`versions`, of the site's when it has several; site-build/language-versions.ts).
 */
export function pagesInLanguage(
  language: string,
  createPage: Actions[`createPage`],
  versions: (path: string) => readonly string[] = () => [],
): Actions[`createPage`] {
  return page => {
    const languages = versions(page.path)
    createPage({
      ...page,
      path: languagePath(language, page.path),
      context: {
        ...page.context,
        language,
        ...pageLanguageContext(language),
        ...(languages.length > 1 ? { versions: { path: page.path, languages } } : {}),
      },
    })
  }
}
