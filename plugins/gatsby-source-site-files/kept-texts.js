// A build reads each post and data file once. Sourcing it needs its digest,
// the transformer its text (loadNodeContent), and the content check its text
// again (site-build/content-check/content-folder.ts): each would open the file
// on its own. `gatsby build` reads it here instead, for all three; the text is
// kept in this process until the check has read it, and is handed out only
// while the file is as it was when read (its time, inode and size), else the
// file is read again. gatsby develop sources through gatsby-source-filesystem
// and reads as that does.
const { createHash } = require(`crypto`)
const fs = require(`fs`)
const path = require(`path`)

/** The files whose text the content check reads too: posts and data files (in the folders sourced with keepTexts). */
const TEXT_FILE = /\.(md|markdown|json)$/i

// On globalThis: Gatsby compiles gatsby-node.ts with its own copy of the modules it imports (site-build's
// content check among them), and this plugin's files are required apart from that copy.
const STORE = Symbol.for(`gatsby-source-site-files: kept texts`)

/** @returns {Map<string, { stamp: string, text: string }>} */
function kept() {
  globalThis[STORE] ??= new Map()
  return globalThis[STORE]
}

/** A file's key, as its File node's absolutePath (forward slashes). */
function keyOf(file) {
  return file.split(path.sep).join(`/`)
}

/** What tells a file's version apart without reading it. */
function stampOf(stats) {
  return `${stats.mtimeMs} ${stats.ino} ${stats.size}`
}

/**
 * Reads a post or data file once, keeps its text and returns its digest (the MD5 of its bytes, as
 * gatsby-source-filesystem's); undefined for any other file, left to the source plugin.
 */
function readAndKeep(file) {
  if (!TEXT_FILE.test(file)) return undefined
  const stats = fs.statSync(file)
  const bytes = fs.readFileSync(file)
  kept().set(keyOf(file), { stamp: stampOf(stats), text: bytes.toString(`utf8`) })
  return { stats, digest: createHash(`md5`).update(bytes).digest(`hex`) }
}

/** The text kept for `file` while it is unchanged (`stats`, the file's as they are now), else undefined. */
function keptText(file, stats) {
  const entry = kept().get(keyOf(file))
  return entry && entry.stamp === stampOf(stats) ? entry.text : undefined
}

/** Lets the texts go, once the check has read them. */
function forgetTexts() {
  kept().clear()
}

module.exports = { readAndKeep, keptText, forgetTexts }
