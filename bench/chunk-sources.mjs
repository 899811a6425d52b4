// Which source modules make up a built script: minified bytes per source file,
// read from the script's source map, which the build keeps in .cache/source-maps/
// (site-build/published-files.ts). `node bench/chunk-sources.mjs public/app-*.js`
import { readFileSync } from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"

const { SourceMapConsumer } = createRequire(import.meta.url)(`source-map-js`)

/** Minified bytes of `script` attributed to each source of its map, largest first. */
export function sourcesOf(script) {
  const code = readFileSync(script, `utf8`)
  const map = new SourceMapConsumer(
    JSON.parse(readFileSync(path.join(path.dirname(script), `..`, `.cache`, `source-maps`, `${path.basename(script)}.map`), `utf8`)),
  )
  const lines = code.split(`\n`)
  const bytes = new Map()
  let previous = null
  const add = (source, length) => bytes.set(source, (bytes.get(source) ?? 0) + length)
  const close = (line, column) => {
    if (!previous) return
    const end = previous.line === line ? column : lines[previous.line - 1].length
    add(previous.source ?? `(unmapped)`, Math.max(0, end - previous.column))
  }
  map.eachMapping(mapping => {
    close(mapping.generatedLine, mapping.generatedColumn)
    previous = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source }
  })
  close(-1, 0)
  return [...bytes].map(([source, size]) => ({ source: shorten(source), bytes: size })).sort((a, b) => b.bytes - a.bytes)
}

function shorten(source) {
  return source.replace(/^webpack:\/\/[^/]*\//, ``).replace(/^\.\//, ``)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const script of process.argv.slice(2)) {
    const sources = sourcesOf(script)
    const total = sources.reduce((sum, { bytes }) => sum + bytes, 0)
    console.log(`${script}: ${total} bytes mapped`)
    for (const { source, bytes } of sources.slice(0, 40)) console.log(`${String(bytes).padStart(8)}  ${source}`)
  }
}
