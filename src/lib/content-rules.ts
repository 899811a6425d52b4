// Validation of the owner's content. Each problem names the file, the field and
// what is wrong, so a broken build says exactly what to fix.
import { isIsoDate } from "./dates"
import type { FrontMatter } from "./front-matter"

export interface ContentProblem {
  file: string
  field: string
  message: string
}

export function formatProblem({ file, field, message }: ContentProblem): string {
  return `${file}: ${field}: ${message}`
}

const REQUIRED_POST_FIELDS = [`title`, `date`, `category`] as const

/** Checks one post's front matter (already parsed by our front-matter rules). */
export function checkPost(file: string, frontmatter: FrontMatter): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const field of REQUIRED_POST_FIELDS) {
    if (!frontmatter[field]) problems.push({ file, field, message: `is missing` })
  }
  const { date, listed } = frontmatter
  if (date && !isIsoDate(date)) {
    problems.push({ file, field: `date`, message: `"${date}" is not a date (write it as YYYY-MM-DD)` })
  }
  if (listed && listed !== `true` && listed !== `false`) {
    problems.push({ file, field: `listed`, message: `"${listed}" must be true or false` })
  }
  // The image is checked where files can be looked up (gatsby/images.ts).
  return problems
}

/** The slug is the file name: posts/foo.md and posts/foo/index.md are both "foo". */
export function slugFromPath(relativePath: string): string {
  const parts = relativePath.replace(/\\/g, `/`).replace(/\.mdx?$/, ``).split(`/`)
  const last = parts.pop() ?? ``
  return last === `index` && parts.length > 0 ? (parts.pop() as string) : last
}

/** Two files that would publish at the same /post/{slug}. */
export function checkUniqueSlugs(posts: { file: string; slug: string }[]): ContentProblem[] {
  const firstFile = new Map<string, string>()
  const problems: ContentProblem[] = []
  for (const { file, slug } of posts) {
    const earlier = firstFile.get(slug)
    if (earlier === undefined) firstFile.set(slug, file)
    else problems.push({ file, field: `slug`, message: `"${slug}" is already used by ${earlier}` })
  }
  return problems
}

type FieldType = `string` | `integer` | `string[]` | `url` | `email` | `quote`

interface DataShape {
  /** A file holds one object, or an array of them. */
  list: boolean
  fields: Record<string, { type: FieldType; optional?: boolean }>
}

/** The JSON files of content/data, by file name. */
export const DATA_SHAPES: Record<string, DataShape> = {
  profile: {
    list: false,
    fields: {
      name: { type: `string` },
      handle: { type: `string` },
      email: { type: `email` },
      location: { type: `string` },
      avatar: { type: `string` },
      bio: { type: `string`, optional: true },
      quote: { type: `quote` },
    },
  },
  projects: {
    list: true,
    fields: {
      id: { type: `integer` },
      title: { type: `string` },
      description: { type: `string` },
      tech: { type: `string[]` },
      github: { type: `url` },
      demo: { type: `url` },
    },
  },
  socials: {
    list: true,
    fields: {
      id: { type: `string` },
      name: { type: `string` },
      description: { type: `string` },
      icon: { type: `string` },
      url: { type: `url` },
    },
  },
  work: {
    list: true,
    fields: {
      company: { type: `string` },
      link: { type: `url` },
      role: { type: `string` },
      date: { type: `string` },
    },
  },
}

/** Checks a parsed JSON data file against its shape; `name` is the file name without .json. */
export function checkDataFile(file: string, name: string, data: unknown): ContentProblem[] {
  const shape = DATA_SHAPES[name]
  if (!shape) return []
  if (shape.list) {
    if (!Array.isArray(data)) return [{ file, field: `(file)`, message: `must be a JSON array` }]
    const problems = data.flatMap((entry, index) => checkEntry(file, `[${index}]`, entry, shape))
    if (`id` in shape.fields) problems.push(...checkUniqueIds(file, data))
    return problems
  }
  return checkEntry(file, ``, data, shape)
}

function checkEntry(file: string, at: string, entry: unknown, shape: DataShape): ContentProblem[] {
  if (!isRecord(entry)) {
    return [{ file, field: at || `(file)`, message: `must be a JSON object` }]
  }
  const problems: ContentProblem[] = []
  for (const [key, { type, optional }] of Object.entries(shape.fields)) {
    const field = at ? `${at}.${key}` : key
    const value = entry[key]
    if (value === undefined || value === null || value === ``) {
      if (!optional) problems.push({ file, field, message: `is missing` })
      continue
    }
    const wrong = typeProblem(type, value)
    if (wrong) problems.push({ file, field, message: wrong })
  }
  return problems
}

function typeProblem(type: FieldType, value: unknown): string | null {
  switch (type) {
    case `string`:
      return typeof value === `string` ? null : `must be a string, not ${describe(value)}`
    case `integer`:
      return Number.isInteger(value) ? null : `must be a whole number, not ${describe(value)}`
    case `string[]`:
      return Array.isArray(value) && value.every(item => typeof item === `string` && item)
        ? null
        : `must be a list of strings, not ${describe(value)}`
    case `url`:
      return typeof value === `string` && /^https?:\/\/[^/\s]+/.test(value)
        ? null
        : `must be an http(s) URL, not ${describe(value)}`
    case `email`:
      return typeof value === `string` && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)
        ? null
        : `must be an e-mail address, not ${describe(value)}`
    case `quote`:
      return isRecord(value) && typeof value.text === `string` && value.text &&
        typeof value.attribution === `string` && value.attribution
        ? null
        : `must be an object with "text" and "attribution" strings`
  }
}

function checkUniqueIds(file: string, entries: unknown[]): ContentProblem[] {
  const seen = new Set<unknown>()
  const problems: ContentProblem[] = []
  entries.forEach((entry, index) => {
    if (!isRecord(entry) || entry.id === undefined) return
    if (seen.has(entry.id)) {
      problems.push({ file, field: `[${index}].id`, message: `${JSON.stringify(entry.id)} is used twice` })
    }
    seen.add(entry.id)
  })
  return problems
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === `object` && value !== null && !Array.isArray(value)
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return `a list`
  if (value === null) return `null`
  return typeof value === `string` ? `"${value}"` : `${typeof value} ${JSON.stringify(value)}`
}
