import React from "react"
import { Link, withPrefix, type PageProps } from "gatsby"
import { Helmet } from "react-helmet"
import { Footer } from "../components/footer"
import { SkipLink } from "../components/skip-link"
import { UnknownPost } from "../components/unknown-post"
import { useHydrated } from "../hooks/use-hydrated"
import { useProfile } from "../hooks/use-profile"
import { decodeForDisplay } from "../lib/urls"
import { fill, useWords } from "../i18n/words"
import { htmlAttributes, languagePath } from "../lib/site-languages"
import * as styles from "./404.module.css"

export default function NotFoundPage({ location }: PageProps) {
  const { handle } = useProfile()
  const { lang, t } = useWords()
  const hydrated = useHydrated()
  const postPrefix = withPrefix(`/post/`)
  // A static host serves this page, built for /404.html, at every unknown
  // address: it is hydrated as built, then shows what a post address asks for.
  if (hydrated && location.pathname.startsWith(postPrefix)) {
    return <UnknownPost slug={decodeForDisplay(location.pathname.slice(postPrefix.length))} />
  }
  return (
    <>
      <Helmet htmlAttributes={htmlAttributes(lang)}>
        <title>{fill(t.notFound.title, { handle })}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <SkipLink />
      <main id="main" tabIndex={-1} className={styles.main}>
        <h1 className={styles.message}>{t.notFound.heading}</h1>
        <p>
          <Link to={languagePath(lang, `/`)}>{t.notFound.home}</Link>
        </p>
      </main>
      <Footer />
    </>
  )
}
