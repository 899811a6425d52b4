// The JSON data files of content/data, checked against their JSON Schemas
// (schemas/*.schema.json, which editors use too) with ajv. ajv's errors are
// turned into the site's own lines: the file, the field ([4].tech), what is wrong.
import Ajv, { type ErrorObject } from "ajv"
import addFormats from "ajv-formats"
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
export const DATA_SCHEMAS: Record<string, DataSchema> = { profile, projects, socials, work }

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
      const key = segments[0] ?? (error.keyword === `required` ? (error.params as { missingProperty: string }).missingProperty : null)
      const rank = index * (order.length + 1)
      if (key === null) {
        add(rank, at || `(file)`, `must be a JSON object`)
        continue
      }
      const value = entry[key]
      const message =
        value === undefined || value === null || value === `` ? `is missing` : wrongValue(entrySchema.properties?.[key] ?? {}, value)
      add(rank + 1 + order.indexOf(key), at ? `${at}.${key}` : key, message)
    }
  }
  const problems = [...found.values()].sort((a, b) => a.rank - b.rank).map(({ problem }) => problem)
  if (list && Array.isArray(data) && entrySchema.properties?.id) problems.push(...checkUniqueIds(file, data))
  return problems
}

/** What the schema of one field asks for, said plainly. */
function wrongValue(schema: PropertySchema, value: unknown): string {
  const types = [schema.type ?? []].flat()
  if (types.includes(`integer`)) return `must be a whole number, not ${describe(value)}`
  if (types.includes(`array`)) return `must be a list of strings, not ${describe(value)}`
  if (types.includes(`object`)) return `must be an object with ${(schema.required ?? []).map(key => `"${key}"`).join(` and `)} strings`
  if (schema.format === `email`) return `must be an e-mail address, not ${describe(value)}`
  if (schema.format === `uri`) return `must be an http(s) URL, not ${describe(value)}`
  // The handle's pattern: a word without "@" (the URL fields have patterns too, under their format).
  if (schema.pattern && typeof value === `string`)
    return `must be one word without "@" (the site shows it as @handle), not ${describe(value)}`
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
