// The JSON data files of content/data, checked against their JSON Schemas
// (schemas/*.schema.json, which editors use too) with ajv. ajv's errors are
// turned into the site's own lines: the file, the field ([4].tech), what is wrong.
import Ajv, { type ErrorObject } from "ajv"
import addFormats from "ajv-formats"
import authors from "../../schemas/authors.schema.json"
import profile from "../../schemas/profile.schema.json"
import projects from "../../schemas/projects.schema.json"
import socials from "../../schemas/socials.schema.json"
import work from "../../schemas/work.schema.json"
import type { ContentProblem } from "./content-rules"

export interface PropertySchema {
  type?: string | string[]
  format?: string
  /** The URLs' (under their format) and the handle's: a word without "@", which the site adds. */
  pattern?: string
  required?: string[]
  properties?: Record<string, PropertySchema>
  items?: PropertySchema
}

export interface DataSchema extends PropertySchema {
  title: string
}

/** The data files by name (profile.json → profile), each with its schema. */
export const DATA_SCHEMAS: Record<string, DataSchema> = { authors, profile, projects, socials, work }

const ajv = addFormats(new Ajv({ allErrors: true, strict: true }))
const validators = Object.fromEntries(Object.entries(DATA_SCHEMAS).map(([name, schema]) => [name, ajv.compile(schema)]))

/** Checks a parsed JSON data file against its schema; `name` is the file name without .json. */
export function checkDataFile(file: string, name: string, data: unknown): ContentProblem[] {
  const schema = DATA_SCHEMAS[name]
  const validate = validators[name]
  if (!schema || !validate) return []
  const list = schema.type === `array`
  const entrySchema = (list ? schema.items : schema) as PropertySchema
  const order = Object.keys(entrySchema.properties ?? {})
  const found = new Map<string, { rank: number; problem: ContentProblem }>()
  const add = (rank: number, field: string, message: string) => {
    if (!found.has(field)) found.set(field, { rank, problem: { file, field, message } })
  }

  if (!validate(data)) {
    for (const error of validate.errors as ErrorObject[]) {
      const segments = error.instancePath
        .split(`/`)
        .slice(1)
        .map(segment => segment.replace(/~1/g, `/`).replace(/~0/g, `~`))
      if (list && segments.length === 0) {
        add(-1, `(file)`, `must be a JSON array`)
        continue
      }
      const index = list ? Number(segments.shift()) : 0
      const at = list ? `[${index}]` : ``
      const entry = (list ? (data as unknown[])[index] : data) as Record<string, unknown>
      const named = namedKey(error)
      const key = segments[0] ?? named
      const rank = index * (order.length + 1)
      if (key === null) {
        add(rank, at || `(file)`, `must be a JSON object`)
        continue
      }
      const located = fieldAt(entrySchema, entry, named ? [...segments, named] : segments)
      const message =
        error.keyword === `additionalProperties` ? unknownField(fieldAt(entrySchema, entry, segments).schema) : located.message
      add(rank + 1 + order.indexOf(key), `${at}${at ? `.` : ``}${located.path}`, message)
    }
  }
  const problems = [...found.values()].sort((a, b) => a.rank - b.rank).map(({ problem }) => problem)
  if (list && Array.isArray(data) && entrySchema.properties?.id) problems.push(...checkUniqueIds(file, data))
  return problems
}

/** The field a required or unknown-key error is about (ajv reports it at the enclosing object). */
function namedKey(error: ErrorObject): string | null {
  if (error.keyword === `required`) return (error.params as { missingProperty: string }).missingProperty
  if (error.keyword === `additionalProperties`) return (error.params as { additionalProperty: string }).additionalProperty
  return null
}

/**
 * The field at `segments` under an entry (links[1].url), and what is wrong with its value. A list of objects is
 * followed into its items' fields; any other list or object is judged whole (tech: "must be a list of strings").
 */
function fieldAt(
  schema: PropertySchema,
  entry: unknown,
  segments: readonly string[],
): { path: string; message: string; schema: PropertySchema } {
  let path = ``
  let value: unknown = entry
  let field: PropertySchema = schema
  let inItem = true
  for (const segment of segments) {
    const container = typeof value === `object` && value !== null ? (value as Record<string, unknown>) : {}
    if (inItem) {
      path += `${path ? `.` : ``}${segment}`
      field = field.properties?.[segment] ?? {}
      inItem = false
    } else if (field.type === `array` && field.items?.type === `object`) {
      path += `[${segment}]`
      field = field.items
      inItem = true
    } else break
    value = container[segment]
  }
  const missing = value === undefined || value === null || value === ``
  return { path, message: missing ? `is missing` : wrongValue(field, value), schema: field }
}

/** A key the object's schema does not have, and the ones it has. */
function unknownField(schema: PropertySchema): string {
  return `is not a field the site reads; the fields are ${Object.keys(schema.properties ?? {}).join(`, `)}`
}

const objectWith = (schema: PropertySchema, many = false) =>
  `object${many ? `s` : ``} with ${(schema.required ?? []).map(key => `"${key}"`).join(` and `)} strings`

/** What the schemas' patterns ask for, said plainly. */
const PATTERNS: Record<string, string> = {
  [profile.properties.handle.pattern]: `must be one word without "@" (the site shows it as @handle)`,
  [authors.items.properties.id.pattern]: `must be lower-case letters, digits and dashes, such as ada-lovelace (it is the page's address)`,
}

/** What the schema of one field asks for, said plainly. */
function wrongValue(schema: PropertySchema, value: unknown): string {
  const types = [schema.type ?? []].flat()
  if (types.includes(`integer`)) return `must be a whole number, not ${describe(value)}`
  if (types.includes(`array`) && schema.items?.type === `object`)
    return `must be a list of ${objectWith(schema.items, true)}, not ${describe(value)}`
  if (types.includes(`array`)) return `must be a list of strings, not ${describe(value)}`
  if (types.includes(`object`)) return `must be an ${objectWith(schema)}`
  if (schema.format === `email`) return `must be an e-mail address, not ${describe(value)}`
  if (schema.format === `uri`) return `must be an http(s) URL, not ${describe(value)}`
  // The URL fields have patterns too, under their format; the others are the handle's and the authors' ids.
  if (schema.pattern && typeof value === `string`)
    return `${PATTERNS[schema.pattern] ?? `must match ${schema.pattern}`}, not ${describe(value)}`
  return `must be a string, not ${describe(value)}`
}

// JSON Schema's uniqueItems compares whole entries; an id must differ on its own.
function checkUniqueIds(file: string, entries: unknown[]): ContentProblem[] {
  const seen = new Set<unknown>()
  const problems: ContentProblem[] = []
  entries.forEach((entry, index) => {
    if (typeof entry !== `object` || entry === null || !(`id` in entry)) return
    const { id } = entry as { id: unknown }
    if (seen.has(id)) problems.push({ file, field: `[${index}].id`, message: `${JSON.stringify(id)} is used twice` })
    seen.add(id)
  })
  return problems
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return `a list`
  if (value === null) return `null`
  return typeof value === `string` ? `"${value}"` : `${typeof value} ${JSON.stringify(value)}`
}
