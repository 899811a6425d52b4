// What a search gives the blog list: types only, so the list can name them
// without loading the search's code (load.ts) with the page.
import type { PostSummary } from "../lib/post-list"
import type { Part, Snippet } from "./snippet"

export interface SearchHit {
  post: PostSummary
  /** The title, its matched words marked. */
  title: Part[]
  snippet: Snippet | null
}

export interface SearchPage {
  /** How many posts match, in the category. */
  total: number
  /** The first of them, as many as the list shows. */
  hits: SearchHit[]
}

/** A search as the list has it: no search, waiting for its first answer, answered (for `key`), or failed. */
export type SearchState =
  { status: `idle` | `loading` } | { status: `ready`; key: string; page: SearchPage } | { status: `error`; message: string }

/** Which search an answer is for: the query, the category and how many results are shown. */
export function searchKey(query: string, category: string, shown: number): string {
  return `${query}\u0000${category}\u0000${shown}`
}
