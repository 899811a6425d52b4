// The SPEC's rule beside the words': the posts whose title holds the typed text, anywhere in it. Pure.

/**
 * A search of `titles` (folded, as foldedText() folds, so with no line break): for a typed text, 1 for each post
 * whose title holds it. The titles are searched as one text, a line each: a few scans of it cost less than a search
 * of each title. Text typed on from the last search is looked for only in the titles that held that, when they are few.
 */
export function titleSearch(titles: readonly string[]): (typed: string) => Uint8Array {
  const text = titles.join(`\n`)
  const starts: number[] = []
  let length = 0
  for (const title of titles) {
    starts.push(length)
    length += title.length + 1
  }
  const titleOf = (post: number) => text.slice(starts[post], post + 1 < starts.length ? starts[post + 1] - 1 : text.length)

  /** The posts whose title holds `typed`, in order, from one search of the text. */
  const scan = (typed: string) => {
    const posts: number[] = []
    let post = 0
    for (let at = text.indexOf(typed); at >= 0; at = post < starts.length ? text.indexOf(typed, starts[post]) : -1) {
      while (post + 1 < starts.length && starts[post + 1] <= at) post++
      // The title found; the next search starts at the next title.
      posts.push(post++)
    }
    return posts
  }

  let last: { typed: string; posts: number[] } | null = null
  return typed => {
    const holding = new Uint8Array(starts.length)
    if (typed === ``) return holding
    const posts =
      last && typed.startsWith(last.typed) && last.posts.length * 8 < starts.length
        ? last.posts.filter(post => titleOf(post).includes(typed))
        : scan(typed)
    for (const post of posts) holding[post] = 1
    last = { typed, posts }
    return holding
  }
}
