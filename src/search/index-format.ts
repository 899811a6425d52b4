// The search index's files, as the build writes them (build-index.ts) and the
// browser reads them (load.ts). Pieces, so a search fetches what its words need:
//   meta.json             the number of posts, each one's category and folded title, and which dictionaries exist
//   d/{key}.json          a dictionary: the terms that start with {key}, each with its post count and piece
//   p/{key}.{piece}.json  postings: for each of some of those terms, the posts it is in, where, and in which section
//   f/{post}.json         one post: its card and its text, section by section, for the snippet
// Posts are numbered newest first, so a lower number is a newer post.
import type { PostSummary } from "../lib/post-list"

/** Where the files are, under the site's path prefix. */
export const SEARCH_PATH = `/search`
/** Changed when the files' shape changes: a stale copy from an older deploy is then told apart. */
export const SEARCH_FORMAT = 2

/** Where a term is in a post, one bit each. */
export const FIELD = { title: 1, tag: 2, category: 4, heading: 8, description: 16, body: 32 } as const

export interface SearchMeta {
  format: number
  /** The number of listed posts. */
  posts: number
  categories: string[]
  /** `category[post]` is the index of the post's category in `categories`. */
  category: number[]
  /**
   * `titles[post]` is the post's title as foldedText() gives it: the SPEC's rule (a title that contains the typed
   * text, even inside a word) is applied to every post here, with no other file to fetch.
   */
  titles: string[]
  /** Each dictionary's key, as written by shardFile(). */
  shards: string[]
}

/** A dictionary: [term, number of posts, piece of the postings], sorted by term. */
export type Dictionary = [string, number, number][]

/** Postings of some terms: for each, flat triples [post − previous post, FIELD bits, section]. */
export type Postings = Record<string, number[]>

/** One part of a post's text: the part before the first heading has no id. */
export interface Section {
  id: string | null
  heading: string
  text: string
}

export interface PostFragment {
  card: PostSummary
  /** The description, searched and shown as the snippet when the words are there. */
  description: string
  sections: Section[]
}
