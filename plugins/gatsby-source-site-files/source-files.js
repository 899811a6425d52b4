// The sourcing `gatsby build` runs (gatsby-node.js): the File and Directory
// nodes gatsby-source-filesystem would make for a folder, made by its own
// createFileNode, for the folders and files files.js lists. With the option
// `text`, a markdown or JSON file is read here once and its node carries its
// text: Gatsby's loadNodeContent hands that to the transformers, and the content
// check takes it from the node (sourcedTexts), so no one opens the file again.
const { createHash } = require(`crypto`)
const { readFileSync } = require(`fs`)
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
      actions.createNode(await fileNode(file, createNodeId, fileOptions, cache))
    }),
  )
}

/** The files whose text is kept on their node, with `text`: what the transformers and the content check read. */
const TEXT_FILE = /\.(md|markdown|json)$/i

async function fileNode(file, createNodeId, options, cache) {
  if (!options.text || !TEXT_FILE.test(file)) return createFileNode(file, createNodeId, options, cache)
  // One read, one file open at a time however many files are sourced at once.
  const bytes = readFileSync(file)
  const node = await createFileNode(file, createNodeId, { ...options, fastHash: true }, cache)
  // The digest gatsby-source-filesystem would give it (its bytes' MD5), and its text as its loadNodeContent reads it.
  node.internal.contentDigest = createHash(`md5`).update(bytes).digest(`hex`)
  node.internal.content = bytes.toString(`utf8`)
  return node
}

/** Each sourced file's text, by absolute path, from the nodes that carry it. */
function sourcedTexts(fileNodes) {
  const texts = new Map()
  for (const node of fileNodes) if (typeof node.internal.content === `string`) texts.set(node.absolutePath, node.internal.content)
  return texts
}

module.exports = { sourceFiles, sourcedTexts }
