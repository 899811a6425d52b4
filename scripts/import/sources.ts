// The posts each input names, with the old site they come from: an old site's
// folder (its posts folders), a folder inside one (the site found above it),
// a folder of posts, or single files.
import { promises as fs } from "fs"
import path from "path"
import { titleFromName } from "./front-matter-values"
import { POST_FILE } from "./post-names"
import { detectSite, type OldSite } from "./site"
import { readInside } from "./inside"

export interface Source {
  file: string
  site: OldSite
  /** The folder it was found in, which its category may come from. */
  folder: string
  /** Its own folder is the post's bundle (the only post there, beside its images): that folder names no category. */
  bundle?: boolean
  /** Why it is not a post but a page of the old site, and is skipped; undefined for a post. */
  page?: string
}

/** Pages of a site that are not posts. */
const NOT_POSTS = /^(readme|license|changelog|contributing|_index(\.[a-z]{2})?)\.(md|markdown|mdx)$/i

export async function markdownFiles(folder: string): Promise<string[]> {
  const found: string[] = []
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    if (entry.name.startsWith(`.`) || entry.name === `node_modules`) continue
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) found.push(...(await markdownFiles(full)))
    else if (POST_FILE.test(entry.name)) found.push(path.resolve(full))
  }
  return found
}

/**
 * The old site a folder belongs to. A folder inside an old site (its _posts, its content/blog): the site is above it,
 * but never this project, which the command runs in. A post named on its own (`forFile`) in a site of no known
 * generator is read as part of the folder that holds its own: imported again by itself once its images are there,
 * it still reaches its `../images/`, and nothing above that folder or in this project is read.
 */
async function siteOf(folder: string, forFile = false): Promise<OldSite> {
  const own = await detectSite(folder)
  if (own.generator !== `unknown`) return own
  let above = path.dirname(folder)
  for (
    let depth = 0;
    depth < 4 && above !== path.dirname(above) && path.relative(above, process.cwd()).startsWith(`..`);
    depth++, above = path.dirname(above)
  ) {
    const site = await detectSite(above)
    if (site.generator !== `unknown`) return { ...site, staticRoots: [...own.staticRoots, ...site.staticRoots] }
  }
  const holder = path.dirname(folder)
  if (!forFile || holder === folder || !path.relative(holder, process.cwd()).startsWith(`..`)) return own
  const whole = await detectSite(holder)
  return { ...own, root: whole.root, realRoot: whole.realRoot }
}

export async function findSources(input: string): Promise<Source[]> {
  const full = path.resolve(input)
  const stat = await fs.stat(full)
  if (stat.isFile())
    return POST_FILE.test(full) ? [{ file: full, site: await siteOf(path.dirname(full), true), folder: path.dirname(full) }] : []
  const site = await siteOf(full)
  const folders = site.root === full ? site.postFolders : [full]
  const sources: Source[] = []
  for (const folder of folders) {
    for (const file of await markdownFiles(folder)) {
      // A Hugo section's _index.md and a README are pages, not posts.
      if (NOT_POSTS.test(path.basename(file))) continue
      sources.push({ file, site, folder, bundle: await isBundle(file), page: await pageOf(file, site) })
    }
  }
  return sources
}

/**
 * Why a file of the old site is one of its pages rather than a post: a Hugo or Zola page in a pages or projects
 * section (content/pages/now.md, content/projects/tabi/index.md), one at the top of its content folder without a
 * date (content/about.md), and any Zola page without one (a section sorted by date lists none of those); and in any
 * generator a listing page, whose front matter paginates the posts (Eleventy's and jekyll-paginate-v2's pagination).
 */
async function pageOf(file: string, site: OldSite): Promise<string | undefined> {
  const front = await frontMatterText(file, site)
  if (/^\s*pagination\s*[:=]/m.test(front))
    return `a listing page of the old site (it paginates the posts), not a post (${path.relative(process.cwd(), file)})`
  // A posts folder's own page (Eleventy's blog/blog.md, an index.md beside the posts), when it has no date.
  const name = path.basename(file).replace(POST_FILE, ``)
  const folderPage = site.postFolders.includes(path.dirname(file)) && (name === path.basename(path.dirname(file)) || /^index$/i.test(name))
  if (folderPage && !/^\s*date\s*[:=]/m.test(front) && !/^\d{4}-\d{2}-\d{2}/.test(name))
    return `the page of its folder on the old site, without a date, not a post (${path.relative(process.cwd(), file)})`
  const where = path.relative(process.cwd(), file)
  const layout = /^\s*layout\s*[:=]\s*["']?(archives?|search|list|terms|taxonomy)["']?\s*$/im.exec(front)?.[1]
  if (layout) return `a listing page of the old site (layout ${layout}), not a post (${where})`
  if (site.generator !== `hugo` && site.generator !== `zola`) return undefined
  const relative = path.relative(site.contentRoot, file)
  if (relative.startsWith(`..`)) return undefined
  const parts = relative.split(path.sep)
  const section = parts.slice(0, -1).find(part => /^(pages?|projects?|portfolio)$/i.test(part))
  if (section) return `a page of the old site's ${section} section, not a post (${where})`
  if (site.generator === `hugo` && HEADLESS.test(await frontMatterText(path.join(path.dirname(file), `index.md`), site)))
    return `part of a headless bundle of the old site (shown inside its other pages), not a post (${where})`
  // Hugo lists the pages of its sections (content/posts/): one at the top of content/ (about.md) is a page of its own.
  if (site.generator === `hugo` && parts.length === 1 && (await hasSections(site)))
    return `a page at the top of the old site's content, outside its sections of posts, not a post (${where})`
  if ((parts.length === 1 || site.generator === `zola`) && !(await hasDate(file, site)))
    return `a page of the old site without a date, not a post (${where})`
  return undefined
}

/** Hugo's headless bundle: its index and the pages beside it are content for other pages, not pages of their own. */
const HEADLESS = /^\s*headless\s*[:=]\s*true\b/m

const sectionsOf = new Map<string, Promise<boolean>>()

/** Whether the site's content folder holds sections: folders with pages in them (content/posts/a.md). */
function hasSections(site: OldSite): Promise<boolean> {
  let found = sectionsOf.get(site.contentRoot)
  if (!found) {
    found = fs
      .readdir(site.contentRoot, { withFileTypes: true })
      .then(async entries => {
        for (const entry of entries)
          if (entry.isDirectory() && !entry.name.startsWith(`.`)) {
            const pages = await markdownFiles(path.join(site.contentRoot, entry.name))
            if (pages.some(page => !NOT_POSTS.test(path.basename(page)))) return true
          }
        return false
      })
      .catch(() => false)
    sectionsOf.set(site.contentRoot, found)
  }
  return found
}

/** Whether the file's front matter (YAML or TOML) gives a date; read only inside the old site, as every file is. */
async function hasDate(file: string, site: OldSite): Promise<boolean> {
  return /^\s*date\s*[:=]/m.test(await frontMatterText(file, site))
}

/** The file's front matter (YAML or TOML) as text; read only inside the old site, as every file is. */
async function frontMatterText(file: string, site: OldSite): Promise<string> {
  const text = (await readInside(site.root, site.realRoot, file)) ?? ``
  return /^(?:---|\+\+\+)\r?\n([\s\S]*?)\r?\n(?:---|\+\+\+)/.exec(text)?.[1] ?? ``
}

/**
 * Whether a post's folder is its own bundle rather than a category: the only post in it, named after it
 * (fourth-post/fourth-post.md) or beside other files (its images).
 */
async function isBundle(file: string): Promise<boolean> {
  const entries = await fs.readdir(path.dirname(file), { withFileTypes: true })
  const posts = entries.filter(entry => entry.isFile() && POST_FILE.test(entry.name) && !NOT_POSTS.test(entry.name))
  if (posts.length !== 1) return false
  const named = path.basename(file).replace(/\.(md|markdown|mdx)$/i, ``) === path.basename(path.dirname(file))
  return named || entries.some(entry => !POST_FILE.test(entry.name) && !entry.name.startsWith(`.`))
}

const GENERIC_FOLDERS = /^(_?posts?|blog|content|articles?|src|source|docs|\d{4}|\d{2})$/i

/** The category a post's folder gives: blog/announcements/a.md → Announcements. */
export function folderCategory(source: Source): string | undefined {
  const relative = path.relative(source.folder, path.dirname(source.file)).split(path.sep).filter(Boolean)
  // A folder post's own folder names the post, not a category.
  const isIndex = /^index(\.[a-z]{2})?\.(md|markdown|mdx)$/i.test(path.basename(source.file))
  const folders = isIndex || source.bundle ? relative.slice(0, -1) : relative
  const named = folders.find(folder => !GENERIC_FOLDERS.test(folder))
  return named ? titleFromName(named) : undefined
}
