import React from "react"
import { graphql, type PageProps } from "gatsby"
import { JsonLd } from "../components/json-ld"
import { PostArticle } from "../components/post-article"
import { PostLayout } from "../components/post-layout"
import { Seo } from "../components/seo"
import { formatDisplayDate } from "../lib/dates"
import { readingTime } from "../lib/reading-time"
import { blogPosting } from "../lib/structured-data"
import { postPath } from "../lib/urls"

export default function PostTemplate({ data }: PageProps<Queries.PostQuery>) {
  const { post, profile } = data
  if (!post || !profile) throw new Error(`The post template ran without a post or a profile`)
  const { frontmatter, fields } = post
  const image = frontmatter.image
    ? { src: frontmatter.image, alt: frontmatter.imageAlt ?? `Cover image for “${frontmatter.title}”` }
    : null

  return (
    <PostLayout>
      <Seo
        title={frontmatter.title}
        documentTitle={`${profile.handle} | ${fields.slug}`}
        description={frontmatter.description ?? post.excerpt}
        path={postPath(fields.slug)}
        image={frontmatter.image}
        type="article"
      />
      <JsonLd
        build={site =>
          blogPosting(site, {
            slug: fields.slug,
            title: frontmatter.title,
            description: frontmatter.description ?? post.excerpt ?? frontmatter.title,
            image: frontmatter.image,
            date: frontmatter.date,
            category: frontmatter.category,
            author: frontmatter.author,
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
      />
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
      frontmatter {
        title
        author
        date
        category
        image
        imageAlt
        description
      }
    }
    profile: profileJson {
      handle
    }
  }
`
