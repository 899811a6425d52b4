// The snippet a result shows: the section where the query's words are, a short
// stretch of its text around the first of them, the words marked. Pure.
import type { PostFragment } from "./index-format"
import { firstFrom } from "./sorted"
import { fold, tokens, type QueryWord, type Token } from "./text"

/** A stretch of text, marked when it is a word the query matched. */
export interface Part {
  text: string
  mark: boolean
}

export interface Snippet {
  /** The section the text is from, with its heading's id; null before the first heading or in the description. */
  section: { id: string; heading: string } | null
  parts: Part[]
}

/**
 * What counts as a match of the query: its words, the longer words a word being typed starts, and the index's terms
 * that matched (typos), each with the word it stands for.
 */
export interface Matcher {
  words: readonly QueryWord[]
  terms: ReadonlyMap<string, number>
}

/** How long a snippet is, about, in characters; the first match stands this far from its start at most. */
const LENGTH = 180
const LEAD = 60

function matchesWord(term: string, { words, terms }: Matcher): number {
  const matched = terms.get(term)
  if (matched !== undefined) return matched
  return words.findIndex(word => word.text === term || (word.prefix && term.startsWith(word.text)))
}

/** Which tokens are matches, as the index of the query word each matches (-1 for none). CJK characters match in pairs. */
function matchedWords(found: Token[], matcher: Matcher): number[] {
  const which = found.map(token => (token.cjk ? -1 : matchesWord(token.term, matcher)))
  matcher.words.forEach((word, index) => {
    if (!word.cjk) return
    for (let i = 0; i < found.length; i++) {
      if (!found[i].cjk) continue
      const pair = found[i + 1]?.cjk && found[i + 1].start === found[i].end ? found[i].term + found[i + 1].term : null
      if (pair === word.text) which[i] = which[i + 1] = index
      else if ([...word.text].length === 1 && found[i].term === word.text) which[i] = index
    }
  })
  return which
}

/**
 * The text as parts, its matches marked: the words the query matched and, when `typed` is given (as foldedText()
 * gives it), each place the text holds it, inside words too.
 */
export function markText(text: string, matcher: Matcher, typed = ``): Part[] {
  const found = tokens(text)
  const which = matchedWords(found, matcher)
  const spans = found.filter((_, i) => which[i] >= 0).map(({ start, end }): [number, number] => [start, end])
  spans.push(...typedSpans(text, typed))
  spans.sort((a, b) => a[0] - b[0])
  const parts: Part[] = []
  let at = 0
  for (const [start, end] of spans) {
    const last = parts[parts.length - 1]
    // Touching or overlapping marks make one.
    if (last?.mark && start <= at) {
      if (end > at) last.text += text.slice(at, end)
    } else {
      if (start > at) parts.push({ text: text.slice(at, start), mark: false })
      parts.push({ text: text.slice(start, end), mark: true })
    }
    at = Math.max(at, end)
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false })
  return parts
}

/** Where `text` holds `typed`, as spans of `text`: the text folded as foldedText() folds it, a character at a time. */
function typedSpans(text: string, typed: string): [number, number][] {
  if (!typed) return []
  let folded = ``
  // Where each folded character comes from in `text`.
  const starts: number[] = []
  const ends: number[] = []
  let at = 0
  for (const character of text) {
    const end = at + character.length
    let add = fold(character)
    if (/\s/.test(add)) add = folded === `` || folded.endsWith(` `) ? `` : ` `
    for (let i = 0; i < add.length; i++) {
      starts.push(at)
      ends.push(end)
    }
    folded += add
    at = end
  }
  const spans: [number, number][] = []
  for (let from = folded.indexOf(typed); from >= 0; from = folded.indexOf(typed, from + typed.length))
    spans.push([starts[from], ends[from + typed.length - 1]])
  return spans
}

function markRange(text: string, found: Token[], which: number[], from: number, to: number): Part[] {
  const parts: Part[] = []
  let at = from
  found.forEach((token, i) => {
    if (which[i] < 0 || token.start < from || token.end > to) return
    if (token.start > at) parts.push({ text: text.slice(at, token.start), mark: false })
    const last = parts[parts.length - 1]
    // Neighbouring CJK characters marked together make one mark.
    if (last?.mark && token.start === at) last.text += text.slice(token.start, token.end)
    else parts.push({ text: text.slice(token.start, token.end), mark: true })
    at = token.end
  })
  if (at < to) parts.push({ text: text.slice(at, to), mark: false })
  return parts
}

interface Candidate {
  text: string
  found: Token[]
  /** Each word of the text once, sorted (CJK characters apart): a section is judged by its words, not by each of its tokens. */
  terms: string[]
  headingTokens: Token[]
  section: Snippet[`section`]
}

// A result's text is read into words once, not again for each keystroke that keeps it among the results.
const read = new WeakMap<PostFragment, Candidate[]>()

function candidate(text: string, heading: string, section: Snippet[`section`]): Candidate {
  const found = tokens(text)
  const terms = [...new Set(found.filter(token => !token.cjk).map(token => token.term))].sort()
  return { text, found, terms, headingTokens: tokens(heading), section }
}

function candidates(fragment: PostFragment): Candidate[] {
  let ready = read.get(fragment)
  if (!ready) {
    ready = fragment.sections.map(section =>
      candidate(section.text, section.heading, section.id === null ? null : { id: section.id, heading: section.heading }),
    )
    ready.push(candidate(fragment.description, ``, null))
    read.set(fragment, ready)
  }
  return ready
}

/** Which of the query's words a text has: a term that matched, the word itself, or, for a word being typed, a word it starts. */
function wordsIn({ found, terms }: Candidate, matcher: Matcher): Set<number> {
  if (matcher.words.some(word => word.cjk)) return new Set(matchedWords(found, matcher).filter(index => index >= 0))
  const has = new Set<number>()
  for (const [term, word] of matcher.terms) if (terms[firstFrom(terms, term)] === term) has.add(word)
  matcher.words.forEach(({ text, prefix }, index) => {
    const next = terms[firstFrom(terms, text)]
    if (next === text || (prefix && next?.startsWith(text))) has.add(index)
  })
  return has
}

/**
 * The snippet for a result: the section with most of the query's words (the first of equals), else the description;
 * null when neither has any.
 */
export function findSnippet(fragment: PostFragment, matcher: Matcher): Snippet | null {
  let best: { candidate: Candidate; words: number } | null = null
  for (const candidate of candidates(fragment)) {
    const inText = wordsIn(candidate, matcher)
    if (inText.size === 0) continue
    const inHeading = matchedWords(candidate.headingTokens, matcher).filter(index => index >= 0)
    const words = new Set([...inText, ...inHeading]).size
    if (words > (best?.words ?? 0)) best = { candidate, words }
  }
  if (!best) return null
  const { text, found, section } = best.candidate
  const which = matchedWords(found, matcher)
  const first = found[which.findIndex(index => index >= 0)]
  let from = Math.max(0, first.start - LEAD)
  if (from > 0) from = wordStart(text, from)
  let to = Math.min(text.length, from + LENGTH)
  if (to < text.length) to = wordEnd(text, to, first.end)
  const parts = markRange(text, found, which, from, to)
  if (from > 0) parts.unshift({ text: `…`, mark: false })
  if (to < text.length) parts.push({ text: `…`, mark: false })
  return { section, parts }
}

function wordStart(text: string, at: number): number {
  const space = text.indexOf(` `, at)
  return space >= 0 && space - at < 20 ? space + 1 : at
}

function wordEnd(text: string, at: number, atLeast: number): number {
  const space = text.lastIndexOf(` `, at)
  return space > atLeast && at - space < 20 ? space : at
}
