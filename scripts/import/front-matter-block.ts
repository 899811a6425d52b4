// A post's front matter as its generator wrote it: YAML between `---` lines,
// TOML between `+++`, and Eleventy's `---json` and `---js` (a JavaScript object
// read as data, never run: javascript-data.ts).
import { parse as parseToml } from "smol-toml"
import { parse as parseYaml } from "yaml"
import type { Data } from "./front-matter-values"
import { javascriptData, NotData } from "./javascript-data"

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
    if (error instanceof NotData) return { data: {}, body, error: error.message }
    return { data: {}, body, error: `its front matter is not valid ${language}: ${(error as Error).message.split(`\n`)[0]}` }
  }
}

function parseBlock(language: string, block: string): unknown {
  if (language === `TOML`) return parseToml(block)
  if (language === `JSON`) return JSON.parse(block)
  if (language === `YAML`) return parseYaml(block)
  return javascriptData(block)
}
