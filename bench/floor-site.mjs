// The floor the Lighthouse figures are compared with: the smallest Gatsby 5 +
// React 18 site there is, one page with a heading and a paragraph and no
// plugins. Whatever the real site costs above it is the site's own doing. It is
// written to a temporary folder, linked to the project's node_modules (so
// nothing is downloaded and the versions are the project's), built, and
// deleted after use. Its package.json names Gatsby, which the command line needs
// to know it stands in a Gatsby site, and the build command the benchmark runs;
// nothing is installed from it.
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import { timedBuild } from "./site-copy.mjs"

const PACKAGE = {
  name: `floor`,
  private: true,
  scripts: { build: `gatsby build` },
  dependencies: { gatsby: `*`, react: `*`, "react-dom": `*` },
}

const FILES = {
  "package.json": `${JSON.stringify(PACKAGE, null, 2)}\n`,
  "gatsby-config.js": `module.exports = {}\n`,
  "src/pages/index.js": `import * as React from "react"

export default function Index() {
  return (
    <main>
      <h1>Floor</h1>
      <p>The smallest Gatsby site: one page, no plugins, nothing else.</p>
    </main>
  )
}

export const Head = () => <title>Floor</title>
`,
}

/**
 * Writes and builds the floor site with the node_modules of `projectRoot`.
 * Returns its public folder, the build's figures, and `remove()`.
 */
export async function buildFloorSite(projectRoot) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `site-floor-`))
  try {
    for (const [name, text] of Object.entries(FILES)) {
      await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true })
      await fs.writeFile(path.join(dir, name), text)
    }
    await fs.symlink(await fs.realpath(path.join(projectRoot, `node_modules`)), path.join(dir, `node_modules`), `dir`)
    const build = await timedBuild(dir, `build.log`)
    return { dir, publicDir: path.join(dir, `public`), build, remove: () => fs.rm(dir, { recursive: true, force: true }) }
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true })
    throw error
  }
}
