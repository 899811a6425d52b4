// Reading another generator's front matter: a key by any of its names, a value
// as one line, a list or names, a date, a slug or a title from a file name.
// Pure, like convert.ts, which maps these onto this site's keys.
import { hasTimeOfDay } from "../../site-build/content-model/written-dates"

/** Front matter as YAML or TOML parse it. */
export type Data = Record<string, unknown>

/** A value by the first of `keys` present (case-insensitive; `a.b` reads a nested key). */
export function lookup(data: Data, keys: readonly string[]): unknown {
  const key = lookupKey(data, keys)
  return key === null ? undefined : read(data, key)
}

export function lookupKey(data: Data, keys: readonly string[]): string | null {
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

export function oneLine(value: unknown): string | null {
  if (value === undefined || value === null || typeof value === `object`) return null
  const text = String(value)
    .replace(/\s*\n\s*/g, ` `)
    .trim()
  return text || null
}

export function toList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  return items.map(oneLine).filter((item): item is string => item !== null)
}

/** Authors written as names, or as objects with a name. */
export function toNames(value: unknown): string[] {
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

/**
 * A post's date with its time of day when the source gives a real one ("2016-05-20 22:41:00 +0200" as written), which
 * keeps the order of the posts of one day; otherwise its calendar date (toDate).
 */
export function toDateTime(value: unknown): string | null {
  const text = value instanceof Date ? value.toISOString() : oneLine(value)
  // A parser's Date at midnight UTC is a day written alone.
  const dayAlone = value instanceof Date && /T00:00:00(?:\.000)?Z$/.test(text ?? ``)
  return text && !dayAlone && hasTimeOfDay(text) ? text : toDate(value)
}

export function dateFromPath(value: string | null): string | null {
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

export function titleFromName(name: string): string {
  return name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map(word => word.charAt(0).toUpperCase() + word.slice(1))
    .join(` `)
}

/** The text of a body's `# Heading` (or `Heading` over `===`) when it comes before anything else; null otherwise. */
export function firstHeading(body: string): string | null {
  const [first, second] = body.replace(/^(\s*<!--[\s\S]*?-->)*\s*/, ``).split(`\n`)
  const atx = /^ {0,3}#\s+(.+?)(?:\s+#+)?\s*$/.exec(first ?? ``)
  const text = atx ? atx[1] : second !== undefined && /^ {0,3}=+\s*$/.test(second) && first.trim() ? first.trim() : null
  // The heading's id ({#id}) and its markup's marks are not part of the title.
  const plain = text
    ?.replace(/\s*\{[#.][^}]*\}\s*$/, ``)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, `$1`)
    .replace(/[*_`]/g, ``)
    .trim()
  return plain || null
}

/**
 * The post's title: as written, else its first heading (Material for MkDocs and others title a post so; the site
 * hides a first heading that repeats the title), else made from its file name; and where it came from, if not written.
 */
export function titleOf(written: string | null, body: string, fileName: string): { title: string; from: string | null } {
  if (written) return { title: written, from: null }
  const heading = firstHeading(body)
  return heading ? { title: heading, from: `the first heading` } : { title: titleFromName(fileName), from: `the file name` }
}
