// Eleventy's `---js` front matter read as data, never run: acorn parses it
// and the value is built from literals alone, so nothing the old site wrote
// (a method, a getter, a constructor, a loop) is ever called. What is not
// plain data is refused, named with its line.
import { parse, type Expression, type Node, type Property, type SpreadElement } from "acorn"

/** A construct that plain data does not have, with the line of the file it is on. */
export class NotData extends Error {}

/** The front matter's first line is the file's second: the opening `---js` is the first. */
const FIRST_LINE = 2

const PLAIN = `write plain values: strings, numbers, true/false, null, lists and objects`

/** An object literal, `module.exports = {…}`, `export default {…}`, or declarations (`const title = "A"`). */
export function javascriptData(block: string): Record<string, unknown> {
  const options = { ecmaVersion: `latest`, sourceType: `module`, locations: true } as const
  const code = block.replace(/^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/, ``)
  // A leading `{` is an object, not a block of statements; the parenthesis keeps the lines where they were.
  const program = code.startsWith(`{`) ? parse(`(${block}\n)`, options) : parse(block, options)
  const data: Record<string, unknown> = {}
  for (const statement of program.body) {
    if (statement.type === `EmptyStatement`) continue
    if (statement.type === `ExpressionStatement` && statement.expression.type === `ObjectExpression`) {
      assign(data, value(statement.expression))
    } else if (statement.type === `ExpressionStatement` && statement.expression.type === `AssignmentExpression`) {
      const { left, right, operator } = statement.expression
      if (!(operator === `=` && isModuleExports(left))) refuse(statement, `an assignment (only module.exports = {…} is read)`)
      if (right.type !== `ObjectExpression`) refuse(right, describe(right))
      assign(data, value(right))
    } else if (statement.type === `ExportDefaultDeclaration` && statement.declaration.type === `ObjectExpression`) {
      assign(data, value(statement.declaration))
    } else if (statement.type === `VariableDeclaration` || (statement.type === `ExportNamedDeclaration` && statement.declaration)) {
      const declaration = statement.type === `VariableDeclaration` ? statement : statement.declaration
      if (declaration?.type !== `VariableDeclaration`) refuse(declaration ?? statement, describe(declaration ?? statement))
      for (const { id, init } of declaration.declarations) {
        if (id.type !== `Identifier`) refuse(id, `a destructuring declaration`)
        if (id.name === `__proto__`) refuse(id, `a __proto__ key`)
        if (init) data[id.name] = value(init)
      }
    } else {
      const inner =
        statement.type === `ExpressionStatement`
          ? statement.expression
          : statement.type === `ExportDefaultDeclaration`
            ? statement.declaration
            : statement
      refuse(inner, describe(inner))
    }
  }
  return data
}

function isModuleExports(node: Node): boolean {
  if (node.type !== `MemberExpression`) return false
  const { object, property, computed } = node as Node & { object: Node; property: Node; computed: boolean }
  return !computed && object.type === `Identifier` && (object as Node & { name: string }).name === `module` && name(property) === `exports`
}

function name(node: Node): string | undefined {
  return node.type === `Identifier` ? (node as Node & { name: string }).name : undefined
}

/** Copies own keys one by one: the source is always an object this file built. */
function assign(target: Record<string, unknown>, source: unknown): void {
  const object = source as Record<string, unknown>
  for (const key of Object.keys(object)) target[key] = object[key]
}

function value(node: Expression | SpreadElement | Property | Node): unknown {
  switch (node.type) {
    case `Literal`: {
      const literal = node as Node & { value?: unknown; regex?: unknown; bigint?: unknown }
      if (literal.regex) refuse(node, `a regular expression`)
      if (literal.bigint !== undefined) refuse(node, `a BigInt`)
      return literal.value
    }
    case `TemplateLiteral`: {
      const template = node as Node & { expressions: Node[]; quasis: Array<{ value: { cooked?: string | null; raw: string } }> }
      if (template.expressions.length > 0) refuse(template.expressions[0], `a \${…} in a template string`)
      return template.quasis[0].value.cooked ?? template.quasis[0].value.raw
    }
    case `UnaryExpression`: {
      const { operator, argument } = node as Node & { operator: string; argument: Node }
      const number = argument.type === `Literal` ? (argument as Node & { value?: unknown }).value : undefined
      if (operator !== `-` || typeof number !== `number`) refuse(node, `the operator ${operator}`)
      return -(number as number)
    }
    case `NewExpression`: {
      // `new Date("2021-03-04")`: a date written as text, read by the importer's own Date.
      const { callee, arguments: args } = node as Node & { callee: Node; arguments: Node[] }
      const text = args.length === 1 && args[0].type === `Literal` ? (args[0] as Node & { value?: unknown }).value : undefined
      if (name(callee) !== `Date` || (typeof text !== `string` && typeof text !== `number`)) refuse(node, describe(node))
      const date = new Date(text as string | number)
      if (Number.isNaN(date.getTime())) refuse(node, `a date it cannot read`)
      return date
    }
    case `ArrayExpression`: {
      const list: unknown[] = []
      for (const item of (node as Node & { elements: Array<Node | null> }).elements) {
        if (item === null) refuse(node, `an empty slot in a list`)
        list.push(value(item))
      }
      return list
    }
    case `ObjectExpression`: {
      const object: Record<string, unknown> = {}
      for (const property of (node as Node & { properties: Array<Property | SpreadElement> }).properties) {
        if (property.type !== `Property`) refuse(property, `a spread (...)`)
        object[key(property)] = value(property.value)
      }
      return object
    }
    default:
      return refuse(node, describe(node))
  }
}

function key(property: Property): string {
  if (property.kind !== `init`) refuse(property, property.kind === `get` ? `a getter` : `a setter`)
  if (property.method) refuse(property, `a method`)
  if (property.computed) refuse(property, `a computed key ([…])`)
  if (property.shorthand) refuse(property, `the name ${name(property.key)} without a value`)
  const { key } = property
  const written = key.type === `Identifier` ? key.name : key.type === `Literal` ? key.value : undefined
  if (typeof written !== `string` && typeof written !== `number`) refuse(key, describe(key))
  if (written === `__proto__`) refuse(key, `a __proto__ key`)
  return String(written)
}

const DESCRIBED: Record<string, string> = {
  CallExpression: `a function call`,
  NewExpression: `a constructor call (new …)`,
  FunctionExpression: `a function`,
  ArrowFunctionExpression: `a function`,
  FunctionDeclaration: `a function`,
  ClassExpression: `a class`,
  ClassDeclaration: `a class`,
  MemberExpression: `a property of something (a.b)`,
  ChainExpression: `a property of something (a?.b)`,
  TaggedTemplateExpression: `a tagged template`,
  ImportExpression: `an import`,
  ImportDeclaration: `an import`,
  ThisExpression: `this`,
  AssignmentExpression: `an assignment`,
  SequenceExpression: `a sequence of expressions`,
  ConditionalExpression: `a condition (… ? … : …)`,
  AwaitExpression: `await`,
  YieldExpression: `yield`,
}

function describe(node: Node): string {
  if (node.type === `Identifier`) return `the name ${name(node)}`
  if (/Expression$/.test(node.type) && /Binary|Logical|Update/.test(node.type)) return `an operator`
  return DESCRIBED[node.type] ?? (/Statement$/.test(node.type) ? `a statement` : `code`)
}

function refuse(node: Node, what: string): never {
  const line = (node.loc?.start.line ?? 1) + FIRST_LINE - 1
  throw new NotData(`its JavaScript front matter has ${what} (line ${line}): it is read as data, never run (${PLAIN})`)
}
