// src/lib is what the pages' scripts import, and only that: no module of Node's,
// and no module that no page reaches. The build's and the commands' code lives
// with its feature (site-build/: the content model and check, feeds, headers, cards…).
import { existsSync, readdirSync, readFileSync, statSync } from "fs"
import { builtinModules } from "module"
import path from "path"
import ts from "typescript"
import { OPTIONAL_MODULES } from "../../optional-modules"

const ROOT = path.join(__dirname, `..`, `..`, `..`)
const LIB = path.join(ROOT, `src`, `lib`)
const NODE = new Set(builtinModules.flatMap(name => [name, `node:${name}`]))
const LIB_FILES = readdirSync(LIB).filter(name => /\.tsx?$/.test(name))

/** The modules a file imports for their values: type-only imports are left out, as the bundle leaves them out. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, `utf8`), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !typeOnly(node.importClause)) {
      found.push(node.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      found.push(node.moduleSpecifier.text)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments
      if (first && ts.isStringLiteralLike(first)) found.push(first.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function typeOnly(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false
  if (clause.isTypeOnly) return true
  const named = clause.namedBindings
  return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.every(element => element.isTypeOnly)
}

function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith(`.`)) return null
  const base = path.resolve(path.dirname(from), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, path.join(base, `index.ts`), path.join(base, `index.tsx`)]
  return candidates.find(file => existsSync(file) && statSync(file).isFile()) ?? null
}

/** Every local module the browser's bundle starts from: gatsby-browser.tsx, the pages and the templates. */
function browserEntries(): string[] {
  const inFolder = (folder: string) =>
    readdirSync(path.join(ROOT, folder))
      .filter(name => /\.tsx?$/.test(name))
      .map(name => path.join(ROOT, folder, name))
  return [path.join(ROOT, `gatsby-browser.tsx`), ...inFolder(`src/pages`), ...inFolder(`src/templates`)]
}

it(`has no module that imports one of Node's`, () => {
  expect(LIB_FILES.length).toBeGreaterThan(20)
  const imports = LIB_FILES.flatMap(name =>
    valueImports(path.join(LIB, name))
      .filter(specifier => NODE.has(specifier) || NODE.has(specifier.split(`/`)[0]))
      .map(specifier => `${name} imports ${specifier}`),
  )
  expect(imports).toEqual([])
})

it(`has only modules that a page's script imports`, () => {
  const reached = new Set<string>()
  const walk = (file: string): void => {
    if (reached.has(file)) return
    reached.add(file)
    for (const specifier of valueImports(file)) {
      const target = resolveLocal(file, specifier)
      if (target) walk(target)
    }
  }
  browserEntries().forEach(walk)
  // A feature's stand-in takes its place in the bundles while the site config leaves it off.
  for (const { module, off } of OPTIONAL_MODULES)
    if ([`.ts`, `.tsx`].some(ext => reached.has(path.join(ROOT, module + ext)))) walk(path.join(ROOT, off))
  expect(reached.size).toBeGreaterThan(50)
  expect(LIB_FILES.filter(name => !reached.has(path.join(LIB, name)))).toEqual([])
})
