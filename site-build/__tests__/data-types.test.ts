// The data files' shapes are written twice, as JSON Schemas and as GraphQL
// types; this proves they agree: the same fields, types and required-ness.
import { Kind, parse, type ObjectTypeDefinitionNode, type TypeNode } from "graphql"
import { DATA_SCHEMAS, type PropertySchema } from "../content-model/data-schemas"
import { DATA_TYPE_DEFS, RENAMED_FIELDS } from "../data-types"

const types = new Map(
  parse(DATA_TYPE_DEFS)
    .definitions.filter((definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION)
    .map(definition => [definition.name.value, definition]),
)

/** The GraphQL type a JSON Schema property should have, such as [String!]! or ProfileQuote. */
function expectedType(schema: PropertySchema, required: boolean, objectType: string): string {
  const types = [schema.type ?? []].flat().filter(type => type !== `null`)
  const base =
    types[0] === `integer`
      ? `Int`
      : types[0] === `array`
        ? `[${expectedType(schema.items ?? {}, true, objectType)}]`
        : types[0] === `object`
          ? objectType
          : `String`
  return required ? `${base}!` : base
}

function written(type: TypeNode): string {
  if (type.kind === Kind.NON_NULL_TYPE) return `${written(type.type)}!`
  if (type.kind === Kind.LIST_TYPE) return `[${written(type.type)}]`
  return type.name.value
}

/** Every disagreement between an object schema and a GraphQL type, one line each; nested objects too. */
function disagreements(typeName: string, schema: PropertySchema): string[] {
  const type = types.get(typeName)
  if (!type) return [`${typeName}: no such GraphQL type`]
  const renamed = RENAMED_FIELDS[typeName] ?? {}
  const fields = new Map((type.fields ?? []).map(field => [field.name.value, field]))
  const found: string[] = []
  const seen = new Set<string>()
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (key === `$schema`) continue
    const name = renamed[key] ?? key
    seen.add(name)
    const field = fields.get(name)
    if (!field) {
      found.push(`${typeName}.${name}: in the JSON Schema, not in GraphQL`)
      continue
    }
    // The named type under the list and non-null marks: ProfileQuote, AuthorLink.
    const objectType = written(field.type).replace(/[[\]!]/g, ``)
    const expected = expectedType(property, (schema.required ?? []).includes(key), objectType)
    if (written(field.type) !== expected)
      found.push(`${typeName}.${name}: GraphQL says ${written(field.type)}, the JSON Schema ${expected}`)
    if (property.type === `object`) found.push(...disagreements(objectType, property))
    if (property.type === `array` && property.items?.type === `object`) found.push(...disagreements(objectType, property.items))
  }
  for (const name of fields.keys()) if (!seen.has(name)) found.push(`${typeName}.${name}: in GraphQL, not in the JSON Schema`)
  return found
}

const typeName = (file: string) => `${file.charAt(0).toUpperCase()}${file.slice(1)}Json`
const entrySchema = (schema: PropertySchema) => (schema.type === `array` ? (schema.items ?? {}) : schema)

describe(`the data files' GraphQL types and JSON Schemas`, () => {
  it.each(Object.keys(DATA_SCHEMAS))(`%s: the same fields, types and required-ness`, file => {
    expect(disagreements(typeName(file), entrySchema(DATA_SCHEMAS[file]))).toEqual([])
  })

  it(`finds a field that differs, one that is missing and a nested one`, () => {
    const profile = DATA_SCHEMAS.profile
    const changed: PropertySchema = {
      ...profile,
      required: [...(profile.required ?? []), `bio`],
      properties: {
        ...profile.properties,
        website: { type: `string` },
        quote: { ...profile.properties?.quote, required: [`text`] },
      },
    }
    expect(disagreements(`ProfileJson`, changed)).toEqual([
      `ProfileJson.bio: GraphQL says String, the JSON Schema String!`,
      `ProfileQuote.attribution: GraphQL says String!, the JSON Schema String`,
      `ProfileJson.website: in the JSON Schema, not in GraphQL`,
    ])
  })
})
