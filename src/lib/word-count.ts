// How many words a reader reads in a post's markdown, for its reading time.
//
// gatsby-transformer-remark offers `wordCount`, but it parses every post
// again into a natural-language tree on each query, uncached: at 5,000 posts
// that was a third of the build's query time. Counting the prose directly
// gives the same reading time for a fraction of the work.

// Code is skimmed, not read word by word, so it does not count.
const FENCED_CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\1[`~]*[ \t]*(?=\n|$)|$(?![\s\S]))/gm
const INLINE_CODE = /(`+)[\s\S]*?\1/g
const HTML_COMMENT = /<!--[\s\S]*?-->/g
const HTML_TAG = /<\/?[a-zA-Z][^>]*>/g
const IMAGE = /!\[[^\]]*\]\([^)]*\)/g
// A link reads as its text: the destination is dropped, the text kept.
const LINK_DESTINATION = /\]\([^)]*\)/g
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:[^\n]*$/gm
const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi
// A word: letters or digits, joined by apostrophes, hyphens or dots inside it ("don't", "v1.2").
const WORD = /[\p{L}\p{N}]+(?:['’.\-][\p{L}\p{N}]+)*/gu

/** The number of words of prose in a markdown body; code, markup and link targets left out. */
export function countWords(markdown: string): number {
  const prose = markdown
    .replace(FENCED_CODE, ` `)
    .replace(HTML_COMMENT, ` `)
    .replace(INLINE_CODE, ` `)
    .replace(IMAGE, ` `)
    .replace(REFERENCE_DEFINITION, ` `)
    .replace(LINK_DESTINATION, `] `)
    .replace(HTML_TAG, ` `)
    .replace(URL, ` `)
  return prose.match(WORD)?.length ?? 0
}
