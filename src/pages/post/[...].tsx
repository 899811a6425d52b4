// /post/{anything without a file}: a client-only fallback in the post layout.
import React from "react"
import { Link, type PageProps } from "gatsby"
import { Helmet } from "react-helmet"
import { PostLayout } from "../../components/post-layout"
import { useProfile } from "../../hooks/use-profile"

export default function UnknownPost({ params }: PageProps) {
  const { handle } = useProfile()
  const slug = params[`*`] ?? ``
  return (
    <PostLayout>
      <Helmet>
        <html lang="en" />
        <title>{`${handle} | ${slug}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <article>
        <h1>Not Found</h1>
        <p>There is no post at this address. It may have moved, or the link may be mistyped.</p>
        <p>
          <Link to="/">See all posts</Link>
        </p>
      </article>
    </PostLayout>
  )
}
