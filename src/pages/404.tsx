import React from "react"
import { Link, withPrefix, type PageProps } from "gatsby"
import { Helmet } from "react-helmet"
import { Footer } from "../components/footer"
import { SkipLink } from "../components/skip-link"
import { UnknownPost } from "../components/unknown-post"
import { useHydrated } from "../hooks/use-hydrated"
import { useProfile } from "../hooks/use-profile"
import { decodeForDisplay } from "../lib/urls"
import { siteConfig } from "../site-config"
import * as styles from "./404.module.css"

export default function NotFoundPage({ location }: PageProps) {
  const { handle } = useProfile()
  const hydrated = useHydrated()
  const postPrefix = withPrefix(`/post/`)
  // A static host serves this page, built for /404.html, at every unknown
  // address: it is hydrated as built, then shows what a post address asks for.
  if (hydrated && location.pathname.startsWith(postPrefix)) {
    return <UnknownPost slug={decodeForDisplay(location.pathname.slice(postPrefix.length))} />
  }
  return (
    <>
      <Helmet htmlAttributes={{ lang: siteConfig.lang }}>
        <title>{`${handle} | page not found`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <SkipLink />
      <main id="main" tabIndex={-1} className={styles.main}>
        <h1 className={styles.message}>404 - page not found</h1>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </main>
      <Footer />
    </>
  )
}
