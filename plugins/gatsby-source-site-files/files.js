// Which files under a content folder the site sources, in `gatsby build` and
// `gatsby develop` alike, and which `npm run check` reads
// (site-build/content-check/content-folder.ts): everything but dot files and
// folders (an editor's swap and lock files, macOS's ._ files, .DS_Store),
// Vim's undo files, node_modules, bower_components and yarn.lock. A linked
// file or folder counts as what it points to; a broken link is left out.
const fs = require(`fs`)
const path = require(`path`)

/** Whether a file or folder of this name is left out, with all it holds. */
function isSkippedName(name) {
  return name.startsWith(`.`) || name.endsWith(`.un~`) || name === `node_modules` || name === `bower_components` || name === `yarn.lock`
}

/** Whether `file` (absolute) is left out: a name on its way down from `root` is. */
function isSkippedBelow(root, file) {
  const relative = path.relative(root, file)
  return relative !== `` && !relative.startsWith(`..`) && relative.split(path.sep).some(isSkippedName)
}

/**
 * Every sourced folder (`root` first) and file under `root`, by absolute path,
 * read with synchronous calls, one folder open at a time: a small fraction of
 * the time a watcher's first scan of the same files takes.
 * A missing root holds nothing.
 */
function listFiles(root) {
  const listing = { folders: [], files: [] }
  const walk = dir => {
    let entries
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true })
    } catch (error) {
      if (error.code === `ENOENT` && dir === root) return
      throw error
    }
    listing.folders.push(dir)
    for (const entry of entries) {
      if (isSkippedName(entry.name)) continue
      const full = path.join(dir, entry.name)
      const kind = entry.isSymbolicLink() ? statOrNull(full) : entry
      if (kind?.isDirectory()) walk(full)
      else if (kind?.isFile()) listing.files.push(full)
    }
  }
  walk(root)
  return listing
}

function statOrNull(file) {
  try {
    return fs.statSync(file)
  } catch {
    return null
  }
}

module.exports = { isSkippedName, isSkippedBelow, listFiles }
