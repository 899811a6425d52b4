// The site's languages (src/site-config.ts: lang, then otherLanguages) and
// where each one's pages live: the default language's at the root (/, /tags,
// /rss.xml), another's under its code (/sw, /sw/tags, /sw/rss.xml). A post
// keeps its own address (/post/{slug}) in any language, and is listed on the
// pages of its language when the site has it, on the default language's when not.
import { siteConfig } from "../site-config"
import { textDirection } from "./languages"

export const SITE_LANGUAGES: readonly string[] = [siteConfig.lang, ...siteConfig.otherLanguages]

/**
 * Whether the site has more than one language. Code that only a site of several runs tests it: on a site of one it is
 * written as `false` where the pages' code is compiled (plugins/babel-plugin-inline-strings), and the minifier drops that code.
 */
export const SEVERAL_LANGUAGES = SITE_LANGUAGES.length > 1

/** The language whose pages list a post written in `lang` (its front matter's; none is the site's). */
export function listingLanguage(lang: string | null | undefined): string {
  return lang && SITE_LANGUAGES.includes(lang) ? lang : siteConfig.lang
}

/** `path` (of the default language's pages) on the pages of `lang`: /tags → /sw/tags, / → /sw. */
export function languagePath(lang: string, path: string): string {
  if (!SEVERAL_LANGUAGES || lang === siteConfig.lang) return path
  return path === `/` ? `/${lang}` : `/${lang}${path}`
}

/** Where a static host finds the 404 page of a language's addresses: /404.html, /sw/404.html (site-build/create-pages.ts). */
export const NOT_FOUND_PATH = `/404.html`

/**
 * The <html> attributes of a page in `pageLang`, for Helmet, which keeps them right after a move in the app: its
 * language (or a post's own), and on a site of several languages its direction, which changes between their pages.
 */
export function htmlAttributes(pageLang: string, ownLang?: string | null): { lang: string; dir?: `rtl` | `ltr` } {
  return { lang: ownLang || pageLang, ...(SEVERAL_LANGUAGES ? { dir: textDirection(pageLang) } : {}) }
}

/** The language as Open Graph writes a locale: pt-BR → pt_BR. */
export function ogLocale(lang: string): string {
  return lang.replace(`-`, `_`)
}
