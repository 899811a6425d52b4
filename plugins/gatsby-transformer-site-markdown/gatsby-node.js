// gatsby-transformer-remark 6.16, unchanged, under a schema that names the
// site's front-matter options. The transformer hands all of its options to
// gray-matter, which is how site-build/content-model/front-matter.ts becomes the only front-
// matter reader (`language` and `engines`); but its options schema does not
// list them, so every build warned twice of "unknown plugin options" and asked
// for an issue to be opened. Declaring them here keeps Gatsby's check of every
// other option. The markdown tests (e2e/posts, e2e/migration) fail if a newer
// transformer stops reading these options or renames one of these APIs.
//
// With `updatedFromGit` (src/site-config.ts), a post without `updated` gets the
// day of its file's last commit as it is made into a node (./git-dates.js), so
// the page, the feeds, the sitemap and the JSON-LD all read it as written.
const remark = require(`gatsby-transformer-remark/gatsby-node`)
const { realpathSync } = require(`fs`)
const { lastCommitDays, withGitUpdated } = require(`./git-dates`)

/** @type {ReturnType<typeof lastCommitDays> | undefined} */
let commitDays

exports.onPreBootstrap = ({ reporter }, { updatedFromGit }) => {
  commitDays = updatedFromGit ? lastCommitDays(process.cwd()) : undefined
  if (commitDays && commitDays.days === null) reporter.warn(`updatedFromGit: ${commitDays.why}.`)
}

exports.onCreateNode = (args, options) => {
  const days = commitDays?.days
  if (!days || !args.node.absolutePath) return remark.onCreateNode(args, options)
  // git names files by their real path; the source plugin by the one the site was started from.
  const day = days.get(args.node.absolutePath) ?? days.get(realpathSync(args.node.absolutePath))
  const createNode = markdown => {
    const frontmatter = withGitUpdated(markdown.frontmatter, day)
    if (frontmatter === markdown.frontmatter) return args.actions.createNode(markdown)
    // The digest the transformer made names the front matter without the day: made again with it.
    const { contentDigest: _old, ...internal } = markdown.internal
    const dated = { ...markdown, frontmatter, internal }
    return args.actions.createNode({ ...dated, internal: { ...internal, contentDigest: args.createContentDigest(dated) } })
  }
  return remark.onCreateNode({ ...args, actions: { ...args.actions, createNode } }, options)
}
exports.shouldOnCreateNode = remark.shouldOnCreateNode
exports.createSchemaCustomization = remark.createSchemaCustomization
exports.setFieldsOnGraphQLNodeType = remark.setFieldsOnGraphQLNodeType

exports.pluginOptionsSchema = ({ Joi }) =>
  remark.pluginOptionsSchema({ Joi }).keys({
    language: Joi.string().valid(`yaml`).description(`gray-matter's front-matter language: the site's own reader is registered as yaml`),
    engines: Joi.object({ yaml: Joi.function().required() }).description(
      `gray-matter's engines: site-build/content-model/front-matter.ts parseFrontMatter`,
    ),
    updatedFromGit: Joi.boolean().default(false).description(`a post without updated gets the day of its file's last commit`),
  })
