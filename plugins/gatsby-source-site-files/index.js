// A Gatsby plugin: its work is in gatsby-node.js. Gatsby reads a File node's
// text through the plugin that made it (gatsby-transformer-remark and the JSON
// transformer call loadNodeContent), so it is gatsby-source-filesystem's own.
exports.loadNodeContent = require(`gatsby-source-filesystem`).loadNodeContent
