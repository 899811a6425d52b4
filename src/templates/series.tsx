import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { DashboardLayout } from "../components/dashboard-layout"
import { Seo } from "../components/seo"
import { useProfile } from "../hooks/use-profile"
import { formatDisplayDate } from "../lib/dates"
import { postDescription } from "../lib/post-description"
import { seriesPath } from "../lib/series"
import { postPath } from "../lib/urls"
import * as styles from "./series.module.css"

/** The page context: the parts' slugs, first part first (gatsby/series-pages.ts). */
interface SeriesContext {
  slugs: readonly string[]
}

/** /series/{slug}: every part of a series, in order. */
export default function SeriesTemplate({ data, pageContext }: PageProps<Queries.SeriesQuery, SeriesContext>) {
  const { name: owner } = useProfile()
  const parts = pageContext.slugs.flatMap(slug => data.allMarkdownRemark.nodes.filter(node => node.fields.slug === slug))
  const name = parts[0]?.frontmatter.series ?? ``
  return (
    <DashboardLayout>
      <Seo
        title={`${name}: a series by ${owner}`}
        description={`${name}, a series of ${parts.length} posts by ${owner}: ${parts.map(part => part.frontmatter.title).join(`, `)}.`}
        path={seriesPath(name)}
      />
      <section aria-labelledby="series-title">
        <p className={styles.kind}>A series in {parts.length} parts</p>
        <h1 id="series-title" className={styles.heading}>
          {name}
        </h1>
        <ol className={styles.parts}>
          {parts.map((part, index) => (
            <li key={part.fields.slug}>
              <p className={styles.meta}>
                Part {index + 1} · <time dateTime={part.frontmatter.date}>{formatDisplayDate(part.frontmatter.date)}</time>
              </p>
              <h2 className={styles.title}>
                <Link to={postPath(part.fields.slug)}>{part.frontmatter.title}</Link>
              </h2>
              <p className={styles.description}>{postDescription(part.frontmatter.description, part.excerpt)}</p>
            </li>
          ))}
        </ol>
      </section>
    </DashboardLayout>
  )
}

export const query = graphql`
  query Series($slugs: [String!]!) {
    allMarkdownRemark(filter: { fields: { slug: { in: $slugs } } }) {
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
