// The site's languages (src/site-config.ts: lang, then otherLanguages) and
// where each one's pages live: the default language's at the root (/, /tags,
// /rss.xml), another's under its code (/sw, /sw/tags, /sw/rss.xml). A post
// keeps its own address (/post/{slug}) in any language, and is listed on the
// pages of its language when the site has it, on the default language's when not.
import { siteConfig } from "../site-config"

export const SITE_LANGUAGES: readonly string[] = [siteConfig.lang, ...siteConfig.otherLanguages]

/** The language whose pages list a post written in `lang` (its front matter's; none is the site's). */
export function listingLanguage(lang: string | null | undefined): string {
  return lang && SITE_LANGUAGES.includes(lang) ? lang : siteConfig.lang
}

/** `path` (of the default language's pages) on the pages of `lang`: /tags → /sw/tags, / → /sw. */
export function languagePath(lang: string, path: string): string {
  if (lang === siteConfig.lang) return path
  return path === `/` ? `/${lang}` : `/${lang}${path}`
}

/** The language as Open Graph writes a locale: pt-BR → pt_BR. */
export function ogLocale(lang: string): string {
  return lang.replace(`-`, `_`)
}
