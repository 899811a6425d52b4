// Authors' pages: /authors/{id} for each author of content/data/authors.json
// (site-build/authors.ts), with its later pages and its feeds beside it.
// Pages load this module: keep it small.

/** An author of authors.json as their listing's pages get them in their context (site-build/listing-pages.ts). */
export interface AuthorContext {
  id: string
  name: string
  bio: string | null
  links: ReadonlyArray<{ name: string; url: string }>
  /** The picture as the build resized it, and its address when it could not be (an SVG, another host); null without one. */
  avatar: { data: unknown; src: string | null } | null
  /** The page's JSON-LD (a ProfilePage of the author as a Person), made by the build, so no page script carries its builder. */
  structuredData?: string
}

/** The page that lists an author's posts. */
export function authorPath(id: string): string {
  return `/authors/${id}`
}
