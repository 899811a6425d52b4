import React from "react"
import { graphql, Link } from "gatsby"
import { seriesPath } from "../lib/series"
import { postPath } from "../lib/urls"
import * as styles from "./series-parts.module.css"
import { fill, fillParts, useWords } from "../i18n/words"
import { languagePath } from "../lib/site-languages"

interface SeriesPartsProps {
  /** The post being read. */
  current: string
  /**
   * The page context's series (site-build/post-pages.ts): the slugs of the parts to list, in order (every part of a
   * short series, the neighbours in a long one), the place of the first of them in the series, from 0, and the
   * series' number of parts.
   */
  context: { seriesParts: readonly string[]; seriesFirst: number; seriesLength: number }
  /** The parts as the query returns them, in any order. */
  parts: ReadonlyArray<{ fields: { slug: string }; frontmatter: { title: string; series: string | null } }>
}

/**
 * "Part 2 of 4 of Name", with every part linked; in a long series the parts around this one and a link to the
 * series' page, which lists them all. Nothing outside a series.
 */
export function SeriesParts({ current, context, parts }: SeriesPartsProps) {
  const { seriesParts: order, seriesFirst: first, seriesLength: total } = context
  const { lang, t } = useWords()
  const number = new Intl.NumberFormat(lang)
  const ordered = order.flatMap(slug => parts.filter(part => part.fields.slug === slug))
  const listed = order.indexOf(current)
  const name = ordered[0]?.frontmatter.series
  if (listed === -1 || !name) return null
  const index = first + listed
  const partial = order.length < total
  return (
    <nav aria-labelledby="series-heading" className={styles.series}>
      <h2 id="series-heading" className={styles.heading}>
        {fillParts(t.post.seriesPart, {
          index: number.format(index + 1),
          total: number.format(total),
          name: <Link to={languagePath(lang, seriesPath(name))}>{name}</Link>,
        })}
      </h2>
      <ol className={styles.parts} start={first + 1}>
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
      {partial && (
        <p className={styles.all}>
          <Link to={languagePath(lang, seriesPath(name))}>{fill(t.post.seriesAll, { total: number.format(total), name })}</Link>
        </p>
      )}
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
