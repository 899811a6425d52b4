/** Average adult reading speed for technical prose, in words per minute. */
const WORDS_PER_MINUTE = 220

/** "4 min read" for a body of `words` words; never less than one minute. */
export function readingTime(words: number): string {
  const minutes = Math.max(1, Math.round(words / WORDS_PER_MINUTE))
  return `${minutes} min read`
}
