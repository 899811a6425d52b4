import React from "react"
import { graphql, type PageProps } from "gatsby"
import { JsonLd } from "../components/json-ld"
import { PostArticle } from "../components/post-article"
import { PostLayout } from "../components/post-layout"
import { PostTags } from "../components/post-tags"
import { Seo } from "../components/seo"
import { formatDisplayDate } from "../lib/dates"
import { readingTime } from "../lib/reading-time"
import { blogPosting } from "../lib/structured-data"
import { toImageData } from "../lib/picture"
import { coverAlt } from "../lib/post-index"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { absoluteUrl, isExternalUrl, postPath } from "../lib/urls"

export default function PostTemplate({ data }: PageProps<Queries.PostQuery>) {
  const { post, profile } = data
  const { siteUrl } = useSiteMetadata()
  if (!post || !profile) throw new Error(`The post template ran without a post or a profile`)
  const { frontmatter, fields } = post
  const cover = post.cover?.childImageSharp
  const hero = toImageData(cover?.hero)
  const image =
    frontmatter.image && (hero || post.coverUrl) ? { data: hero, src: post.coverUrl, alt: coverAlt(frontmatter.title, frontmatter.imageAlt) } : null
  // Link previews want a raster image: the cover cropped to 1200×630, one on another host, or the generated card.
  const previewSrc = toImageData(cover?.preview)?.src ?? (post.coverUrl && isExternalUrl(post.coverUrl) ? post.coverUrl : post.socialCard)
  // Generated URLs carry the path prefix already: made absolute here, Seo and JSON-LD keep them as they are.
  const preview = previewSrc ? absoluteUrl(siteUrl, previewSrc) : null

  return (
    <PostLayout>
      <Seo
        title={frontmatter.title}
        documentTitle={`${profile.handle} | ${fields.slug}`}
        description={frontmatter.description ?? post.excerpt}
        path={postPath(fields.slug)}
        image={preview}
        type="article"
      />
      <JsonLd
        build={site =>
          blogPosting(site, {
            slug: fields.slug,
            title: frontmatter.title,
            description: frontmatter.description ?? post.excerpt ?? frontmatter.title,
            image: preview,
            date: frontmatter.date,
            category: frontmatter.category,
            authors: frontmatter.authors,
          })
        }
      />
      <PostArticle
        title={frontmatter.title}
        category={frontmatter.category}
        author={frontmatter.author}
        dateTime={frontmatter.date}
        displayDate={formatDisplayDate(frontmatter.date)}
        readingTime={readingTime(post.words)}
        image={image}
        html={post.html ?? ``}
        notice={
          post.publication === `draft`
            ? { kind: `draft` }
            : post.publication === `scheduled`
              ? { kind: `scheduled`, displayDate: formatDisplayDate(frontmatter.date) }
              : null
        }
      />
      {/* Tag pages list listed posts only, so a post kept off the list links to none. */}
      <PostTags tags={post.listed ? frontmatter.tags : []} placement="post" />
    </PostLayout>
  )
}

export const query = graphql`
  query Post($slug: String!) {
    post: markdownRemark(fields: { slug: { eq: $slug } }) {
      html
      excerpt(pruneLength: 160)
      words
      fields {
        slug
      }
      publication
      listed
      frontmatter {
        title
        author
        authors
        date
        category
        tags
        image
        imageAlt
        description
      }
      cover {
        childImageSharp {
          hero: gatsbyImageData(layout: FULL_WIDTH)
          preview: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG], placeholder: NONE)
        }
      }
      coverUrl
      socialCard
    }
    profile: profileJson {
      handle
    }
  }
`
