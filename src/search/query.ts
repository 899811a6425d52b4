// Finding and ranking posts once the pieces a query needs are loaded. Pure:
// load.ts fetches the pieces, these functions say which and rank with them.
import { FIELD, type Dictionary } from "./index-format"
import { firstFrom } from "./sorted"
import type { QueryWord } from "./text"

/** A term of the index that stands for a word of the query. */
export interface TermMatch {
  term: string
  /** The postings piece it is in. */
  piece: number
  /** What its posts' score is multiplied by: 1 for the word itself, less for a longer word, much less for a typo. */
  weight: number
}

/** At most this many terms stand for one word: the word itself, then the commonest longer words and near spellings. */
export const MAX_TERMS = 10
/** A word this long (or longer) also finds terms one typo away. */
export const TYPO_LENGTH = 5
// A title matched through a typo ranks below a heading matched as typed, above the body.
const PREFIX_WEIGHT = 0.9
const TYPO_WEIGHT = 0.4
// A title that holds the typed text inside a word (the SPEC's rule: "xplain" in "Explained") counts as a title match
// of each word, weighed below a title with the words themselves or words they start (PREFIX_WEIGHT), since those
// are what was more likely meant, and above a heading or description with the words (3 × 0.8 = 2.4 > 2 a word).
export const TITLE_TEXT_WEIGHT = 0.8

/**
 * The terms of a dictionary that match a word: itself and words it starts (while typed), or else, when long enough,
 * those one typo away.
 */
export function matchTerms(word: QueryWord, dictionary: Dictionary): TermMatch[] {
  const exact: TermMatch[] = []
  const longer: [TermMatch, number][] = []
  // The dictionary is sorted by term, so the word and the words it starts are one run of it.
  for (let i = firstFrom(dictionary, word.text, entry => entry[0]); i < dictionary.length; i++) {
    const [term, count, piece] = dictionary[i]
    if (term === word.text) exact.push({ term, piece, weight: 1 })
    else if (word.prefix && term.startsWith(word.text)) longer.push([{ term, piece, weight: PREFIX_WEIGHT }, count])
    else break
  }
  // A word the index has (or, being typed, starts) is taken as meant: near spellings of it would only add noise.
  if (exact.length + longer.length > 0) return [...exact, ...longer.sort(byCount).map(([match]) => match)].slice(0, MAX_TERMS)
  if (word.cjk || [...word.text].length < TYPO_LENGTH) return []
  const near: [TermMatch, number][] = []
  for (const [term, count, piece] of dictionary) {
    if (word.prefix ? startsOneEditAway(word.text, term) : oneEditAway(word.text, term))
      near.push([{ term, piece, weight: TYPO_WEIGHT * (term.length > word.text.length + 1 ? PREFIX_WEIGHT : 1) }, count])
  }
  return near
    .sort(byCount)
    .slice(0, MAX_TERMS)
    .map(([match]) => match)
}

const byCount = (a: [TermMatch, number], b: [TermMatch, number]) => b[1] - a[1] || (a[0].term < b[0].term ? -1 : 1)

/** Whether a word being typed is one change away from the start of `term`. */
function startsOneEditAway(word: string, term: string): boolean {
  const length = word.length
  return [length - 1, length, length + 1].some(end => end <= term.length && oneEditAway(word, term.slice(0, end)))
}

/** Whether `a` becomes `b` by one change: a letter replaced, added, removed, or two neighbours swapped. */
export function oneEditAway(a: string, b: string): boolean {
  if (a === b) return false
  if (a.length === b.length) {
    let first = -1
    let differences = 0
    for (let i = 0; i < a.length; i++) {
      if (a[i] === b[i]) continue
      if (differences === 0) first = i
      if (++differences > 2) return false
    }
    if (differences === 1) return true
    return differences === 2 && a[first] === b[first + 1] && a[first + 1] === b[first] && a.slice(first + 2) === b.slice(first + 2)
  }
  if (Math.abs(a.length - b.length) !== 1) return false
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  let i = 0
  while (i < short.length && short[i] === long[i]) i++
  return short.slice(i) === long.slice(i + 1)
}

/** How strongly a post's fields match: title, tags and category first, then headings and the description, then the body. */
export function fieldTier(fields: number): number {
  if (fields & (FIELD.title | FIELD.tag | FIELD.category)) return 3
  if (fields & (FIELD.heading | FIELD.description)) return 2
  return fields & FIELD.body ? 1 : 0
}

export interface RankedPost {
  post: number
  score: number
}

/**
 * The posts that match every word (every post, for none), or whose title holds the typed text (`inTitle`), and that
 * `keep` keeps: how many, and the best `limit` of them, best first and, among equals, newest first (a lower
 * number is newer). `postingsOf` gives a term's flat [post − previous, fields,
 * section] triples.
 */
export function rankPosts(
  words: readonly TermMatch[][],
  postCount: number,
  postingsOf: (match: TermMatch) => readonly number[],
  keep: (post: number) => boolean,
  limit: number,
  inTitle: (post: number) => boolean = () => false,
): { total: number; best: RankedPost[] } {
  const total = new Float64Array(postCount)
  const matched = new Uint8Array(postCount)
  const best = new Float64Array(postCount)
  words.forEach((matches, wordIndex) => {
    best.fill(0)
    for (const match of matches) {
      const list = postingsOf(match)
      let post = 0
      for (let i = 0; i < list.length; i += 3) {
        post += list[i]
        const score = fieldTier(list[i + 1]) * match.weight
        if (score > best[post]) best[post] = score
      }
    }
    for (let post = 0; post < postCount; post++) {
      // A post missing an earlier word stays out.
      if (best[post] > 0 && matched[post] === wordIndex) {
        matched[post]++
        total[post] += best[post]
      }
    }
  })
  // Only the best `limit` are kept in order, so a word in every post costs no sort of every post.
  const ranked: RankedPost[] = []
  const titleScore = fieldTier(FIELD.title) * TITLE_TEXT_WEIGHT * words.length
  let count = 0
  for (let post = 0; post < postCount; post++) {
    const byWords = matched[post] === words.length
    // A title is read only where it can add: a post the words find is kept at the better of the two scores.
    const byTitle = (!byWords || total[post] < titleScore) && inTitle(post)
    if ((!byWords && !byTitle) || !keep(post)) continue
    count++
    const score = byTitle ? titleScore : total[post]
    // Posts come newest first, so an equal score never goes before one already kept.
    if (ranked.length === limit && (limit === 0 || score <= ranked[limit - 1].score)) continue
    let at = ranked.length
    while (at > 0 && ranked[at - 1].score < score) at--
    ranked.splice(at, 0, { post, score })
    if (ranked.length > limit) ranked.pop()
  }
  return { total: count, best: ranked }
}
