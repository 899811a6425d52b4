// The Gatsby APIs this site implements, in the order a build calls them. Each
// hands its work to a module under site-build/ (the build's side), site-build/content-model/
// (what the content is) or site-build/content-check/ (the rules it must meet).
import type { GatsbyNode } from "gatsby"
import { slugFromPath } from "./site-build/content-model/post-slugs"
import { dateOrder } from "./site-build/content-model/written-dates"
import { lowerAvifEffort } from "./gatsby-internals/avif-effort"
import { checkSiteContent, dataSyntaxProblems, linksOutOfProject, reportContent } from "./site-build/content-check/gatsby-step"
import type { FileNode, GraphqlRunner, MarkdownNode } from "./site-build/node-types"
import { formatProblem } from "./site-build/content-model/content-rules"
import { drawSiteDiagrams, withDiagramProblems } from "./site-build/diagrams"
import { readContentFolder } from "./site-build/content-check/content-folder"
import { forgetTexts } from "./plugins/gatsby-source-site-files/kept-texts"
import { createSitePages, pageInEachLanguage } from "./site-build/create-pages"
import { inlineStringsPlugin } from "./site-build/languages"
import { siteWritesRightToLeft } from "./site-build/text-direction"
import { featuresLeftOff } from "./site-build/features-left-off"
import { resolveSocialCards, writeBuildFiles } from "./site-build/post-build"
import { servePostIndex } from "./site-build/post-index"
import { serveSearchIndex } from "./site-build/search-index"
import { PRODUCTION, TODAY } from "./site-build/publication"
import { SITE_TYPE_DEFS, siteResolvers } from "./site-build/schema"
import { SOCIAL_CARD_PATH, socialCardRoute } from "./site-build/social-cards/social-card-route"
import { configureWebpack } from "./gatsby-internals/webpack"
import { projectIcons } from "./src/icons/sprite"
import { shippedScripts } from "./site-build/shipped-scripts"
import { keepPageNodes } from "./gatsby-internals/page-nodes"
import { forgetGoneTypeOwners } from "./gatsby-internals/type-owners"

lowerAvifEffort()

/** The graphql helper createPages was given, for the development server (site-build/post-index.ts). */
let developGraphql: GraphqlRunner | null = null

/**
 * Links out of the project, then a data file's syntax, with the line and column, before
 * gatsby-transformer-json reads it while sourcing and can only say "Unable to parse JSON". A node type
 * whose plugin is gone may be made by another (gatsby-internals/type-owners.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, store }) => {
  const forgotten = forgetGoneTypeOwners(store)
  if (forgotten.length > 0) reporter.verbose(`Node types whose plugin is gone, free for another: ${forgotten.join(`, `)}`)
  // A link out of the project stops develop as well as a build: develop would serve what it points to.
  const links = linksOutOfProject(process.cwd())
  if (links.length > 0) reporter.panic(`${links.map(formatProblem).join(`\n`)}\nNothing outside the project is published.`)
  reportContent({ problems: await dataSyntaxProblems(process.cwd()), warnings: [], leftOut: [] }, reporter)
}

/** The last build's page nodes stay until createPages decides (gatsby-internals/page-nodes.ts). */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ getNodesByType, actions }) => {
  keepPageNodes({ getNodesByType, actions })
}

/** A post's address comes from its file or folder name (site-build/content-model/content-rules.ts). */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (node.internal.type !== `MarkdownRemark`) return
  const file = getNode(node.parent as string) as FileNode
  actions.createNodeField({ node, name: `slug`, value: slugFromPath(file.relativePath) })
  const { date, dateTime } = (node as MarkdownNode).frontmatter
  actions.createNodeField({ node, name: `dateOrder`, value: dateOrder(date, dateTime) })
}

/** The content's types (site-build/schema.ts, site-build/data-types.ts). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(SITE_TYPE_DEFS)
}

/** The fields the build computes: publication, tags, words, images, cards (site-build/schema.ts). */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, pathPrefix, reporter, cache }) => {
  createResolvers(siteResolvers({ pathPrefix, reporter, cache }))
}

/**
 * Diagrams not drawn yet (site-build/diagrams.ts), the same check as `npm run check` (a problem stops the build),
 * then every post's and listing's page (site-build/create-pages.ts).
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, getNodesByType, cache, pathPrefix }) => {
  developGraphql = graphql
  const folder = await readContentFolder(process.cwd())
  const diagrams = await drawSiteDiagrams(folder, reporter)
  // Read again only when drawings were added to content/diagrams/.
  const checked = diagrams.drawn > 0 ? await readContentFolder(process.cwd()) : folder
  const report = await checkSiteContent(checked, { today: TODAY, production: PRODUCTION }, cache)
  forgetTexts()
  reportContent(withDiagramProblems(report, diagrams.problems), reporter)
  await createSitePages({ graphql, actions, reporter, getNodesByType, pathPrefix })
}

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  pageInEachLanguage({ page, actions })
}

/**
 * The bundles: the deferred Helmet, each page's own CSS, the icon sprite in the HTML renderer, and a CSS change
 * rendering every page (gatsby-internals/webpack.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
  plugins,
  store,
  getNodesByType,
}) => {
  configureWebpack({
    stage,
    getConfig,
    actions,
    plugins,
    store,
    icons: projectIcons,
    inlineScripts: shippedScripts,
    leftOff: () => featuresLeftOff(siteWritesRightToLeft({ getNodesByType })),
  })
}

/** A site of one language has its strings written into the code (plugins/babel-plugin-inline-strings). */
export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ actions }) => {
  const inline = inlineStringsPlugin()
  if (inline) actions.setBabelPlugin(inline)
}

/** Post index, redirects, cards, then headers (site-build/post-build.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, pathPrefix, reporter, cache }) => {
  await writeBuildFiles({ graphql, pathPrefix, reporter, cache })
}

/** `gatsby develop` serves the post index from the live content, and draws each link-preview card when it is asked for. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter, cache }) => {
  servePostIndex(app, reporter, () => developGraphql)
  serveSearchIndex(app, reporter, () => developGraphql)
  const cardsQuery = () => (developGraphql ? resolveSocialCards(developGraphql) : Promise.reject(new Error(`the posts are not loaded yet`)))
  app.get(SOCIAL_CARD_PATH, socialCardRoute({ query: cardsQuery, cache, reporter }))
}
