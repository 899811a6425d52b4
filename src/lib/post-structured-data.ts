// A post's schema.org BlogPosting (JSON-LD), apart from the owner's
// (structured-data.ts): only the post template's script carries it.
import { CONTEXT, personId, type JsonLdObject, type SiteContext } from "./structured-data"
import { postPath, siteUrlFor } from "./urls"

export interface PostData {
  slug: string
  title: string
  description: string
  /** The cover image (a path under static/ or a URL); the site's default when null. */
  image: string | null
  /** The publication date, YYYY-MM-DD. */
  date: string
  /** The day of the last real change (updated in the front matter), YYYY-MM-DD. */
  updated?: string | null
  category: string
  /** Each author by name; empty for the owner. */
  authors: readonly string[]
}

export function blogPosting(site: SiteContext, post: PostData): JsonLdObject {
  const url = siteUrlFor(site, postPath(post.slug))
  const people = (post.authors.length > 0 ? post.authors : [site.ownerName]).map(name =>
    name === site.ownerName ? { "@type": `Person`, "@id": personId(site), name, url: siteUrlFor(site, `/`) } : { "@type": `Person`, name },
  )
  const author = people.length === 1 ? people[0] : people
  return {
    "@context": CONTEXT,
    "@type": `BlogPosting`,
    headline: post.title,
    description: post.description,
    image: siteUrlFor(site, post.image || site.image),
    datePublished: post.date,
    // Search engines read an unchanged post's modification as its publication.
    dateModified: post.updated || post.date,
    author,
    url,
    articleSection: post.category,
    mainEntityOfPage: { "@type": `WebPage`, "@id": url },
  }
}
