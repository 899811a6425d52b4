// The sourcing `gatsby build` runs (gatsby-node.js): the File and Directory
// nodes gatsby-source-filesystem would make for a folder, made by its own
// createFileNode, for the folders and files files.js lists.
const path = require(`path`)
const { createFileNode } = require(`gatsby-source-filesystem/create-file-node`)
const { listFiles } = require(`./files`)
const { readAndKeep } = require(`./kept-texts`)

/**
 * Leaves `digest`, the MD5 of a file's bytes as they were at `stats`, where createFileNode looks a file's digest up
 * (the cache it is handed, under its time and inode) before it reads the file for one. Were that key to change, it
 * would read the file again: slower, never wrong (__tests__/file-digest.test.ts).
 */
function leaveFileDigest(cache, stats, digest) {
  return cache.set(stats.mtimeMs.toString() + stats.ino.toString(), digest)
}

/** Reads a post or data file once for its digest and keeps its text (kept-texts.js), so createFileNode does not read it. */
async function keepText(file, cache) {
  const read = readAndKeep(file)
  if (read && cache) await leaveFileDigest(cache, read.stats, read.digest)
}

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
      if (options.keepTexts) await keepText(file, cache)
      actions.createNode(await createFileNode(file, createNodeId, fileOptions, cache))
    }),
  )
}

module.exports = { sourceFiles, leaveFileDigest }
