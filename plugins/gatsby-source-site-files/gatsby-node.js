// gatsby-source-filesystem's nodes, made by its own createFileNode, for the
// folders gatsby-config.ts names (options `name` and `path`, as that plugin's).
// Its sourceNodes starts a chokidar watcher on every file and feeds each
// through a state machine, which in `gatsby build`, where nothing is watched,
// only costs time, the more so the more files there are. So a build lists the
// files with one synchronous walk (files.js) and makes the same File and
// Directory nodes; `gatsby develop` runs gatsby-source-filesystem's sourceNodes
// itself, watcher and all, told to skip what files.js skips, so both see the
// same files.
const filesystem = require(`gatsby-source-filesystem/gatsby-node`)
const { leftOutBelow } = require(`./files`)
const { sourceFiles } = require(`./source-files`)

exports.onPreInit = filesystem.onPreInit
exports.pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    name: Joi.string().required().description(`the File nodes' sourceInstanceName`),
    path: Joi.string().required().description(`the folder to source, absolute`),
    fastHash: Joi.boolean().default(false).description(`a file's digest from its time and inode, not its bytes`),
    keepTexts: Joi.boolean()
      .default(false)
      .description(`in a build, read each post and data file once and keep its text for the transformer and the content check`),
    project: Joi.string().description(`the folder a linked file or folder must stay in, absolute; the folder Gatsby runs in by default`),
  })
exports.setFieldsOnGraphQLNodeType = filesystem.setFieldsOnGraphQLNodeType

exports.sourceNodes = (api, options) => {
  if (process.env.gatsby_executing_command === `build`) return sourceFiles(api, options)
  const skipped = leftOutBelow(options.path, options.project ?? process.cwd())
  return filesystem.sourceNodes(api, { ...options, ignore: [skipped] })
}
