// schema.org descriptions (JSON-LD) of the owner, for search engines; a post's is in
// post-structured-data.ts, so the home page's script does not carry it.
import { siteUrlFor, type SiteOrigin } from "./urls"

/** What the builders need to know about the site; JsonLd (src/components/json-ld.tsx) fills it in. */
export interface SiteContext extends SiteOrigin {
  /** The site's default link-preview image (a path under static/ or a URL). */
  image: string
  /** The owner's name: a post by this author is linked to the owner's Person. */
  ownerName: string
}

export type JsonLdObject = { [key: string]: unknown }

export const CONTEXT = `https://schema.org`

/** The owner's Person, named once on the home page and referred to by this id everywhere else. */
export function personId(site: SiteOrigin): string {
  return `${siteUrlFor(site, `/`).replace(/\/+$/, ``)}/#person`
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
    ...(job ? { jobTitle: job.role, worksFor: { "@type": `Organization`, name: job.company, url: job.link } } : {}),
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
