import { countWords, type PluralForms } from "../i18n/words"

/** Average adult reading speed for technical prose, in words per minute. */
const WORDS_PER_MINUTE = 220

/** "4 min read" (`forms`: post.readingTime of the language's strings) for a body of `words` words, never less than one minute. */
export function readingTime(words: number, lang: string, forms: PluralForms): string {
  return countWords(lang, forms, Math.max(1, Math.round(words / WORDS_PER_MINUTE)))
}
