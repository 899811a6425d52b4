// A Gatsby plugin: its work is in gatsby-node.js. Gatsby reads a File node's
// text through the plugin that made it (gatsby-transformer-remark and the JSON
// transformer call loadNodeContent): in a build, the text read while sourcing
// (kept-texts.js) while the file is as it was then; else gatsby-source-filesystem's.
const { loadNodeContent } = require(`gatsby-source-filesystem`)
const { keptText } = require(`./kept-texts`)

exports.loadNodeContent = node => {
  const text = keptText(node.absolutePath, node)
  return text === undefined ? loadNodeContent(node) : Promise.resolve(text)
}
