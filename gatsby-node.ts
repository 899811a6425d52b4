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

interface FileNode extends Node {
  relativePath: string
  sourceInstanceName: string
  name: string
  extension: string
}

interface ResolverContext {
  nodeModel: { findOne(args: { type: string }): Promise<{ name?: string } | null> }
}

interface MarkdownNode extends Node {
  frontmatter: FrontMatter
}

// Problems found while nodes are created, by file, so that a file edited during
// `gatsby develop` replaces its old findings. Reported together before pages are made.
const problemsByFile = new Map<string, ContentProblem[]>()
const slugByFile = new Map<string, string>()

const relativeFile = (file: FileNode) => path.posix.join(`content`, file.sourceInstanceName, file.relativePath)

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, getNode, actions, loadNodeContent }) => {
  if (node.internal.type === `MarkdownRemark`) {
    const file = getNode(node.parent as string) as FileNode
    const slug = slugFromPath(file.relativePath)
    const fileName = relativeFile(file)
    problemsByFile.set(fileName, checkPost(fileName, (node as MarkdownNode).frontmatter))
    slugByFile.set(fileName, slug)
    actions.createNodeField({ node, name: `slug`, value: slug })
    return
  }
  if (node.internal.type === `File` && (node as FileNode).sourceInstanceName === `data`) {
    const file = node as FileNode
    if (file.extension !== `json`) return
    const fileName = relativeFile(file)
    let data: unknown
    try {
      data = JSON.parse(await loadNodeContent(file))
    } catch (error) {
      const message = `is not valid JSON: ${(error as Error).message}`
      problemsByFile.set(fileName, [{ file: fileName, field: `(file)`, message }])
      return
    }
    problemsByFile.set(fileName, checkDataFile(fileName, file.name, data))
  }
}

function reportProblems(reporter: Reporter): void {
  if (![...problemsByFile.keys()].some(file => file.endsWith(`/profile.json`))) {
    reporter.error(formatProblem({ file: `content/data/profile.json`, field: `(file)`, message: `is missing` }))
    reporter.panicOnBuild(`The site needs a profile: name, handle, email, location, avatar and quote.`)
  }
  const posts = [...slugByFile].map(([file, slug]) => ({ file, slug }))
  const all = [...[...problemsByFile.values()].flat(), ...checkUniqueSlugs(posts)]
  if (all.length === 0) return
  for (const problem of all) reporter.error(formatProblem(problem))
  reporter.panicOnBuild(`The content has ${all.length} problem(s), listed above. Fix them and build again.`)
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

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  // gatsby-transformer-json keeps a JSON "id" as jsonId, and only when it is truthy,
  // so project 0 arrives without one; the data check guarantees every id exists.
  const jsonId = (fallback: string | number) => ({
    resolve: (source: { jsonId?: string | number }) => source.jsonId ?? fallback,
  })
  createResolvers({
    ProjectsJson: { projectId: jsonId(0) },
    SocialsJson: { socialId: jsonId(``) },
    MarkdownRemark: {
      listed: { resolve: (source: MarkdownNode) => source.frontmatter.listed !== `false` },
    },
    Frontmatter: {
      author: {
        resolve: async (source: FrontMatter, _args: unknown, context: ResolverContext) =>
          source.author ?? (await context.nodeModel.findOne({ type: `ProfileJson` }))?.name ?? ``,
      },
    },
  })
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  reportProblems(reporter)

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
  } else if (page.path === `/404` && !page.matchPath) {
    // Every unknown address is the 404 page, so the browser does not probe for
    // page data that cannot exist (a console error on strict static hosts).
    actions.deletePage(page)
    actions.createPage({ ...page, matchPath: `/*` })
  }
}

async function postIndex(graphql: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["graphql"]): Promise<PostSummary[]> {
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

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, graphql }) => {
  app.get(POST_INDEX_PATH, async (_request, response) => {
    response.json(await postIndex(graphql as Parameters<typeof postIndex>[0]))
  })
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  // CSS modules are scoped, so the order in which components import them does not
  // matter; without this, mini-css-extract-plugin warns about "conflicting order".
  if (stage !== `build-javascript`) return
  const config = getConfig()
  const extractor = config.plugins.find((plugin: { constructor: { name: string } }) => plugin.constructor.name === `MiniCssExtractPlugin`)
  if (extractor) extractor.options.ignoreOrder = true
  actions.replaceWebpackConfig(config)
}
