/** @jest-environment node */
// A card's fields are written twice because Gatsby needs its fragments as
// literals in src/ and the build's own queries cannot use them: the PostSummary
// fragment (src/components/post-card.tsx) and POST_SUMMARY_FIELDS
// (site-build/post-index.ts, for the post index and the search index). This keeps
// them the same field for field; the type check keeps PostSummaryNode in step.
import { readFileSync } from "fs"
import { parse, print, type FragmentDefinitionNode } from "graphql"
import { POST_SUMMARY_FIELDS } from "../listed-posts"

function selections(fragment: string): string {
  const definition = parse(fragment).definitions[0] as FragmentDefinitionNode
  return print(definition.selectionSet)
}

it(`asks for the same fields as the cards' PostSummary fragment`, () => {
  const source = readFileSync(`src/components/post-card.tsx`, `utf8`)
  const fragment = /graphql`\s*(fragment PostSummary on MarkdownRemark \{[\s\S]*?\n {2}\})\s*`/.exec(source)?.[1]
  expect(fragment).toBeDefined()
  expect(selections(fragment!)).toBe(selections(`fragment F on MarkdownRemark { ${POST_SUMMARY_FIELDS} }`))
})
