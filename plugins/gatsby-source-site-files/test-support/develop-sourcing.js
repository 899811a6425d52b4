// Run by __tests__/source-files.test.ts in a process of its own: the nodes `gatsby develop`
// makes for the folder in argv[2] (in the project argv[3]), through gatsby-source-filesystem's watcher,
// printed as JSON; then the process exits, watcher and all.
const { fakeApi } = require(`./fake-api`)

process.env.gatsby_executing_command = `develop`
const plugin = require(`../gatsby-node`)
const { api, nodes } = fakeApi()
plugin.sourceNodes(api, { name: `posts`, path: process.argv[2], project: process.argv[3], fastHash: false }).then(
  () => {
    process.stdout.write(JSON.stringify(nodes))
    process.exit(0)
  },
  error => {
    console.error(error)
    process.exit(1)
  },
)
