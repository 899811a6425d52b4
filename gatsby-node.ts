import { promises as fs } from "fs"
import path from "path"
import type { GatsbyNode, Node, Reporter } from "gatsby"
import {
  checkDataFile,
  checkPost,
  checkUniqueSlugs,
  formatProblem,
  slugFromPath,
  type ContentProblem,
} from "./src/lib/content-rules"
import type { FrontMatter } from "./src/lib/front-matter"
import { POSTS_PER_PAGE, type PostSummary } from "./src/lib/post-list"
import { POST_INDEX_PATH, toPostSummary } from "./src/lib/post-index"
import { WHOAMI_SLUG } from "./src/lib/urls"
import { countWords } from "./src/lib/word-count"
import { mayReferenceFiles } from "./src/lib/local-files"
import { lowerAvifEffort } from "./gatsby/avif-effort"
import { checkBodies, imageFieldProblems, imageResolvers } from "./gatsby/images"

lowerAvifEffort()

interface FileNode extends Node {
  absolutePath: string
  relativePath: string
  sourceInstanceName: string
  name: string
  dir: string
  extension: string
}

/** What the development server's route handlers use of Express's response. */
interface DevResponse {
  json(body: unknown): void
  status(code: number): DevResponse
}

interface ResolverContext {
  nodeModel: { findOne(args: { type: string }): Promise<{ name?: string } | null> }
}

interface MarkdownNode extends Node {
  frontmatter: FrontMatter
  fields: { slug: string }
  /** The body without its front matter, as gatsby-transformer-remark keeps it. */
  rawMarkdownBody: string
}

type NodeHelpers = Pick<Parameters<NonNullable<GatsbyNode["createPages"]>>[0], `getNode` | `getNodesByType`>
type GraphqlRunner = Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["graphql"]

/**
 * Gatsby gives onCreateDevServer no graphql helper, so the development server
 * answers with the one createPages was given: it runs first, in the same process,
 * and its queries see the content as it changes.
 */
let developGraphql: GraphqlRunner | null = null

const relativeFile = (file: FileNode) => path.posix.join(`content`, file.sourceInstanceName, file.relativePath)

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (node.internal.type !== `MarkdownRemark`) return
  const file = getNode(node.parent as string) as FileNode
  actions.createNodeField({ node, name: `slug`, value: slugFromPath(file.relativePath) })
}

/**
 * Every problem in the owner's content, read from the node store rather than
 * collected in onCreateNode: with a warm cache, Gatsby does not call
 * onCreateNode again for files that did not change.
 */
async function contentProblems({ getNode, getNodesByType }: NodeHelpers, graphql: GraphqlRunner, reporter: Reporter): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = []
  const files = getNodesByType(`File`) as FileNode[]
  const existing = new Set(files.map(file => file.absolutePath))
  const exists = (absolutePath: string) => existing.has(absolutePath)

  const posts = (getNodesByType(`MarkdownRemark`) as MarkdownNode[])
    .map(node => ({ node, parent: getNode(node.parent as string) as FileNode }))
    .map(({ node, parent }) => ({ node, parent, file: relativeFile(parent) }))
    .sort((a, b) => a.file.localeCompare(b.file))
  for (const { node, parent, file } of posts) {
    problems.push(...checkPost(file, node.frontmatter))
    const { image } = node.frontmatter
    if (image) problems.push(...imageFieldProblems(file, `image`, image, parent.dir, exists))
  }
  problems.push(...checkUniqueSlugs(posts.map(({ node, file }) => ({ file, slug: node.fields.slug }))))
  problems.push(...(await bodyProblems(posts.filter(({ node }) => mayReferenceFiles(node.rawMarkdownBody)).map(({ node }) => node.id), graphql, reporter)))

  const dataFiles = files
    .filter(file => file.sourceInstanceName === `data` && file.extension === `json`)
    .sort((a, b) => a.relativePath.localeCompare(b.relativePath))
  if (!dataFiles.some(file => file.name === `profile`)) {
    problems.push({ file: `content/data/profile.json`, field: `(file)`, message: `is missing` })
  }
  for (const file of dataFiles) {
    const fileName = relativeFile(file)
    try {
      const data: unknown = JSON.parse(await fs.readFile(file.absolutePath, `utf8`))
      problems.push(...checkDataFile(fileName, file.name, data))
      const avatar = file.name === `profile` && typeof data === `object` && data !== null ? (data as { avatar?: unknown }).avatar : null
      if (typeof avatar === `string` && avatar) problems.push(...imageFieldProblems(fileName, `avatar`, avatar, file.dir, exists))
    } catch (error) {
      problems.push({ file: fileName, field: `(file)`, message: `is not valid JSON: ${(error as Error).message}` })
    }
  }
  return problems
}

/**
 * Renders the bodies that may point to local images or files (most posts do not),
 * so a missing file is reported with every other problem, before any page is made.
 */
async function bodyProblems(ids: string[], graphql: GraphqlRunner, reporter: Reporter): Promise<ContentProblem[]> {
  if (ids.length === 0) return []
  const { problems, warnings } = await checkBodies(async () => {
    const result = await graphql<Queries.PostBodiesQuery>(
      `query PostBodies($ids: [String!]) { allMarkdownRemark(filter: { id: { in: $ids } }) { nodes { html } } }`,
      { ids },
    )
    if (result.errors) throw new Error(`Could not render the post bodies: ${result.errors}`)
  })
  for (const warning of warnings) reporter.warn(warning)
  return problems
}

async function reportProblems(helpers: NodeHelpers, graphql: GraphqlRunner, reporter: Reporter): Promise<void> {
  const problems = await contentProblems(helpers, graphql, reporter)
  if (problems.length === 0) return
  for (const problem of problems) reporter.error(formatProblem(problem))
  reporter.panicOnBuild(`The content has ${problems.length} problem(s), listed above. Fix them and build again.`)
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
      "False only for posts whose front matter says listed: false (kept off the blog list)."
      listed: Boolean!
      "Words of prose in the body, code left out: what the reading time is made of."
      words: Int!
    }
    type Frontmatter {
      title: String!
      "The post's author; the profile's name when the front matter has none."
      author: String!
      date: Date! @dateformat
      category: String!
      image: String
      imageAlt: String
      description: String
    }
    type MarkdownRemarkFields {
      slug: String!
    }

    type ProfileJson implements Node @dontInfer {
      name: String!
      handle: String!
      email: String!
      location: String!
      avatar: String!
      bio: String
      quote: ProfileQuote!
    }
    type ProfileQuote {
      text: String!
      attribution: String!
    }

    type ProjectsJson implements Node @dontInfer {
      "The project's own number from projects.json (the node's id is Gatsby's)."
      projectId: Int!
      title: String!
      description: String!
      tech: [String!]!
      github: String!
      demo: String!
    }

    type SocialsJson implements Node @dontInfer {
      socialId: String!
      name: String!
      description: String!
      icon: String!
      url: String!
    }

    type WorkJson implements Node @dontInfer {
      company: String!
      link: String!
      role: String!
      date: String!
    }
  `)
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, pathPrefix, reporter, cache }) => {
  // gatsby-transformer-json keeps a JSON "id" as jsonId, and only when it is truthy,
  // so project 0 arrives without one; the data check guarantees every id exists.
  const jsonId = (fallback: string | number) => ({
    resolve: (source: { jsonId?: string | number }) => source.jsonId ?? fallback,
  })
  const images = imageResolvers({ pathPrefix, reporter, cache })
  createResolvers({
    ...images,
    ProjectsJson: { projectId: jsonId(0) },
    SocialsJson: { socialId: jsonId(``) },
    MarkdownRemark: {
      ...images.MarkdownRemark,
      listed: { resolve: (source: MarkdownNode) => source.frontmatter.listed !== `false` },
      words: { resolve: (source: MarkdownNode) => countWords(source.rawMarkdownBody) },
    },
    Frontmatter: {
      author: {
        resolve: async (source: FrontMatter, _args: unknown, context: ResolverContext) =>
          source.author ?? (await context.nodeModel.findOne({ type: `ProfileJson` }))?.name ?? ``,
      },
    },
  })
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, getNode, getNodesByType }) => {
  developGraphql = graphql
  await reportProblems({ getNode, getNodesByType }, graphql, reporter)

  const result = await graphql<Queries.PostSlugsQuery>(`
    query PostSlugs {
      allMarkdownRemark {
        nodes {
          fields {
            slug
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
    reporter.warn(`content/posts/${WHOAMI_SLUG}.md is missing: the header's "whoami" link leads to "Not Found" until it exists.`)
  }

  const template = path.resolve(`src/templates/post.tsx`)
  for (const { fields } of result.data.allMarkdownRemark.nodes) {
    actions.createPage({
      path: `/post/${fields.slug}`,
      component: template,
      context: { slug: fields.slug },
    })
  }
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

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  // Every listed post's card, for search and "Show more" beyond the first page.
  const file = path.join(`public`, POST_INDEX_PATH)
  await fs.writeFile(file, JSON.stringify(await postIndex(graphql)))
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter }) => {
  app.get(POST_INDEX_PATH, async (_request: unknown, response: DevResponse) => {
    try {
      if (!developGraphql) throw new Error(`the posts are not loaded yet`)
      response.json(await postIndex(developGraphql))
    } catch (error) {
      reporter.error(`${POST_INDEX_PATH}: ${(error as Error).message}`)
      response.status(500).json({ error: (error as Error).message })
    }
  })
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  const config = getConfig()
  // CSS modules are scoped, so the order in which components import them does not
  // matter; without this, mini-css-extract-plugin warns about "conflicting order".
  // Browsers get react-helmet only when the prebuilt head has to change.
  if (stage === `build-javascript`) {
    config.resolve.alias = { ...config.resolve.alias, "react-helmet$": path.resolve(`src/components/deferred-helmet.tsx`) }
    const extractor = config.plugins.find((plugin: { constructor: { name: string } }) => plugin.constructor.name === `MiniCssExtractPlugin`)
    if (extractor) extractor.options.ignoreOrder = true
  }
  actions.replaceWebpackConfig(config)
}
