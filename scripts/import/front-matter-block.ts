// A post's front matter as its generator wrote it: YAML between `---` lines,
// TOML between `+++`, and Eleventy's `---json` and `---js` (a JavaScript object,
// evaluated in an empty context with no access to anything, for a second at most).
import vm from "vm"
import { parse as parseToml } from "smol-toml"
import { parse as parseYaml } from "yaml"
import type { Data } from "./front-matter-values"

export interface FrontMatterBlock {
  data: Data
  body: string
  /** Why the front matter could not be read. */
  error?: string
}

const LANGUAGES: Record<string, string> = {
  "---": `YAML`,
  "---yaml": `YAML`,
  "+++": `TOML`,
  "---toml": `TOML`,
  "---json": `JSON`,
  "---js": `JavaScript`,
  "---javascript": `JavaScript`,
}

export function splitFrontMatter(text: string): FrontMatterBlock {
  const [first] = text.split(`\n`, 1)
  const opening = first.trimEnd().toLowerCase()
  const language = LANGUAGES[opening]
  if (!language) return { data: {}, body: text }
  const closer = opening === `+++` ? `+++` : `---`
  const lines = text.split(`\n`)
  const closing = lines.findIndex((line, index) => index > 0 && line.trimEnd() === closer)
  if (closing === -1) return { data: {}, body: text, error: `its front matter is never closed (no second ${closer} line)` }
  const block = lines.slice(1, closing).join(`\n`)
  const body = lines
    .slice(closing + 1)
    .join(`\n`)
    .replace(/^\n+/, ``)
  try {
    const parsed = parseBlock(language, block)
    if (parsed === null || parsed === undefined) return { data: {}, body }
    if (typeof parsed !== `object` || Array.isArray(parsed)) return { data: {}, body, error: `its front matter is not a set of keys` }
    return { data: parsed as Data, body }
  } catch (error) {
    return { data: {}, body, error: `its front matter is not valid ${language}: ${(error as Error).message.split(`\n`)[0]}` }
  }
}

function parseBlock(language: string, block: string): unknown {
  if (language === `TOML`) return parseToml(block)
  if (language === `JSON`) return JSON.parse(block)
  if (language === `YAML`) return parseYaml(block)
  return javascriptData(block)
}

/** Eleventy's `---js`: an object literal, or statements declaring the keys (`const title = "A"`). */
function javascriptData(block: string): unknown {
  const options = { timeout: 1000 }
  const code = block.trim()
  if (code.startsWith(`{`)) return copy(vm.runInNewContext(`(${code})`, Object.create(null), options))
  const context = vm.createContext(Object.create(null))
  const names = [...code.matchAll(/^\s*(?:export\s+)?(?:const|let|var|function)\s+([A-Za-z_$][\w$]*)/gm)].map(match => match[1])
  return copy(vm.runInContext(`${code}\n;({ ${names.join(`, `)} })`, context, options))
}

/** Plain values only: a function or a value from the other context is left out. */
function copy(value: unknown): unknown {
  if (Object.prototype.toString.call(value) === `[object Date]`) return new Date((value as Date).getTime())
  if (Array.isArray(value)) return value.map(copy)
  if (typeof value === `function`) return undefined
  if (value && typeof value === `object`) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)]))
  return value
}
