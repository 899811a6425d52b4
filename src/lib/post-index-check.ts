// The fetched post index, checked for its shape. In a module of its own, so the
// browser loads it with the index (use-post-index.ts), not with every page.
import type { PostSummary } from "./post-list"

/**
 * The fetched index, checked before the list uses it: a stale copy from an
 * older deploy, or a damaged one, must give a clear error, not a blank page.
 */
export function parsePostIndex(data: unknown): PostSummary[] {
  if (!Array.isArray(data)) throw new Error(`the post index is not a list of posts; it may be left from an older version of the site`)
  data.forEach((entry, index) => {
    const wrong = summaryProblem(entry)
    if (wrong) throw new Error(`entry ${index} of the post index ${wrong}; it may be left from an older version of the site`)
  })
  return data as PostSummary[]
}

const TEXT_FIELDS = [`slug`, `title`, `category`, `date`, `author`, `excerpt`] as const

function summaryProblem(entry: unknown): string | null {
  if (typeof entry !== `object` || entry === null || Array.isArray(entry)) return `is not a post`
  const record = entry as Record<string, unknown>
  const missing = TEXT_FIELDS.find(field => typeof record[field] !== `string`)
  if (missing) return `has no ${missing}`
  if (!Array.isArray(record.tags) || record.tags.some(tag => typeof tag !== `string`)) return `has no list of tags`
  const { image } = record
  if (image !== null && (typeof image !== `object` || typeof (image as { alt?: unknown }).alt !== `string`)) return `has a broken image`
  return null
}
