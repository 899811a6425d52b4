// How text becomes search terms, the same when the index is built and when a
// visitor types: lower case, accents folded (é → e, ß → ss), words split at
// anything but letters and digits (so `map_err` is "map" and "err"), and runs of
// Chinese, Japanese or Korean characters, which have no spaces, as overlapping
// pairs of characters (東京都 → 東京, 京都), the way CJK search engines index them.

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af\uff66-\uff9f]/u
// A word: letters and digits (combining marks are gone after folding), or one CJK character.
const TOKEN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af\uff66-\uff9f]|[\p{L}\p{N}]+/gu

// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\x00-\x7f]/

export function isCjk(character: string): boolean {
  return CJK.test(character)
}

/** Lower case without accents: "Café" → "cafe". */
export function fold(text: string): string {
  return text.normalize(`NFKD`).replace(/\p{M}/gu, ``).toLowerCase().replace(/ß/g, `ss`).replace(/ı/g, `i`)
}

/**
 * Text as the SPEC's title rule compares it (a title contains the typed text): folded, trimmed, each run of spaces
 * one space, so the typed text and a title agree however either is spaced.
 */
export function foldedText(text: string): string {
  return fold(text).replace(/\s+/g, ` `).trim()
}

/** A word of the text with where it is: its folded form and its span in the original. */
export interface Token {
  term: string
  start: number
  end: number
  cjk: boolean
}

/** Every word and CJK character of `text`, in order, with its offsets in `text` itself. */
export function tokens(text: string): Token[] {
  const found: Token[] = []
  for (const match of text.matchAll(TOKEN)) {
    const word = match[0]
    const start = match.index ?? 0
    const ascii = word.charCodeAt(0) < 0x80 && !NON_ASCII.test(word)
    found.push({ term: ascii ? word.toLowerCase() : fold(word), start, end: start + word.length, cjk: !ascii && isCjk(word) })
  }
  return found
}

/**
 * The terms a text is indexed under: its words, and each CJK run as pairs (a
 * lone CJK character as itself). The whole text is folded at once, as offsets
 * do not matter here: the build runs this over every word of every post.
 */
export function terms(text: string): string[] {
  if (!NON_ASCII.test(text)) return asciiWords(text.toLowerCase())
  const out: string[] = []
  let run: string[] = []
  let runEnd = -1
  const endRun = () => {
    if (run.length === 1) out.push(run[0])
    for (let i = 0; i + 1 < run.length; i++) out.push(run[i] + run[i + 1])
    run = []
  }
  const folded = NON_ASCII.test(text) ? fold(text) : text.toLowerCase()
  for (const match of folded.matchAll(TOKEN)) {
    const word = match[0]
    const start = match.index ?? 0
    if (word.charCodeAt(0) >= 0x3040 && isCjk(word)) {
      // A space or punctuation between CJK characters ends the run.
      if (start !== runEnd) endRun()
      run.push(word)
      runEnd = start + word.length
    } else {
      endRun()
      out.push(word)
    }
  }
  endRun()
  return out
}

/**
 * The words of lower-case ASCII text: the runs of letters and digits TOKEN finds there,
 * read character by character, as a match object for each of millions of words cost
 * most of the index's build.
 */
function asciiWords(text: string): string[] {
  const out: string[] = []
  let start = -1
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 0
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) {
      if (start < 0) start = i
    } else if (start >= 0) {
      out.push(text.slice(start, i))
      start = -1
    }
  }
  return out
}

/** One word of a query: what to look for and how. */
export interface QueryWord {
  /** Folded; for CJK, one character or a pair. */
  text: string
  /** Still being typed (the last word, not followed by a space): longer terms starting with it match too. */
  prefix: boolean
  /** A word of a CJK run: matched exactly, or as a prefix when it is a single character. */
  cjk: boolean
}

/** The words of a query, each required. A CJK run's pairs are each required, so 東京都 finds the posts with both 東京 and 京都. */
export function queryWords(query: string): QueryWord[] {
  const open = !/\s$/.test(query)
  const all = tokens(query)
  const words: QueryWord[] = []
  let run: string[] = []
  let runEnd = -1
  const endRun = () => {
    if (run.length === 1) words.push({ text: run[0], prefix: true, cjk: true })
    for (let i = 0; i + 1 < run.length; i++) words.push({ text: run[i] + run[i + 1], prefix: false, cjk: true })
    run = []
  }
  all.forEach((token, index) => {
    if (token.cjk) {
      if (token.start !== runEnd) endRun()
      run.push(token.term)
      runEnd = token.end
    } else {
      endRun()
      if (token.term) words.push({ text: token.term, prefix: open && index === all.length - 1, cjk: false })
    }
  })
  endRun()
  // The same word twice asks nothing more.
  return words.filter((word, index) => words.findIndex(other => other.text === word.text) === index)
}

/** Which dictionary a term is in: its first two characters, or one for a CJK term or a one-letter word. */
export function shardKey(term: string): string {
  const characters = [...term]
  return isCjk(characters[0]) ? characters[0] : characters.slice(0, 2).join(``)
}

/** A shard's key as a file name: its characters' code points in hex ("co" → "63-6f"). */
export function shardFile(key: string): string {
  return [...key].map(character => character.codePointAt(0)!.toString(16)).join(`-`)
}
