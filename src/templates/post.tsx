import React from "react"
import { graphql, withPrefix, type PageProps } from "gatsby"
import { JsonLd } from "../components/json-ld"
import { defaultVersion, LanguageSwitch, postLanguages } from "../components/language-switch"
import { PostArticle } from "../components/post-article"
import { PostLayout } from "../components/post-layout"
import { PostTags } from "../components/post-tags"
import { ReadNext } from "../components/read-next"
import { PostAids } from "../components/post-aids"
import { SeriesParts } from "../components/series-parts"
import { Seo } from "../components/seo"
import { SharePost } from "../components/share-post"
import { PostComments } from "../components/post-comments"
import { NewsletterForm } from "../components/newsletter-form"
import { formatDate, useWords } from "../i18n/words"
import { readingTime } from "../lib/reading-time"
import { blogPosting } from "../lib/post-structured-data"
import { toImageData } from "../lib/picture"
import { postDescription } from "../lib/post-description"
import { coverAlt } from "../lib/post-index"
import { tableOfContents } from "../lib/toc"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { siteConfig } from "../site-config"
import { absoluteUrl, isExternalUrl, postPath } from "../lib/urls"
import { SEVERAL_LANGUAGES } from "../lib/site-languages"

/** The page context: the post and the slugs of the posts to read next (site-build/post-pages.ts). */
interface PostContext {
  seriesParts: readonly string[]
  seriesFirst: number
  seriesLength: number
}

export default function PostTemplate({ data, pageContext }: PageProps<Queries.PostQuery, PostContext>) {
  const { post, profile, previous, next } = data
  const { siteUrl } = useSiteMetadata()
  const { lang: pageLang, t } = useWords()
  if (!post || !profile) throw new Error(`The post template ran without a post or a profile`)
  const { frontmatter, fields } = post
  const cover = post.cover?.childImageSharp
  const hero = toImageData(cover?.hero)
  const image =
    frontmatter.image && (hero || post.coverUrl)
      ? { data: hero, src: post.coverUrl, alt: coverAlt(frontmatter.title, frontmatter.imageAlt, t.post.coverAlt) }
      : null
  // Link previews want a raster image: the cover cropped to 1200×630, one on another host, or the generated card.
  const previewSrc = toImageData(cover?.preview)?.src ?? (post.coverUrl && isExternalUrl(post.coverUrl) ? post.coverUrl : post.socialCard)
  // Generated URLs carry the path prefix already: made absolute here, Seo and JSON-LD keep them as they are.
  const preview = previewSrc ? absoluteUrl(siteUrl, previewSrc) : null
  const url = absoluteUrl(siteUrl, withPrefix(postPath(fields.slug)))
  // In the context's order: the closest first.
  const related = data.related.nodes.map(({ fields: { slug }, frontmatter }) => ({ slug, ...frontmatter }))
  // The post in each of its languages, the original first (site-build/translations.ts).
  const languages = postLanguages(data.languages.nodes)
  const description = postDescription(frontmatter.description, post.excerpt)
  // A post in a language the site has is a page in that language; in another, its words are the post's alone.
  const ownLang = frontmatter.lang && frontmatter.lang !== pageLang ? frontmatter.lang : null
  const displayDate = (date: string) => formatDate(pageLang, date)
  const link = (found: typeof previous) => (found ? { slug: found.fields.slug, title: found.frontmatter.title } : null)
  return (
    <PostLayout>
      <Seo
        title={frontmatter.title}
        documentTitle={`${profile.handle} | ${fields.slug}`}
        description={description}
        path={postPath(fields.slug)}
        image={preview}
        type="article"
        lang={ownLang}
      >
        {/* The post in each of its languages, its own included: hreflang links. */}
        {[...languages, ...defaultVersion(languages)].map(({ lang, slug }) => (
          <link key={lang} rel="alternate" hrefLang={lang} href={absoluteUrl(siteUrl, withPrefix(postPath(slug)))} />
        ))}
      </Seo>
      <JsonLd
        build={site =>
          blogPosting(site, {
            slug: fields.slug,
            title: frontmatter.title,
            description: description ?? frontmatter.title,
            image: preview,
            date: post.publishedAt,
            updated: frontmatter.updated,
            category: frontmatter.category,
            inLanguage: ownLang ?? (SEVERAL_LANGUAGES ? pageLang : null),
            bylines: post.bylines,
          })
        }
      />
      <PostArticle
        title={frontmatter.title}
        category={frontmatter.category}
        bylines={post.bylines}
        dateTime={frontmatter.date}
        displayDate={displayDate(frontmatter.date)}
        updated={frontmatter.updated ? { dateTime: frontmatter.updated, displayDate: displayDate(frontmatter.updated) } : null}
        readingTime={readingTime(post.words, pageLang, t.post.readingTime)}
        image={image}
        html={post.html ?? ``}
        richStyles={post.richStyles}
        lang={ownLang}
        languages={<LanguageSwitch languages={languages} current={fields.slug} />}
        toc={tableOfContents((post.headings ?? []).flatMap(heading => (heading ? [heading] : [])))}
        notice={
          post.publication === `draft`
            ? { kind: `draft` }
            : post.publication === `scheduled`
              ? { kind: `scheduled`, displayDate: displayDate(frontmatter.date) }
              : null
        }
      >
        <PostAids
          words={post.words}
          file={post.parent && `relativePath` in post.parent ? post.parent.relativePath : null}
          editPostsAt={siteConfig.editPostsAt}
        />
        <SeriesParts current={fields.slug} context={pageContext} parts={data.seriesParts.nodes} />
        {/* Tag pages list listed posts only, so a post kept off the list links to none. */}
        <PostTags tags={post.listed ? frontmatter.tags : []} placement="post" />
        <SharePost url={url} title={frontmatter.title} />
        <NewsletterForm />
        <ReadNext previous={link(previous)} next={link(next)} related={related} />
        <PostComments on={frontmatter.comments} url={url} title={frontmatter.title} description={description} />
      </PostArticle>
    </PostLayout>
  )
}

export const query = graphql`
  query Post($slug: String!, $previous: String!, $next: String!, $related: [String!]!, $seriesParts: [String!]!, $languages: [String!]!) {
    post: markdownRemark(fields: { slug: { eq: $slug } }) {
      html
      headings {
        id
        value
        depth
      }
      excerpt(pruneLength: 160)
      words
      publishedAt
      richStyles
      ...Bylines
      fields {
        slug
      }
      publication
      listed
      frontmatter {
        title
        date
        updated
        category
        tags
        image
        imageAlt
        description
        lang
        comments
      }
      cover {
        childImageSharp {
          hero: gatsbyImageData(layout: FULL_WIDTH)
          preview: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG], placeholder: NONE)
        }
      }
      coverUrl
      socialCard
      parent {
        ... on File {
          relativePath
        }
      }
    }
    profile: profileJson {
      handle
    }
    previous: postBySlug(slug: $previous) {
      ...PostLink
    }
    next: postBySlug(slug: $next) {
      ...PostLink
    }
    seriesParts: postsBySlug(slugs: $seriesParts) {
      nodes {
        ...SeriesPart
      }
    }
    languages: postsBySlug(slugs: $languages) {
      nodes {
        ...PostLanguage
      }
    }
    related: postsBySlug(slugs: $related) {
      nodes {
        ...RelatedPost
      }
    }
  }
`
