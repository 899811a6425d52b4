// What public/ holds at the end of a build: only what a visitor needs.
// Gatsby 5.16 leaves build-time files there (webpack.stats.json and
// chunk-map.json, read while rendering HTML; ~partytown/, the off-main-thread
// script runtime this site never uses) and source maps next to every script.
// The maps move to .cache/source-maps/ (webpack writes them without a
// sourceMappingURL comment: see onCreateWebpackConfig), where
// `node bench/chunk-sources.mjs` reads them to say what makes up a script.
// e2e/published-files.test.ts fails if any of these is published again.
import { promises as fs } from "fs"
import path from "path"

export const BUILD_ONLY = [`webpack.stats.json`, `chunk-map.json`, `~partytown`]
export const SOURCE_MAPS_DIR = path.join(`.cache`, `source-maps`)

export async function removeBuildOnlyFiles(publicDir = `public`): Promise<void> {
  await Promise.all(BUILD_ONLY.map(name => fs.rm(path.join(publicDir, name), { recursive: true, force: true })))
  await fs.rm(SOURCE_MAPS_DIR, { recursive: true, force: true })
  await fs.mkdir(SOURCE_MAPS_DIR, { recursive: true })
  const maps = (await fs.readdir(publicDir)).filter(name => name.endsWith(`.js.map`))
  await Promise.all(maps.map(name => fs.rename(path.join(publicDir, name), path.join(SOURCE_MAPS_DIR, name))))
}

/**
 * Gatsby publishes a copy of each file a page uses (and its resized images)
 * under public/static/{the file's digest}/ and never removes one: a deleted
 * post's images, or an image since edited, would stay online at their old
 * address on the next deploy. Each such folder whose digest is no file of
 * this build's goes; the bundles' files beside them (fonts) and the cards stay.
 */
export async function removeStaleFileCopies(digests: ReadonlySet<string>, publicDir = `public`): Promise<string[]> {
  const dir = path.join(publicDir, `static`)
  const stale = (await fs.readdir(dir).catch(() => [] as string[])).filter(name => /^[0-9a-f]{32}$/.test(name) && !digests.has(name))
  await Promise.all(stale.map(name => fs.rm(path.join(dir, name), { recursive: true, force: true })))
  return stale
}
