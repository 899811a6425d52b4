// The owner's schema.org ProfilePage (JSON-LD), made by the build as text: the
// home page puts it in its head (src/components/person-structured-data.tsx),
// so the browser's script carries neither the builder nor the serializer.
import { profilePage, serializeJsonLd, type ProfileData, type WorkData } from "../src/lib/structured-data"
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
