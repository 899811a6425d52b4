import React, { Fragment } from "react"
import { graphql, Link } from "gatsby"
import { authorPath } from "../lib/authors"
import { useWords } from "../i18n/words"
import { languagePath } from "../lib/site-languages"

/** The post's authors as one line (A, B and C), each author of authors.json a link to their page; one element, for flex rows. */
export function Bylines({ bylines }: { bylines: ReadonlyArray<{ name: string; id: string | null }> }) {
  const { lang, t } = useWords()
  return (
    <span>
      {bylines.map(({ name, id }, index) => (
        <Fragment key={index}>
          {index === 0 ? `` : index === bylines.length - 1 ? t.site.and : t.site.listSeparator}
          {id ? <Link to={languagePath(lang, authorPath(id))}>{name}</Link> : name}
        </Fragment>
      ))}
    </span>
  )
}

export const query = graphql`
  fragment Bylines on MarkdownRemark {
    bylines {
      name
      id
      links
    }
  }
`
