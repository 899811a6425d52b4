import React from "react"
import { graphql, type PageProps } from "gatsby"
import { ArchiveList } from "../components/archive-list"
import { DashboardLayout } from "../components/dashboard-layout"
import { Seo } from "../components/seo"
import { useProfile } from "../hooks/use-profile"
import { ARCHIVE_PATH, archiveYearPath, type ArchivePageContext } from "../lib/archive"
import { countWords, fill, useWords } from "../i18n/words"
import { languagePath } from "../lib/site-languages"

/** /archive, and each year's page when the archive is split (site-build/archive-pages.ts). */
export default function ArchiveTemplate({ data, pageContext }: PageProps<Queries.ArchiveQuery, ArchivePageContext>) {
  const { name } = useProfile()
  const { lang, t } = useWords()
  const words = t.listing
  const { summary, year } = pageContext
  const posts = data.posts.nodes.map(({ fields, frontmatter }) => ({
    slug: fields.slug,
    title: frontmatter.title,
    date: frontmatter.date,
  }))
  const count = year === null ? summary.total : (summary.years.find(entry => entry.year === year)?.count ?? 0)
  const years = summary.years.map(entry => entry.year)
  const span =
    years.length > 1
      ? fill(words.archiveSpan, { first: years[years.length - 1], last: years[0] })
      : years.length === 1
        ? fill(words.archiveIn, { year: years[0] })
        : ``
  const values = { owner: name, year: year ?? ``, span }
  return (
    <DashboardLayout>
      <Seo
        title={fill(year === null ? words.archiveTitle : words.archiveYearTitle, values)}
        description={
          year === null
            ? fill(words.archiveDescription, { ...values, posts: countWords(lang, words.postCount, summary.total) })
            : fill(words.archiveYearDescription, { ...values, posts: countWords(lang, words.postCount, count) })
        }
        path={languagePath(lang, year === null ? ARCHIVE_PATH : archiveYearPath(year))}
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
