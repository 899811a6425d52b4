// A post's language (lang in its front matter, a BCP 47 tag such as ar or
// pt-BR): whether it is one, its writing direction, and its name in itself
// for the language switch. Posts that are translations of one another share
// a key: the original's slug (translationOf in a translation's front matter).

/** Scripts written right to left, by the language's primary subtag. */
const RIGHT_TO_LEFT = new Set([`ar`, `arc`, `ckb`, `dv`, `fa`, `he`, `iw`, `ku`, `ps`, `sd`, `syr`, `ug`, `ur`, `yi`])

const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z]{4})?(?:-(?:[A-Za-z]{2}|\d{3}))?$/

export function isLanguageTag(value: string): boolean {
  return LANGUAGE_TAG.test(value)
}

export function textDirection(lang: string): `rtl` | `ltr` {
  const script = /-([A-Za-z]{4})\b/.exec(lang)?.[1]?.toLowerCase()
  if (script) return [`arab`, `hebr`, `thaa`, `syrc`, `nkoo`].includes(script) ? `rtl` : `ltr`
  return RIGHT_TO_LEFT.has(lang.split(`-`)[0].toLowerCase()) ? `rtl` : `ltr`
}

/** The language's name as its speakers write it: ar → العربية, es → español. */
export function languageName(lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: `language` }).of(lang) ?? lang
  } catch {
    return lang
  }
}

/** The key shared by a post and its translations. */
export function translationKey(slug: string, translationOf: string | null | undefined): string {
  return translationOf || slug
}
