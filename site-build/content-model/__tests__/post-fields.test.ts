/** @jest-environment node */
// One declaration of a post's front matter: what the reader, the check, the
// GraphQL type and the editors' JSON Schema know all come from it.
import Ajv from "ajv"
import { readdirSync, readFileSync } from "fs"
import { Kind, parse, type ObjectTypeDefinitionNode } from "graphql"
import path from "path"
import { parse as parseYaml } from "yaml"
import { postSchemaText, POST_SCHEMA_FILE } from "../../../scripts/schemas"
import { checkPost } from "../content-rules"
import { findFrontMatter, readFrontMatter } from "../front-matter"
import {
  DATE_KEYS,
  fieldsOfKind,
  type FieldKind,
  frontmatterTypeDefs,
  KNOWN_POST_KEYS,
  LIST_KEYS,
  POST_FIELDS,
  postJsonSchema,
} from "../post-fields"

const VALID = { title: `Hello`, date: `2025-03-23`, category: `Rust` }
const WRONG: Record<string, string> = { date: `23/03/2025`, boolean: `yes`, order: `second`, language: `not a tag` }

it(`schemas/post.schema.json is what the declaration says (npm run schemas writes it)`, () => {
  expect(readFileSync(POST_SCHEMA_FILE, `utf8`)).toBe(postSchemaText())
})

it(`checks every declared field of a checked kind, naming it`, () => {
  for (const [kind, value] of Object.entries(WRONG)) {
    const fields = fieldsOfKind(kind as FieldKind)
    expect(fields.length).toBeGreaterThan(0)
    for (const field of fields) {
      const problems = checkPost(`p.md`, { ...VALID, series: `S`, [field]: value })
      expect(problems.map(problem => problem.field)).toEqual([field])
    }
  }
  for (const field of Object.keys(POST_FIELDS).filter(key => !LIST_KEYS.has(key))) {
    const problems = checkPost(`p.md`, { ...VALID, series: `S`, [field]: `[a, b]` })
    expect(problems.some(problem => problem.field === field && /is a list/.test(problem.message))).toBe(true)
  }
})

it(`reads lists and dates as declared`, () => {
  const { data } = readFrontMatter([...DATE_KEYS].map(key => `${key}: 2025-03-23T10:00:00Z`).join(`\n`))
  for (const key of DATE_KEYS) expect(data[key]).toBe(`2025-03-23`)
  expect(KNOWN_POST_KEYS).toEqual(new Set(Object.keys(POST_FIELDS)))
})

it(`types in GraphQL exactly the fields declared with a type`, () => {
  const type = parse(frontmatterTypeDefs()).definitions[0] as ObjectTypeDefinitionNode
  expect(type.kind).toBe(Kind.OBJECT_TYPE_DEFINITION)
  const typed = Object.entries(POST_FIELDS).filter(([, field]) => `graphql` in field)
  // dateTime is made by the reader from date (the time of day a date-time gives), not written.
  expect(type.fields?.map(field => field.name.value)).toEqual([...typed.map(([key]) => key), `dateTime`])
  expect(type.fields?.every(field => (field.description?.value.length ?? 0) > 10)).toBe(true)
})

describe(`the JSON Schema`, () => {
  const validate = new Ajv({ allErrors: true, strict: true }).compile(postJsonSchema())
  const folder = path.join(`content`, `posts`)

  it(`accepts the front matter of every sample post, read as YAML as an editor reads it`, () => {
    const files = readdirSync(folder, { recursive: true, encoding: `utf8` }).filter(file => file.endsWith(`.md`))
    expect(files.length).toBeGreaterThan(3)
    for (const file of files) {
      const block = findFrontMatter(readFileSync(path.join(folder, file), `utf8`))
      if (block.kind !== `yaml`) throw new Error(`${file}: no front matter`)
      const data = JSON.parse(JSON.stringify(parseYaml(block.block)))
      expect([file, validate(data), validate.errors]).toEqual([file, true, null])
    }
  })

  it(`refuses a missing title, a date in another form and a series part 0`, () => {
    expect(validate({ date: `2025-03-23`, category: `Rust` })).toBe(false)
    expect(validate({ ...VALID, date: `23/03/2025` })).toBe(false)
    expect(validate({ ...VALID, seriesOrder: 0 })).toBe(false)
    expect(validate({ ...VALID, tags: [`a`, `b`], listed: false, seriesOrder: 2, lang: `pt-BR` })).toBe(true)
  })
})
