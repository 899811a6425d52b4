import { promises as fs } from "fs"
import path from "path"
import type { GatsbyNode, Reporter } from "gatsby"
import { joinNames, localToday, postAliases, postAuthors, postTags, publication, slugFromPath } from "./src/lib/content-rules"
import type { FrontMatter } from "./src/lib/front-matter"
import { POSTS_PER_PAGE, type PostSummary } from "./src/lib/post-list"
import { POST_INDEX_PATH, toPostSummary } from "./src/lib/post-index"
import { tagSlug } from "./src/lib/tags"
import { WHOAMI_SLUG } from "./src/lib/urls"
import { countWords } from "./src/lib/word-count"
import { lowerAvifEffort } from "./gatsby/avif-effort"
import { checkSiteContent, dataSyntaxProblems, reportContent, type FileNode, type GraphqlRunner, type MarkdownNode } from "./gatsby/content-check"
import { DATA_TYPE_DEFS } from "./gatsby/data-types"
import { imageResolvers } from "./gatsby/images"
import { removeBuildOnlyFiles } from "./gatsby/published-files"
import { writeHeaders } from "./gatsby/headers"
import { createPostPages } from "./gatsby/post-pages"
import { writeRedirectPages } from "./gatsby/redirects"
import { SOCIAL_CARD_PATH, socialCardResolvers, socialCardRoute, writeSocialCards } from "./gatsby/social-cards"
import { createTagPages } from "./gatsby/tag-pages"

lowerAvifEffort()

/** What the development server's route handlers use of Express's response. */
interface DevResponse {
  json(body: unknown): void
  status(code: number): DevResponse
}

interface ResolverContext {
  nodeModel: { findOne(args: { type: string }): Promise<{ name?: string } | null> }
}

/**
 * Gatsby gives onCreateDevServer no graphql helper, so the development server
 * answers with the one createPages was given: it runs first, in the same process,
 * and its queries see the content as it changes.
 */
let developGraphql: GraphqlRunner | null = null

/** A production build publishes only what is due: drafts and posts dated after today wait. */
const PRODUCTION = process.env.NODE_ENV === `production`
const TODAY = localToday()
const isPublished = (frontmatter: FrontMatter) => !PRODUCTION || publication(frontmatter, TODAY) === `published`

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (node.internal.type !== `MarkdownRemark`) return
  const file = getNode(node.parent as string) as FileNode
  actions.createNodeField({ node, name: `slug`, value: slugFromPath(file.relativePath) })
}

/**
 * gatsby-transformer-json reads content/data while sourcing, before any check,
 * and can only say "Unable to parse JSON"; so a data file's syntax is checked
 * first, with the line and column (`npm run check` says the same).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const problems = await dataSyntaxProblems(process.cwd())
  reportContent({ problems, warnings: [], leftOut: [] }, reporter)
}

/** The same check as `npm run check`, on the content as it is on the disk; a problem stops the build. */
async function reportProblems(reporter: Reporter): Promise<void> {
  reportContent(await checkSiteContent({ today: TODAY, production: PRODUCTION }), reporter)
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // Declared explicitly so an empty folder or a missing optional key gives null
  // instead of a broken query, and so typegen produces exact types.
  actions.createTypes(`
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
      "False in a production build for a draft or a post dated after the day of the build."
      published: Boolean!
      "published, draft (draft: true) or scheduled (dated after the day of the build)."
      publication: String!
      "The post's old addresses (aliases or redirect_from), each a path that redirects to the post."
      aliases: [String!]!
      "Words of prose in the body, code left out: what the reading time is made of."
      words: Int!
      "The generated link-preview image (a 1200×630 JPEG's path, with the path prefix); null when the post has a cover, which is its preview."
      socialCard: String
      "The address of each of the post's tags (tagSlug): tag pages find their posts by it, whatever the spelling."
      tagSlugs: [String!]!
    }
    type Frontmatter {
      title: String!
      "The post's authors as one line, such as A and B; the profile's name when the front matter has none."
      author: String!
      "Each author of the post (author or authors in the front matter); the profile's name when none."
      authors: [String!]!
      date: Date! @dateformat
      "The day of the post's last real change (updated in the front matter), on or after its date."
      updated: Date @dateformat
      category: String!
      "The post's tags as written (tags: a, b or a one-line list); empty when it has none."
      tags: [String!]!
      image: String
      imageAlt: String
      description: String
    }
    type MarkdownRemarkFields {
      slug: String!
    }

    ${DATA_TYPE_DEFS}
  `)
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, pathPrefix, reporter, cache }) => {
  // gatsby-transformer-json keeps a JSON "id" as jsonId, and only when it is truthy,
  // so project 0 arrives without one; the data check guarantees every id exists.
  const jsonId = (fallback: string | number) => ({
    resolve: (source: { jsonId?: string | number }) => source.jsonId ?? fallback,
  })
  const images = imageResolvers({ pathPrefix, reporter, cache })
  const cards = socialCardResolvers({ pathPrefix })
  createResolvers({
    ...images,
    ProfileJson: { ...images.ProfileJson, ...cards.ProfileJson },
    ProjectsJson: { projectId: jsonId(0) },
    SocialsJson: { socialId: jsonId(``) },
    MarkdownRemark: {
      ...images.MarkdownRemark,
      ...cards.MarkdownRemark,
      listed: { resolve: (source: MarkdownNode) => source.frontmatter.listed !== `false` && isPublished(source.frontmatter) },
      published: { resolve: (source: MarkdownNode) => isPublished(source.frontmatter) },
      publication: { resolve: (source: MarkdownNode) => publication(source.frontmatter, TODAY) },
      aliases: { resolve: (source: MarkdownNode) => postAliases(source.frontmatter) },
      words: { resolve: (source: MarkdownNode) => countWords(source.rawMarkdownBody) },
      tagSlugs: { resolve: (source: MarkdownNode) => tagsOf(source.frontmatter).map(tagSlug) },
    },
    Frontmatter: {
      author: {
        resolve: async (source: FrontMatter, _args: unknown, context: ResolverContext) => joinNames(await authorsOf(source, context)),
      },
      authors: {
        resolve: (source: FrontMatter, _args: unknown, context: ResolverContext) => authorsOf(source, context),
      },
      tags: { resolve: (source: FrontMatter) => tagsOf(source) },
    },
  })
}

/**
 * Once a query groups or filters by frontmatter.tags, Gatsby keeps the resolved
 * list and hands it back as the source of later resolvers, in place of the line
 * as written (checked with Gatsby 5.16; e2e/tags.test.ts would fail without this).
 */
function tagsOf(frontmatter: FrontMatter | { tags?: string[] }): string[] {
  return Array.isArray(frontmatter.tags) ? frontmatter.tags : postTags(frontmatter as FrontMatter)
}

async function authorsOf(frontmatter: FrontMatter, context: ResolverContext): Promise<string[]> {
  const written = postAuthors(frontmatter)
  if (written.length > 0) return written
  const owner = (await context.nodeModel.findOne({ type: `ProfileJson` }))?.name
  return owner ? [owner] : []
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, getNodesByType }) => {
  developGraphql = graphql
  await reportProblems(reporter)

  const result = await graphql<Queries.PostPagesQuery>(`
    query PostPages {
      allMarkdownRemark(filter: { published: { eq: true } }) {
        nodes {
          listed
          fields {
            slug
          }
          frontmatter {
            date
            category
            tags
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not load the posts`, result.errors)
    return
  }

  const slugs = result.data.allMarkdownRemark.nodes.map(({ fields }) => fields.slug)
  if (!slugs.includes(WHOAMI_SLUG)) {
    const written = (getNodesByType(`MarkdownRemark`) as MarkdownNode[]).some(node => node.fields.slug === WHOAMI_SLUG)
    reporter.warn(
      written
        ? `content/posts/${WHOAMI_SLUG}.md is a draft or scheduled: the header's "whoami" link leads to "Not Found" until it is published.`
        : `content/posts/${WHOAMI_SLUG}.md is missing: the header's "whoami" link leads to "Not Found" until it exists.`,
    )
  }

  createPostPages(result.data.allMarkdownRemark.nodes, actions.createPage)
  await createTagPages(graphql, actions.createPage, reporter)
}

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path === `/`) {
    // The home page renders its first cards from its page query; the rest come from the post index.
    actions.deletePage(page)
    actions.createPage({ ...page, context: { ...page.context, postsPerPage: POSTS_PER_PAGE } })
  }
}

async function postIndex(graphql: GraphqlRunner): Promise<PostSummary[]> {
  // The same fields as the PostSummary fragment (post-card.tsx): queries run from
  // gatsby-node cannot use fragments defined in src/, and toPostSummary's type keeps both in step.
  const result = await graphql<Queries.PostIndexQuery>(`
    query PostIndex {
      allMarkdownRemark(filter: { listed: { eq: true } }, sort: { frontmatter: { date: DESC } }) {
        nodes {
          excerpt(pruneLength: 160)
          fields {
            slug
          }
          frontmatter {
            title
            category
            date
            author
            tags
            description
            image
            imageAlt
          }
          cover {
            childImageSharp {
              gatsbyImageData(layout: FULL_WIDTH)
            }
          }
          coverUrl
        }
      }
    }
  `)
  if (result.errors || !result.data) throw new Error(`Could not build the post index: ${result.errors}`)
  return result.data.allMarkdownRemark.nodes.map(toPostSummary)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, pathPrefix, reporter, cache }) => {
  // Every listed post's card, for search and "Show more" beyond the first page.
  const file = path.join(`public`, POST_INDEX_PATH)
  await fs.writeFile(file, JSON.stringify(await postIndex(graphql)))
  await writeRedirectPages(graphql, pathPrefix, reporter)
  await writeSocialCards({ query: () => socialCardsQuery(graphql), cache, reporter })
  await removeBuildOnlyFiles()
  // Last, once every file is in public/: the hosts' response headers and the CSP.
  await writeHeaders(pathPrefix, reporter)
}

/** Resolves every card the built pages can point to, so writeSocialCards knows which to make. */
async function socialCardsQuery(graphql: GraphqlRunner): Promise<void> {
  const result = await graphql<Queries.SocialCardsQuery>(`
    query SocialCards {
      allMarkdownRemark(filter: { published: { eq: true } }) {
        nodes {
          socialCard
        }
      }
      profileJson {
        home: socialCard(page: "/")
        projects: socialCard(page: "/projects")
      }
    }
  `)
  if (result.errors || !result.data) throw new Error(`Could not list the link-preview cards: ${result.errors}`)
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter, cache }) => {
  app.get(POST_INDEX_PATH, async (_request: unknown, response: DevResponse) => {
    try {
      if (!developGraphql) throw new Error(`the posts are not loaded yet`)
      response.json(await postIndex(developGraphql))
    } catch (error) {
      reporter.error(`${POST_INDEX_PATH}: ${(error as Error).message}`)
      response.status(500).json({ error: (error as Error).message })
    }
  })
  // Only a build writes the link-preview cards: here each is drawn when it is asked for.
  const cardsQuery = () => (developGraphql ? socialCardsQuery(developGraphql) : Promise.reject(new Error(`the posts are not loaded yet`)))
  app.get(SOCIAL_CARD_PATH, socialCardRoute({ query: cardsQuery, cache, reporter }))
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  const config = getConfig()
  // CSS modules are scoped, so the order in which components import them does not
  // matter; without this, mini-css-extract-plugin warns about "conflicting order".
  // Browsers get react-helmet only when the prebuilt head has to change.
  if (stage === `build-javascript`) {
    // Maps for the project's own tools, not for visitors: gatsby/published-files.ts.
    config.devtool = `hidden-source-map`
    config.resolve.alias = { ...config.resolve.alias, "react-helmet$": path.resolve(`src/components/deferred-helmet.tsx`) }
    const extractor = config.plugins.find((plugin: { constructor: { name: string } }) => plugin.constructor.name === `MiniCssExtractPlugin`)
    if (extractor) extractor.options.ignoreOrder = true
  }
  actions.replaceWebpackConfig(config)
}
