// Each of the site's other languages has its own 404 page (/sw/404.html, site-build/create-pages.ts), for the
// unknown addresses under its pages. Gatsby's app draws it at any of them once its page data names them
// (gatsby-internals/not-found-pages.ts). Cloudflare Pages answers an unknown address with the nearest 404.html
// itself, so /sw/no/such gets the Swahili one. Netlify answers every unknown address with /404.html unless
// public/_redirects says otherwise: on a Netlify build (NETLIFY=true) this adds a rule per language there, sending
// its unknown addresses to its 404 page with status 404 (a rule Netlify applies only where no file is). Not on other
// hosts: Cloudflare Pages warns of a 404 rule there.
import { promises as fs } from "fs"
import path from "path"
import { drawNotFoundPagesUnder } from "../gatsby-internals/not-found-pages"
import { NOT_FOUND_PATH, languagePath } from "../src/lib/site-languages"
import { siteConfig } from "../src/site-config"

/** Each other language's 404 page (/sw/404.html) and the addresses it is for (those under /sw). */
export function languageNotFoundPages(languages: readonly string[] = siteConfig.otherLanguages): Array<{ path: string; under: string }> {
  return languages.map(lang => ({ path: languagePath(lang, NOT_FOUND_PATH), under: languagePath(lang, `/`) }))
}

/** After the build: each language's 404 page is drawn by the app at any address under its pages. */
export function drawLanguageNotFoundPages(publicDir = `public`): Promise<void> {
  return drawNotFoundPagesUnder(publicDir, languageNotFoundPages())
}

/** The _redirects rules of the languages' 404 pages: `/sw/*  /sw/404.html  404`, under the path prefix. */
export function notFoundRules(pathPrefix: string, languages: readonly string[] = siteConfig.otherLanguages): string[] {
  return languageNotFoundPages(languages).map(({ path: page, under }) => `${pathPrefix}${under}/*  ${pathPrefix}${page}  404`)
}

const MARK = `# Each language's unknown addresses get its 404 page (site-build/language-not-found.ts).`

/**
 * On a Netlify build of a site of several languages, adds the rules to public/_redirects, after any the owner wrote
 * (static/_redirects, which Gatsby copies there), in place of those of an earlier build. Returns how many it wrote.
 */
export async function writeNotFoundRedirects(
  pathPrefix: string,
  env: Record<string, string | undefined> = process.env,
  publicDir = `public`,
): Promise<number> {
  const rules = notFoundRules(pathPrefix)
  if (env.NETLIFY !== `true` || rules.length === 0) return 0
  const file = path.join(publicDir, `_redirects`)
  const existing = await fs.readFile(file, `utf8`).catch((error: NodeJS.ErrnoException) => {
    if (error.code === `ENOENT`) return ``
    throw error
  })
  const owners = existing.split(MARK)[0].trimEnd()
  await fs.writeFile(file, `${owners ? `${owners}\n\n` : ``}${[MARK, ...rules].join(`\n`)}\n`)
  return rules.length
}
