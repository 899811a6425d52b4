import React from "react"
import { graphql, type PageProps } from "gatsby"
import { DashboardLayout } from "../components/dashboard-layout"
import { SeriesList } from "../components/series-list"
import { Seo } from "../components/seo"
import { useProfile } from "../hooks/use-profile"
import { postDescription } from "../lib/post-description"
import { seriesPath } from "../lib/series"
import { fill, useWords } from "../i18n/words"
import { languagePath } from "../lib/site-languages"

/** /series/{slug}: every part of a series, in order (its context names their slugs, first part first: site-build/series-pages.ts). */
export default function SeriesTemplate({ data }: PageProps<Queries.SeriesQuery>) {
  const { name: owner } = useProfile()
  const { lang, t } = useWords()
  const parts = data.parts.nodes
  const name = parts[0]?.frontmatter.series ?? ``
  return (
    <DashboardLayout>
      <Seo
        title={fill(t.listing.seriesTitle, { name, owner })}
        description={fill(t.listing.seriesDescription, {
          name,
          owner,
          count: parts.length,
          titles: parts.map(part => part.frontmatter.title).join(t.site.listSeparator),
        })}
        path={languagePath(lang, seriesPath(name))}
      />
      <SeriesList
        name={name}
        parts={parts.map(part => ({
          slug: part.fields.slug,
          title: part.frontmatter.title,
          date: part.frontmatter.date,
          description: postDescription(part.frontmatter.description, part.excerpt),
        }))}
      />
    </DashboardLayout>
  )
}

export const query = graphql`
  query Series($slugs: [String!]!) {
    parts: postsBySlug(slugs: $slugs) {
      nodes {
        fields {
          slug
        }
        excerpt(pruneLength: 160)
        frontmatter {
          title
          date
          series
          description
        }
      }
    }
  }
`
