import React, { useMemo } from "react"
import { graphql, type PageProps } from "gatsby"
import { DashboardLayout } from "../components/dashboard-layout"
import { Seo } from "../components/seo"
import { TagPosts } from "../components/tag-posts"
import { useProfile } from "../hooks/use-profile"
import { pageCount, pageLinks, pagePath } from "../lib/pagination"
import { toPostSummary } from "../lib/post-index"
import { tagCounts } from "../lib/tag-counts"
import { tagPath, type TagPageContext } from "../lib/tags"

export default function TagTemplate({ data, pageContext }: PageProps<Queries.TagQuery, TagPageContext>) {
  const { name: owner } = useProfile()
  const { slug, skip, limit } = pageContext
  const { posts, spellings } = data
  // The tag as its posts write it; its address is the same for every spelling.
  const name = tagCounts(spellings.group).find(tag => tag.slug === slug)?.name ?? slug
  const count = posts.totalCount
  const links = pageLinks(tagPath(name), Math.floor(skip / limit) + 1, pageCount(count, limit))
  const summaries = useMemo(() => posts.nodes.map(toPostSummary), [posts.nodes])
  const onPage = links.pages > 1 ? `, page ${links.page} of ${links.pages}` : ``
  const titles = summaries
    .slice(0, 3)
    .map(post => post.title)
    .join(`; `)

  return (
    <DashboardLayout>
      <Seo
        title={`Posts tagged “${name}” by ${owner}${onPage}`}
        description={`${count} ${count === 1 ? `post` : `posts`} by ${owner} tagged “${name}”${onPage}: ${titles}.`}
        path={pagePath(tagPath(name), links.page)}
      />
      <TagPosts name={name} count={count} posts={summaries} links={links} />
    </DashboardLayout>
  )
}

export const query = graphql`
  query Tag($slug: String!, $skip: Int!, $limit: Int!) {
    posts: allMarkdownRemark(
      filter: { listed: { eq: true }, tagSlugs: { in: [$slug] } }
      sort: { frontmatter: { date: DESC } }
      skip: $skip
      limit: $limit
    ) {
      totalCount
      nodes {
        ...PostSummary
      }
    }
    spellings: allMarkdownRemark(filter: { listed: { eq: true }, tagSlugs: { in: [$slug] } }) {
      group(field: { frontmatter: { tags: SELECT } }) {
        fieldValue
        totalCount
      }
    }
  }
`
