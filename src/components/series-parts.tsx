import React from "react"
import { graphql, Link } from "gatsby"
import { seriesPath } from "../lib/series"
import { postPath } from "../lib/urls"
import * as styles from "./series-parts.module.css"

interface SeriesPartsProps {
  /** The post being read. */
  current: string
  /** Every part's slug, first part first (site-build/post-pages.ts). */
  order: readonly string[]
  /** The parts as the query returns them, in any order. */
  parts: ReadonlyArray<{ fields: { slug: string }; frontmatter: { title: string; series: string | null } }>
}

/** "Part 2 of 4 of Name", with every part linked; nothing outside a series. */
export function SeriesParts({ current, order, parts }: SeriesPartsProps) {
  const ordered = order.flatMap(slug => parts.filter(part => part.fields.slug === slug))
  const index = order.indexOf(current)
  const name = ordered[0]?.frontmatter.series
  if (index === -1 || !name) return null
  return (
    <nav aria-labelledby="series-heading" className={styles.series}>
      <h2 id="series-heading" className={styles.heading}>
        Part {index + 1} of {order.length} of <Link to={seriesPath(name)}>{name}</Link>
      </h2>
      <ol className={styles.parts}>
        {ordered.map(part => (
          <li key={part.fields.slug}>
            {part.fields.slug === current ? (
              <span aria-current="page" className={styles.current}>
                {part.frontmatter.title}
              </span>
            ) : (
              <Link to={postPath(part.fields.slug)}>{part.frontmatter.title}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

export const query = graphql`
  fragment SeriesPart on MarkdownRemark {
    fields {
      slug
    }
    frontmatter {
      title
      series
    }
  }
`
