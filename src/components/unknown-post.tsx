// /post/{anything without a file}: "Not Found" in the post layout, rendered by the
// 404 page (a static host answers such an address with 404.html). Not a client-only
// route: Gatsby bundles every static page under a matchPath into the app script.
import React from "react"
import { Link } from "gatsby"
import { Helmet } from "react-helmet"
import { markHeadStale } from "./deferred-helmet"
import { PostLayout } from "./post-layout"
import { useProfile } from "../hooks/use-profile"
import { useWords } from "../i18n/words"
import { htmlAttributes } from "../lib/site-languages"

export function UnknownPost({ slug }: { slug: string }) {
  const { handle } = useProfile()
  const { lang, t } = useWords()
  // Never in the prebuilt HTML (404.html is built for /404.html): its title is
  // Helmet's to write. Idempotent, so safe to call as it renders.
  markHeadStale()
  return (
    <PostLayout>
      <Helmet htmlAttributes={htmlAttributes(lang)}>
        <title>{`${handle} | ${slug}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <article>
        <h1>{t.post.notFound}</h1>
        <p>{t.post.notFoundText}</p>
        <p>
          <Link to="/">{t.post.seeAllPosts}</Link>
        </p>
      </article>
    </PostLayout>
  )
}
