// gatsby-transformer-remark 6.16, unchanged, under a schema that names the
// site's front-matter options. The transformer hands all of its options to
// gray-matter, which is how site-build/content-model/front-matter.ts becomes the only front-
// matter reader (`language` and `engines`); but its options schema does not
// list them, so every build warned twice of "unknown plugin options" and asked
// for an issue to be opened. Declaring them here keeps Gatsby's check of every
// other option. The markdown tests (e2e/posts, e2e/migration) fail if a newer
// transformer stops reading these options or renames one of these APIs.
const remark = require(`gatsby-transformer-remark/gatsby-node`)

exports.onCreateNode = remark.onCreateNode
exports.shouldOnCreateNode = remark.shouldOnCreateNode
exports.createSchemaCustomization = remark.createSchemaCustomization
exports.setFieldsOnGraphQLNodeType = remark.setFieldsOnGraphQLNodeType

exports.pluginOptionsSchema = ({ Joi }) =>
  remark.pluginOptionsSchema({ Joi }).keys({
    language: Joi.string().valid(`yaml`).description(`gray-matter's front-matter language: the site's own reader is registered as yaml`),
    engines: Joi.object({ yaml: Joi.function().required() }).description(
      `gray-matter's engines: site-build/content-model/front-matter.ts parseFrontMatter`,
    ),
  })
