// The words a reader sees, in the page's language. Each language has one file
// here (en.json, sw.json, …) with the same keys. On a site of several
// languages no JavaScript bundle carries them: every page has its language's
// file in its page context (site-build/languages.ts), which wrapPageElement
// hands to every component, so a page pays for the words of its own language
// alone. On a site of one, each string read as t.section.key is written into
// the code when it is compiled (plugins/babel-plugin-inline-strings), and no
// page carries them.
import React, { createContext, useContext } from "react"
import { siteConfig } from "../site-config"
import { SEVERAL_LANGUAGES } from "../lib/site-languages"

export type Strings = typeof import("./en.json")

/** A count's words in each plural category of the language (Intl.PluralRules); `other` is always there. */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>

export interface Words {
  /** The page's language, a BCP 47 tag. */
  lang: string
  t: Strings
  /** On a site of several languages, a page some of them have: its path in the default language's pages, and which. */
  versions?: PageVersions
}

export interface PageVersions {
  path: string
  languages: readonly string[]
}

/**
 * Outside a page (a component drawn alone, a page made without its language): each string reads as its key,
 * `list.heading`, so nothing breaks and the gap shows. The unit tests give the English file instead (jest.setup.ts).
 * A site of one language reads no string here: each is written into its code.
 */
const KEYS_ONLY = SEVERAL_LANGUAGES
  ? new Proxy({} as Strings, { get: (_strings, section) => new Proxy({}, { get: (_section, key) => `${String(section)}.${String(key)}` }) })
  : ({} as Strings)

let fallback: Words = { lang: siteConfig.lang, t: KEYS_ONLY }

/** The words of components drawn outside a page: the unit tests' (jest.setup.ts). */
export function drawOutsidePagesWith(words: Words): void {
  fallback = words
}

const WordsContext = createContext<Words | null>(null)

/** The page's language and its strings. */
export function useWords(): Words {
  return useContext(WordsContext) ?? fallback
}

/** What every page carries in its page context: its language and that language's strings. */
export interface PageLanguageContext {
  lang?: string
  strings?: Strings
  versions?: PageVersions
}

/** The words of the page drawn last, for what stands above every page: the error boundary's message. */
let lastPage: Words | null = null

export function lastPageWords(): Words {
  return lastPage ?? fallback
}

/** Gives the page's words, from its page context, to everything it draws. */
export function PageWords({ context, children }: { context: unknown; children: React.ReactNode }) {
  const { lang, strings, versions } = (context ?? {}) as PageLanguageContext
  // A site of one language has its strings written into its code, and no page carries them.
  if (!SEVERAL_LANGUAGES || !lang || !strings) return <>{children}</>
  // Kept while rendering, not in an effect: a page that fails in its first render runs no effect, and the error
  // boundary must still speak its language. Every render of a page writes the same value.
  // eslint-disable-next-line react-hooks/globals
  lastPage = { lang, t: strings, ...(versions ? { versions } : {}) }
  return <WordsContext.Provider value={lastPage}>{children}</WordsContext.Provider>
}

/**
 * The attributes of the owner's own words (content/data: the profile, the socials, the jobs), written in the site's
 * language: on a page in another, they are marked as such and read in their own direction. Nothing on the site's own pages.
 */
export function useOwnerText(): { lang?: string; dir?: `auto` } {
  const { lang } = useWords()
  return !SEVERAL_LANGUAGES || lang === siteConfig.lang ? {} : { lang: siteConfig.lang, dir: `auto` }
}

/** "Updated {date}" with { date: "May 2" } → "Updated May 2". A name `values` lacks stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

const formats = new Map<string, unknown>()
/**
 * One formatter of a kind per language, made on first use: making one costs far more than formatting with it, and a
 * search keystroke formats every card's date and the list's counts again.
 */
function made<T>(kind: string, lang: string, make: () => T): T {
  const key = `${kind} ${lang}`
  if (!formats.has(key)) formats.set(key, make())
  return formats.get(key) as T
}

const counts = new Map<string, readonly [Intl.LDMLPluralRule, string]>()

/**
 * The form of `forms` the language uses for `count`, with {count} written as the language writes numbers. Each count's
 * plural form and digits are worked out once: the blog list's status line counts its matches on every keystroke.
 */
export function countWords(lang: string, forms: PluralForms, count: number, values: Record<string, string | number> = {}): string {
  const key = `${lang} ${count}`
  let counted = counts.get(key)
  if (counted === undefined) {
    const plural = made(`plural`, lang, () => new Intl.PluralRules(lang)).select(count)
    counts.set(key, (counted = [plural, made(`number`, lang, () => new Intl.NumberFormat(lang)).format(count)]))
  }
  const [plural, digits] = counted
  return fill(forms[plural] ?? forms.other, { ...values, count: digits })
}

const days = new Map<string, string>()

/**
 * 2025-03-23 → "March 23, 2025" in English, "23 Machi 2025" in Swahili: the day as written, whatever the reader's time
 * zone. Each day is written once: a keystroke that brings other posts into the cards writes their dates again.
 */
export function formatDate(lang: string, isoDate: string): string {
  const key = `${lang} ${isoDate.slice(0, 10)}`
  let written = days.get(key)
  if (written === undefined) {
    const [year, month, day] = isoDate.slice(0, 10).split(`-`).map(Number)
    const options = { year: `numeric`, month: `long`, day: `numeric`, timeZone: `UTC` } as const
    const format = made(`day`, lang, () => new Intl.DateTimeFormat(lang, options))
    days.set(key, (written = format.format(new Date(Date.UTC(year, month - 1, day)))))
  }
  return written
}

/** 2025, 3 → "March 2025" in English, "Machi 2025" in Swahili. */
export function formatMonth(lang: string, year: number, month: number): string {
  const format = made(`month`, lang, () => new Intl.DateTimeFormat(lang, { year: `numeric`, month: `long`, timeZone: `UTC` }))
  return format.format(new Date(Date.UTC(year, month - 1, 1)))
}

/** fill for markup: "Updated {date}" with { date: <time …/> } → ["Updated ", <time …/>]. */
export function fillParts(template: string, values: Record<string, React.ReactNode>): React.ReactNode[] {
  return template
    .split(/\{(\w+)\}/g)
    .map((part, index) => (index % 2 === 1 && part in values ? <React.Fragment key={index}>{values[part]}</React.Fragment> : part))
    .filter(part => part !== ``)
}
