// A post's schema.org BlogPosting (JSON-LD), apart from the owner's
// (structured-data.ts): only the post template's script carries it.
import { authorPath } from "./authors"
import { CONTEXT, personId, type JsonLdObject, type SiteContext } from "./structured-data"
import { postPath, siteUrlFor } from "./urls"

/** A post's author (its byline): an id of authors.json has a page and links; a plain name has neither. */
export interface BylineData {
  name: string
  id: string | null
  links: readonly string[]
}

export interface PostData {
  slug: string
  title: string
  description: string
  /** The cover image (a path under static/ or a URL); the site's default when null. */
  image: string | null
  /** The publication date, YYYY-MM-DD, or the instant (RFC 3339) when the post gives a time of day. */
  date: string
  /** The day of the last real change (updated in the front matter), YYYY-MM-DD. */
  updated?: string | null
  category: string
  /** The post's language, on a site of several languages or when it is not the site's; left out otherwise. */
  inLanguage?: string | null
  /** Each author; the owner when the post names none. */
  bylines: readonly BylineData[]
}

/** An author as a schema.org Person: the owner's is the home page's; one of authors.json is their page's. */
export function authorPerson(site: SiteContext, { name, id, links }: BylineData): JsonLdObject {
  if (id) return { "@type": `Person`, name, url: siteUrlFor(site, authorPath(id)), ...(links.length > 0 ? { sameAs: links } : {}) }
  return name === site.ownerName
    ? { "@type": `Person`, "@id": personId(site), name, url: siteUrlFor(site, `/`) }
    : { "@type": `Person`, name }
}

export function blogPosting(site: SiteContext, post: PostData): JsonLdObject {
  const url = siteUrlFor(site, postPath(post.slug))
  const bylines = post.bylines.length > 0 ? post.bylines : [{ name: site.ownerName, id: null, links: [] }]
  const people = bylines.map(byline => authorPerson(site, byline))
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
    ...(post.inLanguage ? { inLanguage: post.inLanguage } : {}),
    mainEntityOfPage: { "@type": `WebPage`, "@id": url },
  }
}
