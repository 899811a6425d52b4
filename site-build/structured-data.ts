// The owner's schema.org ProfilePage (JSON-LD), made by the build as text: the
// home page puts it in its head (src/components/person-structured-data.tsx),
// so the browser's script carries neither the builder nor the serializer.
import type { AuthorContext } from "../src/lib/authors"
import { authorPerson } from "../src/lib/post-structured-data"
import { CONTEXT, profilePage, serializeJsonLd, type ProfileData, type SiteContext, type WorkData } from "../src/lib/structured-data"
import { absoluteUrl, siteUrlFor } from "../src/lib/urls"
import { siteConfig } from "../src/site-config"

interface ResolverContext {
  nodeModel: { findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }> }
}

const all = async <T>(context: ResolverContext, type: string): Promise<T[]> =>
  [...(await context.nodeModel.findAll({ type })).entries] as T[]

export function structuredDataResolvers({ pathPrefix }: { pathPrefix: string }) {
  return {
    ProfileJson: {
      structuredData: {
        type: `String!`,
        description:
          `The home page's JSON-LD: the owner as the Person of a ProfilePage, ` + `serialized for a <script type="application/ld+json">.`,
        resolve: async (profile: ProfileData, _args: unknown, context: ResolverContext) => {
          const [socials, work] = await Promise.all([all<{ url: string }>(context, `SocialsJson`), all<WorkData>(context, `WorkJson`)])
          const site = { siteUrl: siteConfig.siteUrl, pathPrefix, image: siteConfig.image, ownerName: profile.name }
          return serializeJsonLd(profilePage(site, { profile, socialUrls: socials.map(social => social.url), work }))
        },
      },
    },
  }
}

/** An author's page's JSON-LD: a ProfilePage whose main entity is the author as a Person, with their bio and picture. */
export function authorPageStructuredData(site: SiteContext, author: AuthorContext, pagePath: string, picture: string | null): string {
  return serializeJsonLd({
    "@context": CONTEXT,
    "@type": `ProfilePage`,
    url: siteUrlFor(site, pagePath),
    mainEntity: {
      ...authorPerson(site, { name: author.name, id: author.id, links: author.links.map(link => link.url) }),
      ...(author.bio ? { description: author.bio } : {}),
      // Built addresses carry the path prefix already.
      ...(picture ? { image: absoluteUrl(site.siteUrl, picture) } : {}),
    },
  })
}
