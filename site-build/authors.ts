// The blog's authors as posts name them: content/data/authors.json (optional)
// gives an id a name, a page (/authors/{id}) and links; a name that is no id
// shows as written; a post that names nobody is the owner's. The post's
// author and authors fields, its bylines and the author pages all read this.
import { postAuthors } from "./content-model/content-rules"
import type { AuthorContext } from "../src/lib/authors"
import type { FrontMatter } from "./content-model/front-matter"

/** An entry of authors.json as gatsby-transformer-json makes it a node: its "id" is kept as jsonId. */
export interface AuthorNode {
  jsonId?: string
  name: string
  links?: ReadonlyArray<{ name: string; url: string }> | null
}

/** One author of a post: the id is set when authors.json has them (their page is /authors/{id}). */
export interface Byline {
  name: string
  id: string | null
  /** Their pages elsewhere (authors.json's links), for the structured data. */
  links: string[]
}

export interface AuthorsContext {
  nodeModel: {
    findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>
    findOne(args: { type: string }): Promise<unknown>
  }
}

/** authors.json's entries by id; empty for a site without the file. */
export async function authorsById(context: AuthorsContext): Promise<Map<string, AuthorNode>> {
  const { entries } = await context.nodeModel.findAll({ type: `AuthorsJson` })
  const found = new Map<string, AuthorNode>()
  for (const author of entries as Iterable<AuthorNode>) if (author.jsonId) found.set(author.jsonId, author)
  return found
}

/** Each author of the post, in the order written; the owner alone when it names none. */
export async function postBylines(frontmatter: FrontMatter, context: AuthorsContext): Promise<Byline[]> {
  const written = postAuthors(frontmatter)
  if (written.length === 0) {
    const owner = ((await context.nodeModel.findOne({ type: `ProfileJson` })) as { name?: string } | null)?.name
    return owner ? [{ name: owner, id: null, links: [] }] : []
  }
  const authors = await authorsById(context)
  return written.map(name => {
    const author = authors.get(name)
    return author ? { name: author.name, id: name, links: (author.links ?? []).map(link => link.url) } : { name, id: null, links: [] }
  })
}

/** An author of authors.json, as the ListedPosts query returns them. */
export interface ListedAuthor {
  authorId: string
  name: string
  bio?: string | null
  links?: ReadonlyArray<{ name: string; url: string }> | null
  avatar?: string | null
  avatarUrl?: string | null
  avatarImage?: { childImageSharp: { gatsbyImageData: unknown } | null } | null
}

/** What an author's pages show of them. */
export function authorContext({ authorId, name, bio, links, avatar, avatarUrl, avatarImage }: ListedAuthor): AuthorContext {
  const data = avatarImage?.childImageSharp?.gatsbyImageData ?? null
  return { id: authorId, name, bio: bio ?? null, links: links ?? [], avatar: avatar ? { data, src: avatarUrl ?? null } : null }
}
