/** @jest-environment node */
import { parse } from "graphql"
import { CARD_FRAGMENT_FILE, fragmentFields, postSummaryFields } from "../card-fields"

const source = `
import { graphql } from "gatsby"
export const query = graphql\`
  query Other { site { id } }
\`
export const card = graphql\`
  fragment Card on MarkdownRemark {
    excerpt(pruneLength: 160)
    fields { slug }
    frontmatter { title subtitle }
  }
\`
`

describe(`fragmentFields`, () => {
  it(`gives the named fragment's fields, from whichever graphql literal declares it`, () => {
    const fields = fragmentFields(source, `Card`, `card.tsx`)
    expect(fields.replace(/\s+/g, ` `)).toBe(`excerpt(pruneLength: 160) fields { slug } frontmatter { title subtitle }`)
  })

  it(`names the file when it declares no such fragment`, () => {
    expect(() => fragmentFields(source, `PostSummary`, `card.tsx`)).toThrow(`card.tsx: no graphql fragment named PostSummary`)
  })

  it(`refuses a fragment that spreads another, which the build's own queries could not resolve`, () => {
    const spreading = `graphql\`fragment Card on MarkdownRemark { fields { slug } ...Cover }\``
    expect(() => fragmentFields(spreading, `Card`, `card.tsx`)).toThrow(`card.tsx: the fragment Card spreads ...Cover`)
  })
})

it(`reads the cards' PostSummary fragment from ${CARD_FRAGMENT_FILE}, as a selection a query of posts can hold`, () => {
  const fields = postSummaryFields()
  expect(fields).toMatch(/^excerpt\(pruneLength: 160\)/)
  expect(fields).toContain(`fields {\n  slug\n}`)
  expect(() => parse(`{ allMarkdownRemark { nodes { ${fields} } } }`)).not.toThrow()
})
