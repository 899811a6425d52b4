// Which files under a content folder the site sources, in `gatsby build` and
// `gatsby develop` alike, and which `npm run check` reads
// (site-build/content-check/content-folder.ts): everything but dot files and
// folders (an editor's swap and lock files, macOS's ._ files, .DS_Store),
// Vim's undo files, node_modules, bower_components and yarn.lock. A linked
// file or folder counts as what it points to, as long as that is inside the
// project: a link out of it (to /etc/passwd, to another checkout) would
// publish what the project does not hold, so it is left out and listed for
// the check to refuse. A broken link is left out.
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
 * the time a watcher's first scan of the same files takes. `outside` holds the
 * links that lead out of `project` (`root` itself included, when it does), with
 * the real path each points to; nothing behind them is listed.
 * A missing root holds nothing.
 */
function listFiles(root, project) {
  const listing = { folders: [], files: [], outside: [] }
  const realProject = fs.realpathSync(project)
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
      let kind = entry
      if (entry.isSymbolicLink()) {
        kind = statOrNull(full)
        const target = kind && outsideTarget(realProject, full)
        if (target) {
          listing.outside.push({ link: full, target, folder: kind.isDirectory() })
          continue
        }
      }
      if (kind?.isDirectory()) walk(full)
      else if (kind?.isFile()) listing.files.push(full)
    }
  }
  const rootTarget = statOrNull(root) && outsideTarget(realProject, root)
  if (rootTarget) listing.outside.push({ link: root, target: rootTarget, folder: true })
  else walk(root)
  return listing
}

/**
 * The real path `file` leads to when that is outside `realProject` (itself a
 * real path), else null; null too for a broken link.
 */
function outsideTarget(realProject, file) {
  let target
  try {
    target = fs.realpathSync(file)
  } catch {
    return null
  }
  const relative = path.relative(realProject, target)
  const inside = relative === `` || (relative !== `..` && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  return inside ? null : target
}

/**
 * What `gatsby develop`'s watcher leaves out below `root`: what the walk
 * leaves out, and a link out of `project`. The watcher asks about a folder
 * before what it holds, so only the root and the links themselves need
 * resolving.
 */
function leftOutBelow(root, project) {
  const realProject = fs.realpathSync(project)
  return file => {
    if (isSkippedBelow(root, file)) return true
    const resolves = path.resolve(file) === path.resolve(root) || lstatOrNull(file)?.isSymbolicLink()
    return Boolean(resolves) && outsideTarget(realProject, file) !== null
  }
}

function statOrNull(file) {
  try {
    return fs.statSync(file)
  } catch {
    return null
  }
}

function lstatOrNull(file) {
  try {
    return fs.lstatSync(file)
  } catch {
    return null
  }
}

module.exports = { isSkippedName, isSkippedBelow, leftOutBelow, listFiles }
