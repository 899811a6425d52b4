// The site's front-matter rules. gatsby-transformer-remark hands its options to
// gray-matter, which finds the block (only when the file starts with a `---` line
// and it is closed by another) and passes its text here instead of to a YAML parser.

export type FrontMatter = Record<string, string>

/**
 * Parses a front-matter block: each line is split at its first colon into key
 * and value; the value is trimmed and one pair of surrounding double quotes is
 * removed. A key is set only when it has a value. Lines without a colon or
 * without a key are ignored.
 */
export function parseFrontMatter(block: string): FrontMatter {
  const data: FrontMatter = {}
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(`:`)
    if (colon === -1) continue
    const key = line.slice(0, colon).trim()
    const value = unquote(line.slice(colon + 1).trim())
    if (key && value) data[key] = value
  }
  return data
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith(`"`) && value.endsWith(`"`)) {
    return value.slice(1, -1)
  }
  return value
}

/** gray-matter options that make our rules the only front-matter language. */
export const frontMatterOptions = {
  language: `yaml`,
  engines: { yaml: parseFrontMatter },
}
