// schema.org descriptions (JSON-LD) of the owner and of each post, for search engines.
import { postPath, siteUrlFor, type SiteOrigin } from "./urls"

/** What the builders need to know about the site; JsonLd (src/components/json-ld.tsx) fills it in. */
export interface SiteContext extends SiteOrigin {
  /** The site's default link-preview image (a path under static/ or a URL). */
  image: string
  /** The owner's name: a post by this author is linked to the owner's Person. */
  ownerName: string
}

type JsonLdObject = { [key: string]: unknown }

const CONTEXT = `https://schema.org`

/** The owner's Person, named once on the home page and referred to by this id everywhere else. */
export function personId(site: SiteOrigin): string {
  return `${siteUrlFor(site, `/`).replace(/\/+$/, ``)}/#person`
}

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

export interface ProfileData {
  name: string
  handle: string
  email: string
  /** A path under static/ or a URL. */
  avatar: string
  bio?: string | null
}

export interface WorkData {
  company: string
  link: string
  role: string
  /** A range such as "2024 - Present". */
  date: string
}

/** The job held now: the entry whose range ends with "Present", else the first one listed. */
export function currentWork<T extends WorkData>(work: readonly T[]): T | undefined {
  return work.find(entry => /present\s*$/i.test(entry.date)) ?? work[0]
}

export function profilePage(
  site: SiteContext,
  { profile, socialUrls, work }: { profile: ProfileData; socialUrls: readonly string[]; work: readonly WorkData[] },
): JsonLdObject {
  const home = siteUrlFor(site, `/`)
  const job = currentWork(work)
  const person: JsonLdObject = {
    "@type": `Person`,
    "@id": personId(site),
    name: profile.name,
    alternateName: profile.handle,
    image: siteUrlFor(site, profile.avatar),
    url: home,
    email: profile.email,
    sameAs: [...socialUrls],
    ...(profile.bio ? { description: profile.bio } : {}),
    ...(job
      ? { jobTitle: job.role, worksFor: { "@type": `Organization`, name: job.company, url: job.link } }
      : {}),
  }
  return { "@context": CONTEXT, "@type": `ProfilePage`, url: home, mainEntity: person }
}

/**
 * JSON for a <script type="application/ld+json"> element. The HTML parser ends
 * the script at the first "</script", whatever JSON says, so "<" (and, to be safe,
 * ">", "&" and the JavaScript line separators) are written as \u escapes.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, char => `\\u${char.charCodeAt(0).toString(16).padStart(4, `0`)}`)
}
