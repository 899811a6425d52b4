import React from "react"
import { graphql, type PageProps } from "gatsby"
import { DashboardLayout } from "../components/dashboard-layout"
import { Seo } from "../components/seo"
import { TagIndex } from "../components/tag-index"
import { useProfile } from "../hooks/use-profile"
import { tagCounts } from "../lib/tag-counts"
import { TAGS_PATH } from "../lib/tags"

export default function TagsPage({ data }: PageProps<Queries.TagsQuery>) {
  const { name } = useProfile()
  const tags = tagCounts(data.allMarkdownRemark.group)
  return (
    <DashboardLayout>
      <Seo
        title={`Tags on ${name}’s blog`}
        description={`Every topic ${name} writes about, with the number of posts on each: ${tags
          .slice(0, 6)
          .map(tag => tag.name)
          .join(`, `)}.`}
        path={TAGS_PATH}
      />
      <TagIndex tags={tags} />
    </DashboardLayout>
  )
}

export const query = graphql`
  query Tags {
    allMarkdownRemark(filter: { listed: { eq: true } }) {
      group(field: { frontmatter: { tags: SELECT } }) {
        fieldValue
        totalCount
      }
    }
  }
`
