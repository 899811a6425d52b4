import React from "react"
import { Helmet } from "react-helmet"
import { withPrefix } from "gatsby"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { absoluteUrl } from "../lib/urls"
import { useWords, type PageVersions } from "../i18n/words"
import { SEVERAL_LANGUAGES, htmlAttributes, languagePath, ogLocale } from "../lib/site-languages"
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
  /** The post's language, when it is not the page's. */
  lang?: string | null
  children?: React.ReactNode
}

/** Every head tag a page needs for search engines and link previews. */
export function Seo({ title, documentTitle, description, path, image, type = `website`, lang, children }: SeoProps) {
  const site = useSiteMetadata()
  const words = useWords()
  const { versions } = words
  const text = description || title
  const url = absoluteUrl(site.siteUrl, withPrefix(path))
  const imageUrl = absoluteUrl(site.siteUrl, withPrefix(image || site.image))

  return (
    // gatsby-ssr.tsx writes the language and direction into the prebuilt HTML; Helmet keeps them right after a move.
    <Helmet htmlAttributes={htmlAttributes(words.lang, lang)}>
      <title>{documentTitle ?? title}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.title} />
      {/* A site of one language says nothing of languages; one of several names each page's and its counterparts'. */}
      {SEVERAL_LANGUAGES && <meta property="og:locale" content={ogLocale(words.lang)} />}
      {/* A page some of the site's languages have (its page context's versions): each version, and x-default. */}
      {SEVERAL_LANGUAGES && versions && languageVersions(versions, words.lang, site.siteUrl)}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      {children}
    </Helmet>
  )
}

/**
 * The tags naming a page's versions in the site's other languages: og:locale:alternate for each, a hreflang link for
 * each and for x-default (the default language's version, or the first there is).
 */
function languageVersions(versions: PageVersions, lang: string, siteUrl: string): React.ReactElement[] {
  const defaultVersion = versions.languages.includes(siteConfig.lang) ? siteConfig.lang : (versions.languages[0] ?? siteConfig.lang)
  const href = (other: string) =>
    absoluteUrl(siteUrl, withPrefix(languagePath(other === `x-default` ? defaultVersion : other, versions.path)))
  return [
    ...versions.languages
      .filter(other => other !== lang)
      .map(other => <meta key={`og-${other}`} property="og:locale:alternate" content={ogLocale(other)} />),
    ...[...versions.languages, `x-default`].map(other => (
      <link key={`alternate-${other}`} rel="alternate" hrefLang={other} href={href(other)} />
    )),
  ]
}
