import React from "react"
import { graphql, type PageProps } from "gatsby"
import { ArchiveList } from "../components/archive-list"
import { DashboardLayout } from "../components/dashboard-layout"
import { Seo } from "../components/seo"
import { useProfile } from "../hooks/use-profile"
import { ARCHIVE_PATH, archiveYearPath, type ArchivePageContext } from "../lib/archive"

/** /archive, and each year's page when the archive is split (site-build/archive-pages.ts). */
export default function ArchiveTemplate({ data, pageContext }: PageProps<Queries.ArchiveQuery, ArchivePageContext>) {
  const { name } = useProfile()
  const { summary, year } = pageContext
  const posts = data.posts.nodes.map(({ fields, frontmatter }) => ({
    slug: fields.slug,
    title: frontmatter.title,
    date: frontmatter.date,
  }))
  const count = year === null ? summary.total : (summary.years.find(entry => entry.year === year)?.count ?? 0)
  const years = summary.years.map(entry => entry.year)
  const span = years.length > 1 ? ` from ${years[years.length - 1]} to ${years[0]}` : years.length === 1 ? ` in ${years[0]}` : ``
  return (
    <DashboardLayout>
      <Seo
        title={year === null ? `Archive of ${name}’s blog` : `${year}: archive of ${name}’s blog`}
        description={
          year === null
            ? `Every post ${name} has written${span}, by year and month: ${summary.total} ${summary.total === 1 ? `post` : `posts`}.`
            : `The ${count} ${count === 1 ? `post` : `posts`} ${name} wrote in ${year}, by month.`
        }
        path={year === null ? ARCHIVE_PATH : archiveYearPath(year)}
      />
      <ArchiveList summary={summary} year={year} posts={posts} />
    </DashboardLayout>
  )
}

export const query = graphql`
  query Archive($slugs: [String!]!) {
    posts: postsBySlug(slugs: $slugs) {
      nodes {
        fields {
          slug
        }
        frontmatter {
          title
          date
        }
      }
    }
  }
`
