// The sourcing `gatsby build` runs (gatsby-node.js): the File and Directory
// nodes gatsby-source-filesystem would make for a folder, made by its own
// createFileNode, for the folders and files files.js lists.
const path = require(`path`)
const { createFileNode } = require(`gatsby-source-filesystem/create-file-node`)
const { listFiles } = require(`./files`)

// How many files are hashed at once: a cold build reads each file whole for its
// digest, and tens of thousands of open files would run out of file handles.
const AT_ONCE = 64

/** Makes a node for every folder and file under `options.path` that the site sources. */
async function sourceFiles({ actions, createNodeId, cache, reporter }, options) {
  const root = path.resolve(options.path)
  const { folders, files } = listFiles(root)
  if (folders.length === 0) {
    reporter.panic(`gatsby-config.ts sources the folder ${root} (gatsby-source-site-files, "${options.name}"), which does not exist.`)
  }
  const fileOptions = { ...options, path: root }
  const paths = [...folders, ...files]
  let next = 0
  const makeNodes = async () => {
    while (next < paths.length) actions.createNode(await createFileNode(paths[next++], createNodeId, fileOptions, cache))
  }
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, paths.length) }, makeNodes))
}

module.exports = { sourceFiles }
