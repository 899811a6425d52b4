// The content's GraphQL types, declared rather than inferred, so an empty
// folder or a missing optional key gives null instead of a broken query, and
// typegen writes exact types; and the fields the build computes for them.
import type { GatsbyNode } from "gatsby"
import type { GraphQLResolveInfo } from "graphql"
import { stylesFor } from "../plugins/gatsby-remark-rich-markdown/styles"
import { postBylines, type AuthorsContext } from "./authors"
import { joinNames, postAliases, publication } from "./content-model/content-rules"
import type { FrontMatter } from "./content-model/front-matter"
import { frontmatterTypeDefs } from "./content-model/post-fields"
import { countWords } from "./content-model/word-count"
import { publishedAt } from "./content-model/written-dates"
import type { MarkdownNode } from "./node-types"
import { DATA_TYPE_DEFS } from "./data-types"
import { imageResolvers } from "./images"
import { publishedHtmlResolvers } from "./published-html"
import { isPublished, TODAY } from "./publication"
import { socialCardResolvers } from "./social-cards/card-resolvers"
import { structuredDataResolvers } from "./structured-data"
import { POSTS_BY_SLUG_TYPE_DEFS, postsBySlugResolvers } from "./posts-by-slug"
import { isListed, LISTING_COUNTS_TYPE_DEFS, listingCountsResolvers, tagsOf } from "./listing-counts"
import { listingLanguage } from "../src/lib/site-languages"

const SOCIAL_CARD_DESCRIPTION =
  `The generated link-preview image (a 1200×630 JPEG's path, with the path prefix); ` +
  `null when the post has a cover, which is its preview.`

export const SITE_TYPE_DEFS = `
  type SiteSiteMetadata {
    title: String!
    description: String!
    siteUrl: String!
    image: String!
  }

  type MarkdownRemark implements Node {
    frontmatter: Frontmatter!
    fields: MarkdownRemarkFields!
    "False for posts whose front matter says listed: false (kept off the blog list), and for posts this build does not publish."
    listed: Boolean!
    "The language of the pages that list the post: its lang when the site has that language, else the site's."
    language: String!
    "True for a listed post whose front matter says pinned: true: the home page lists it first."
    pinned: Boolean!
    "False in a production build for a draft or a post dated after the day of the build."
    published: Boolean!
    "published, draft (draft: true) or scheduled (dated after the day of the build)."
    publication: String!
    "The post's old addresses (aliases or redirect_from), each a path that redirects to the post."
    aliases: [String!]!
    "Words of prose in the body, code left out: what the reading time is made of."
    words: Int!
    "When the post was published, for machines (JSON-LD, feeds): the instant its date-time names, in UTC, or its day."
    publishedAt: String!
    "${SOCIAL_CARD_DESCRIPTION}"
    socialCard: String
    "The stylesheets of the rich markdown the post's HTML has (callouts, math, diagrams…), each as the page inlines it."
    richStyles: [String!]!
    "Each author of the post, in the order written (author or authors in the front matter); the owner when none."
    bylines: [Byline!]!
  }
  type Byline {
    name: String!
    "The author's id in content/data/authors.json, whose page is /authors/{id}; null for a name the file does not have."
    id: String
    "The addresses of their pages elsewhere (authors.json's links)."
    links: [String!]!
  }
${frontmatterTypeDefs()}
  ${POSTS_BY_SLUG_TYPE_DEFS}
  ${LISTING_COUNTS_TYPE_DEFS}
  type MarkdownRemarkFields {
    slug: String!
    "What orders the posts: the day written in date, then its time of day when it has one (2025-05-01T22:12:03.284)."
    dateOrder: String!
  }

  ${DATA_TYPE_DEFS}
`

type ResolverArgs = Parameters<NonNullable<GatsbyNode["createResolvers"]>>[0]

export function siteResolvers({ pathPrefix, reporter, cache }: Pick<ResolverArgs, `pathPrefix` | `reporter` | `cache`>) {
  // gatsby-transformer-json keeps a JSON "id" as jsonId, and only when it is truthy,
  // so project 0 arrives without one; the data check guarantees every id exists.
  const jsonId = (fallback: string | number) => ({
    resolve: (source: { jsonId?: string | number }) => source.jsonId ?? fallback,
  })
  const images = imageResolvers({ pathPrefix })
  const published = publishedHtmlResolvers({ pathPrefix, reporter, cache })
  const cards = socialCardResolvers({ pathPrefix })
  const structured = structuredDataResolvers({ pathPrefix })
  const bySlug = postsBySlugResolvers()
  return {
    ...images,
    ...bySlug,
    Query: { ...bySlug.Query, ...listingCountsResolvers() },
    ProfileJson: { ...images.ProfileJson, ...cards.ProfileJson, ...structured.ProfileJson },
    AuthorsJson: { authorId: jsonId(``), avatarImage: images.ProfileJson.avatarImage, avatarUrl: images.ProfileJson.avatarUrl },
    ProjectsJson: { projectId: jsonId(0) },
    SocialsJson: { socialId: jsonId(``) },
    MarkdownRemark: {
      ...images.MarkdownRemark,
      ...published.MarkdownRemark,
      ...cards.MarkdownRemark,
      listed: { resolve: (source: MarkdownNode) => isListed(source.frontmatter) },
      language: { resolve: (source: MarkdownNode) => listingLanguage(source.frontmatter.lang) },
      pinned: { resolve: (source: MarkdownNode) => source.frontmatter.pinned === `true` && isListed(source.frontmatter) },
      bylines: { resolve: (source: MarkdownNode, _args: unknown, context: AuthorsContext) => postBylines(source.frontmatter, context) },
      published: { resolve: (source: MarkdownNode) => isPublished(source.frontmatter) },
      publication: { resolve: (source: MarkdownNode) => publication(source.frontmatter, TODAY) },
      aliases: { resolve: (source: MarkdownNode) => postAliases(source.frontmatter) },
      words: { resolve: (source: MarkdownNode) => countWords(source.rawMarkdownBody) },
      publishedAt: { resolve: (source: MarkdownNode) => publishedAt(source.frontmatter) },
      richStyles: {
        // From the HTML gatsby-transformer-remark renders (and caches) for the post.
        resolve: async (source: MarkdownNode, _args: unknown, context: unknown, info: GraphQLResolveInfo) => {
          const html = info.schema.getType(`MarkdownRemark`) as unknown as {
            getFields(): Record<string, { resolve?: (...args: unknown[]) => unknown }>
          }
          return stylesFor(String((await html.getFields().html.resolve?.(source, {}, context, info)) ?? ``))
        },
      },
    },
    Frontmatter: {
      author: {
        resolve: async (source: FrontMatter, _args: unknown, context: AuthorsContext) => joinNames(await authorNames(source, context)),
      },
      authors: { resolve: (source: FrontMatter, _args: unknown, context: AuthorsContext) => authorNames(source, context) },
      tags: { resolve: (source: FrontMatter) => tagsOf(source) },
      comments: { resolve: (source: FrontMatter) => source.comments !== `false` },
      // Front matter is text; the content check has made sure it is a whole number.
      seriesOrder: { resolve: (source: FrontMatter) => (source.seriesOrder ? Number(source.seriesOrder) : null) },
    },
  }
}

async function authorNames(frontmatter: FrontMatter, context: AuthorsContext): Promise<string[]> {
  return (await postBylines(frontmatter, context)).map(byline => byline.name)
}
