// The site as it is without its JavaScript, for the Lighthouse reference of
// what a page's HTML, CSS and images cost alone (bench/lighthouse-runs.mjs).
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"

/** The HTML without the <script src> tags that load the app; inline scripts (the theme, the splash) stay. */
export function withoutScriptFiles(html) {
  return html.replace(/<script\b[^>]*\bsrc=[^>]*>\s*<\/script>/g, ``)
}

/**
 * A copy of the site in a new temporary folder in which the HTML of `paths`
 * loads no script file: its folder, and `remove()`.
 */
export async function copyWithoutScripts(siteDir, paths) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `site-without-scripts-`))
  try {
    await fs.cp(siteDir, dir, { recursive: true })
    for (const pagePath of paths) {
      const file = path.join(dir, pagePath, `index.html`)
      const html = await fs.readFile(file, `utf8`).catch(() => {
        throw new Error(`No ${path.join(siteDir, pagePath, `index.html`)}: cannot measure that page without its scripts`)
      })
      const stripped = withoutScriptFiles(html)
      if (stripped === html)
        throw new Error(
          `${path.join(siteDir, pagePath, `index.html`)} loads no script file: nothing to take out for the measure without scripts`,
        )
      await fs.writeFile(file, stripped)
    }
    return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) }
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true })
    throw error
  }
}
