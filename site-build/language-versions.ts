// The pages a site of several languages makes in each (listings, tags,
// categories, authors, the archive, series): made together, so each page knows
// which languages have a version of it, for its hreflang alternates and the
// footer's language line (src/components/seo.tsx, site-languages.tsx). A tag
// that only Swahili posts carry has one version, /sw/tags/{tag}; the archive's
// year pages exist in the languages that wrote that year.
import type { Actions, Page } from "gatsby"
import { SITE_LANGUAGES } from "../src/lib/site-languages"
import { pagesInLanguage } from "./languages"

export interface PagesInLanguages {
  /** createPage for the pages of `language`, each at the path of the default language's version (/tags/rust). */
  inLanguage(language: string): Actions[`createPage`]
  /** Makes every page given, each with its versions. */
  createAll(): void
}

export function pagesInLanguages(createPage: Actions[`createPage`]): PagesInLanguages {
  const pages: Array<{ language: string; page: Page }> = []
  return {
    inLanguage: language => page => {
      pages.push({ language, page: page as Page })
    },
    createAll() {
      const languagesAt = new Map<string, string[]>()
      for (const { language, page } of pages) languagesAt.set(page.path, [...(languagesAt.get(page.path) ?? []), language])
      // In the order of the site's languages, whatever order the pages were given in.
      const versions = (path: string) => SITE_LANGUAGES.filter(lang => languagesAt.get(path)?.includes(lang))
      for (const { language, page } of pages) pagesInLanguage(language, createPage, versions)(page)
      pages.length = 0
    },
  }
}
