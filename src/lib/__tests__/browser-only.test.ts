// src/lib is what the pages' scripts may import: no module of Node's. The build's
// and the commands' code that needs them lives with its feature (src/content-check/).
import { readdirSync, readFileSync } from "fs"
import { builtinModules } from "module"
import path from "path"
import ts from "typescript"

const LIB = path.join(__dirname, `..`)
const NODE = new Set(builtinModules.flatMap(name => [name, `node:${name}`]))

it(`has no module that imports one of Node's`, () => {
  const files = readdirSync(LIB).filter(name => /\.tsx?$/.test(name))
  expect(files.length).toBeGreaterThan(20)
  const imports = files.flatMap(name => {
    const text = readFileSync(path.join(LIB, name), `utf8`)
    return ts
      .preProcessFile(text, true, true)
      .importedFiles.filter(({ fileName }) => NODE.has(fileName) || NODE.has(fileName.split(`/`)[0]))
      .map(({ fileName }) => `${name} imports ${fileName}`)
  })
  expect(imports).toEqual([])
})
