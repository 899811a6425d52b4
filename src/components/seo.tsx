import React from "react"
import { Helmet } from "react-helmet"
import { withPrefix } from "gatsby"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { absoluteUrl } from "../lib/urls"
import { siteConfig } from "../site-config"

export interface SeoProps {
  /** The page's own title, used for link previews. */
  title: string
  /** The browser tab title; defaults to the title. */
  documentTitle?: string
  /** Falls back to the title, as link previews need one. */
  description?: string | null
  /** The page's path on this site, without the path prefix. */
  path: string
  /** A path under static/ or an absolute URL; defaults to the site's image. */
  image?: string | null
  type?: `website` | `article`
  /** The page's language, when it is not the site's. */
  lang?: string | null
  children?: React.ReactNode
}

/** Every head tag a page needs for search engines and link previews. */
export function Seo({ title, documentTitle, description, path, image, type = `website`, lang, children }: SeoProps) {
  const site = useSiteMetadata()
  const text = description || title
  const url = absoluteUrl(site.siteUrl, withPrefix(path))
  const imageUrl = absoluteUrl(site.siteUrl, withPrefix(image || site.image))

  return (
    // gatsby-ssr.tsx writes the language into the prebuilt HTML; Helmet keeps it right after moving to another page.
    <Helmet htmlAttributes={{ lang: lang || siteConfig.lang }}>
      <title>{documentTitle ?? title}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      {children}
    </Helmet>
  )
}
