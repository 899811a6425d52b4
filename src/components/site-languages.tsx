// The site's languages, in the footer of every page of a site of several: each
// leads to its version of the page when it has one (its page context's
// versions: the tags, a tag, the archive), else to its home; the page's own is marked. The footer draws it on a
// site of several only, and it has no stylesheet of its own, so a site of one pays nothing for it.
import React, { Fragment } from "react"
import { Link } from "gatsby"
import { useWords } from "../i18n/words"
import { languageName } from "../lib/languages"
import { SITE_LANGUAGES, languagePath } from "../lib/site-languages"

/** The footer's line of the site's languages. */
export function SiteLanguages({ className }: { className?: string }) {
  const words = useWords()
  return (
    <nav aria-label={words.t.nav.languages} className={className}>
      {SITE_LANGUAGES.map((lang, index) => (
        <Fragment key={lang}>
          {index > 0 && ` · `}
          {lang === words.lang ? (
            <strong aria-current="page" lang={lang}>
              {languageName(lang)}
            </strong>
          ) : (
            <Link to={languagePath(lang, words.versions?.languages.includes(lang) ? words.versions.path : `/`)} lang={lang} hrefLang={lang}>
              {languageName(lang)}
            </Link>
          )}
        </Fragment>
      ))}
    </nav>
  )
}
