// The owner's content as the build sees it, read straight from the disk: every
// file Gatsby sources from content/ and static/ (gatsby-source-filesystem leaves
// out dot files), and the text of the posts and data files. Both `npm run check`
// and the build read it here, so they judge the same files.
import { promises as fs } from "fs"
import path from "path"
import { mapAtOnce } from "../at-once"
import type { ContentRoots } from "./local-files"

export interface ContentText {
  /** The file for messages: content/posts/hello.md. */
  file: string
  absolutePath: string
  /** Inside its folder (content/posts or content/data): hello/index.md. */
  relativePath: string
  text: string
}

export interface ContentFolder {
  /** The project's folder: content/ and static/ are in it. */
  root: string
  roots: ContentRoots
  /** Every sourced file under content/ and static/, by absolute path. */
  files: ReadonlySet<string>
  /** content/posts/**\/*.md and *.markdown, sorted by file. */
  posts: ContentText[]
  /** content/data/**\/*.json, sorted by file. */
  data: ContentText[]
}

export const MARKDOWN_FILE = /\.(md|markdown)$/i

export function contentRoots(root: string): ContentRoots {
  return { staticDir: path.join(root, `static`), contentDir: path.join(root, `content`) }
}

/** A path for messages: relative to the project, with forward slashes. */
export function labelOf(root: string, absolutePath: string): string {
  return path.relative(root, absolutePath).split(path.sep).join(`/`)
}

export async function readContentFolder(root: string): Promise<ContentFolder> {
  const roots = contentRoots(root)
  const files = new Set([...(await walk(roots.contentDir)), ...(await walk(roots.staticDir))])
  const texts = async (folder: string, pattern: RegExp) => {
    const base = path.join(roots.contentDir, folder)
    const chosen = [...files].filter(file => pattern.test(file) && !path.relative(base, file).startsWith(`..`))
    const read = await mapAtOnce(chosen, OPEN_AT_ONCE, async absolutePath => ({
      file: labelOf(root, absolutePath),
      absolutePath,
      relativePath: path.relative(base, absolutePath).split(path.sep).join(`/`),
      text: await fs.readFile(absolutePath, `utf8`),
    }))
    return read.sort((a, b) => a.file.localeCompare(b.file))
  }
  return { root, roots, files, posts: await texts(`posts`, MARKDOWN_FILE), data: await texts(`data`, /\.json$/) }
}

async function walk(dir: string): Promise<string[]> {
  let entries
  try {
    entries = await fs.readdir(dir, { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === `ENOENT`) return []
    throw error
  }
  const shown = entries.filter(entry => !entry.name.startsWith(`.`) && entry.name !== `node_modules` && !entry.name.endsWith(`.un~`))
  const found = await mapAtOnce(shown, OPEN_AT_ONCE, async entry => {
    const full = path.join(dir, entry.name)
    // A linked file or folder counts as what it points to, as Gatsby reads it.
    const kind = entry.isSymbolicLink() ? await fs.stat(full).catch(() => null) : entry
    if (kind?.isDirectory()) return walk(full)
    return kind?.isFile() ? [full] : []
  })
  return found.flat()
}

/**
 * How many files or folders are open at once. All at once, a blog of twenty
 * thousand posts ran out of the process's file handles (EMFILE) and stopped
 * the build; folders nest, so each level of a walk may open this many.
 */
export const OPEN_AT_ONCE = 32
