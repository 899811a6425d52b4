// A post file's name as the import reads it: which files are posts, the post's
// name (its folder's for an index file) and a translation's language.
import path from "path"

/** The files the command imports as posts. */
export const POST_FILE = /\.(md|markdown|mdx)$/i

const LANGUAGE = /\.([a-z]{2}(?:-[a-z]{2})?)$/i
const languageNames = new Intl.DisplayNames([`en`], { type: `language`, fallback: `none` })

/** The language of a translation: index.ar.md → ar, post.es.md → es; null for the original. */
export function postLanguage(file: string): string | null {
  const code = LANGUAGE.exec(path.basename(file).replace(POST_FILE, ``))?.[1]
  return code && languageNames.of(code) ? code.toLowerCase() : null
}

/** The post's name: its folder's for an index file (hello/index.md → hello), without a translation's language. */
export function postName(file: string): string {
  let base = path.basename(file).replace(POST_FILE, ``)
  if (postLanguage(file)) base = base.replace(LANGUAGE, ``)
  return /^index$/i.test(base) ? path.basename(path.dirname(file)) : base
}
