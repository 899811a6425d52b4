// The sourcing `gatsby build` runs (gatsby-node.js): the File and Directory
// nodes gatsby-source-filesystem would make for a folder, made by its own
// createFileNode, for the folders and files files.js lists.
const path = require(`path`)
const { createFileNode } = require(`gatsby-source-filesystem/create-file-node`)
const { listFiles } = require(`./files`)

/** Makes a node for every folder and file under `options.path` that the site sources. */
async function sourceFiles({ actions, createNodeId, cache, reporter }, options) {
  const root = path.resolve(options.path)
  // A link out of the project is not sourced; the content check the build runs
  // next (site-build/content-check/) names it and stops the build.
  const { folders, files, outside } = listFiles(root, options.project ?? process.cwd())
  if (folders.length === 0 && outside.length === 0) {
    reporter.panic(`gatsby-config.ts sources the folder ${root} (gatsby-source-site-files, "${options.name}"), which does not exist.`)
  }
  const fileOptions = { ...options, path: root }
  // All at once, as gatsby-source-filesystem does: a cold build reads every file for its
  // digest, and fs-extra's streams wait for a file handle rather than fail when they run out.
  await Promise.all(
    [...folders, ...files].map(async file => {
      actions.createNode(await createFileNode(file, createNodeId, fileOptions, cache))
    }),
  )
}

module.exports = { sourceFiles }
