import React from "react"
import { graphql, Link } from "gatsby"
import { languageName, textDirection } from "../lib/languages"
import { postPath } from "../lib/urls"
import { siteConfig } from "../site-config"
import * as styles from "./language-switch.module.css"
import { useWords } from "../i18n/words"

export interface LanguageSwitchProps {
  /** The post in each of its languages, itself included. */
  languages: ReadonlyArray<{ slug: string; lang: string }>
  current: string
}

/** Links to the post's other languages, each named in its own language. */
export function LanguageSwitch({ languages, current }: LanguageSwitchProps) {
  const words = useWords()
  if (languages.length < 2) return null
  return (
    <nav className={styles.languages} aria-label={words.t.post.languages} lang={words.lang} dir={textDirection(words.lang)}>
      <ul className={styles.list}>
        {languages.map(({ slug, lang }) => (
          <li key={slug}>
            {slug === current ? (
              <span className={styles.current} aria-current="page" lang={lang}>
                {languageName(lang)}
              </span>
            ) : (
              <Link className={styles.link} to={postPath(slug)} lang={lang} hrefLang={lang}>
                {languageName(lang)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A post's languages as the PostLanguage fragment gives them, the site's language where a post names none. */
export function postLanguages(nodes: readonly Queries.PostLanguageFragment[]): Array<{ slug: string; lang: string }> {
  return nodes.map(({ fields, frontmatter }) => ({ slug: fields.slug, lang: frontmatter.lang || siteConfig.lang }))
}

/** What the switch needs of each of a post's languages. */
export const query = graphql`
  fragment PostLanguage on MarkdownRemark {
    fields {
      slug
    }
    frontmatter {
      lang
    }
  }
`

/** The x-default alternate of a post with translations: its version in the site's language, or else the original. */
export function defaultVersion(languages: ReadonlyArray<{ slug: string; lang: string }>): Array<{ slug: string; lang: string }> {
  const chosen = languages.find(({ lang }) => lang === siteConfig.lang) ?? languages[0]
  return chosen ? [{ slug: chosen.slug, lang: `x-default` }] : []
}
