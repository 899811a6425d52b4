import React from "react"
import { Link } from "gatsby"
import { Helmet } from "react-helmet"
import { Footer } from "../components/footer"
import { SkipLink } from "../components/skip-link"
import { useProfile } from "../hooks/use-profile"
import * as styles from "./404.module.css"

export default function NotFoundPage() {
  const { handle } = useProfile()
  return (
    <>
      <Helmet>
        <html lang="en" />
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
