// The layers of docs/architecture.md ("Imports run one way"): a module imports from its own folder's layer or from
// those below it, never from above, and no two modules import each other.
import { existsSync, readdirSync, readFileSync, statSync } from "fs"
import path from "path"

const ROOT = path.resolve(__dirname, `../..`)
/** Top to bottom; the tests, the benchmark, scripts/ and the entry files stand above all of them. */
const LAYERS = [`site-build`, `src`, `gatsby-internals`, `plugins`]
const EXTENSIONS = [``, `.ts`, `.tsx`, `.js`, `.mjs`, `.cjs`, `/index.ts`, `/index.tsx`, `/index.js`]

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === `__tests__` || name === `node_modules` ? [] : sources(full)
    return /\.(tsx?|m?js|cjs)$/.test(name) && !/\.test\.|\.d\.ts$/.test(name) ? [full] : []
  })
}

/**
 * The project's modules a module imports at run time: relative specifiers (packages are no layer), of code (a JSON
 * schema or data file is no layer either), and not `import type`, which is gone once compiled.
 */
function imports(file: string): string[] {
  const code = readFileSync(file, `utf8`).replace(/\b(?:import|export)\s+type\s[^;]*?\bfrom\s+[`"'][^`"']+[`"']/gs, ``)
  const specifiers = [...code.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)[`"'](\.{1,2}\/[^`"']+)[`"']/gm)]
  return specifiers.flatMap(([, specifier]) => {
    const base = path.resolve(path.dirname(file), specifier)
    const found = EXTENSIONS.map(extension => base + extension).find(candidate => existsSync(candidate) && statSync(candidate).isFile())
    return found && /\.(tsx?|m?js|cjs)$/.test(found) ? [found] : []
  })
}

const layerOf = (file: string) => LAYERS.indexOf(path.relative(ROOT, file).split(path.sep)[0])
const files = LAYERS.flatMap(layer => sources(path.join(ROOT, layer)))
const graph = new Map(files.map(file => [file, imports(file)]))

it(`finds the modules and their imports`, () => {
  expect(files.length).toBeGreaterThan(100)
  expect(graph.get(path.join(ROOT, `site-build/shipped-scripts.ts`))).toContain(path.join(ROOT, `src/head-script.ts`))
})

it(`has no module import one of a layer above its own`, () => {
  const upward = [...graph].flatMap(([file, targets]) =>
    targets
      .filter(target => layerOf(target) === -1 || layerOf(target) < layerOf(file))
      .map(target => `${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`),
  )
  expect(upward).toEqual([])
})

it(`has no two modules that import each other`, () => {
  const both = [...graph].flatMap(([file, targets]) =>
    targets
      .filter(target => file < target && graph.get(target)?.includes(file))
      .map(target => `${path.relative(ROOT, file)} ⇄ ${path.relative(ROOT, target)}`),
  )
  expect(both).toEqual([])
})
