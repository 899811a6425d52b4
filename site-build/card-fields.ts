// A post card's fields are declared once, by the PostSummary fragment in
// src/components/post-card.tsx: the page queries spread it, Gatsby's typegen
// makes the card's types from it (Queries.PostSummaryFragment), and the build's
// own queries (the post index, the search index) read its fields from that file
// here, because Gatsby lends its fragments to page and static queries only.
import { readFileSync } from "fs"
import path from "path"
import { Kind, parse, print, visit, type FragmentDefinitionNode } from "graphql"

/** The file that declares a card's fields, from the site's folder. */
export const CARD_FRAGMENT_FILE = `src/components/post-card.tsx`
const CARD_FRAGMENT = `PostSummary`

let fields: string | undefined

/** The PostSummary fragment's fields, as a selection for a query of MarkdownRemark nodes. Read once per build. */
export function postSummaryFields(): string {
  fields ??= fragmentFields(readFileSync(path.resolve(CARD_FRAGMENT_FILE), `utf8`), CARD_FRAGMENT, CARD_FRAGMENT_FILE)
  return fields
}

/**
 * The fields of the fragment `name` in a source file's graphql`` literals, printed as a selection set's body.
 * Throws, naming the file, when the file lacks the fragment or the fragment spreads another one (which the build's
 * queries could not resolve).
 */
export function fragmentFields(source: string, name: string, file: string): string {
  const fragment = graphqlLiterals(source)
    .flatMap(text => parse(text).definitions)
    .find((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION && node.name.value === name)
  if (!fragment) throw new Error(`${file}: no graphql fragment named ${name}, which declares the fields of a post's card`)
  visit(fragment.selectionSet, {
    FragmentSpread(spread) {
      throw new Error(
        `${file}: the fragment ${name} spreads ...${spread.name.value}; write its fields out, as the build's own queries read them`,
      )
    },
  })
  // The selection set's body, its lines taken out of the braces' indent.
  return print(fragment.selectionSet)
    .slice(1, -1)
    .trim()
    .replace(/\n {2}/g, `\n`)
}

/** The text of each graphql`` tagged template in a source file (Gatsby's queries hold no substitutions). */
function graphqlLiterals(source: string): string[] {
  return [...source.matchAll(/\bgraphql`([^`]*)`/g)].map(match => match[1])
}
