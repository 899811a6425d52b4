import React from "react"
import { Link, withPrefix, type PageProps } from "gatsby"
import { Helmet } from "react-helmet"
import { Footer } from "../components/footer"
import { SkipLink } from "../components/skip-link"
import { UnknownPost } from "../components/unknown-post"
import { useProfile } from "../hooks/use-profile"
import { decodeForDisplay } from "../lib/urls"
import { siteConfig } from "../site-config"
import * as styles from "./404.module.css"

export default function NotFoundPage({ location }: PageProps) {
  const { handle } = useProfile()
  const postPrefix = withPrefix(`/post/`)
  if (location.pathname.startsWith(postPrefix)) {
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
