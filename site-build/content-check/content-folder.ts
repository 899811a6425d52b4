// The owner's content as the build sees it, read straight from the disk: every
// file under content/ and static/ that the site sources (the rule is
// plugins/gatsby-source-site-files/files.js: no dot files and no links out of
// the project, for two), the links out of it, which the check refuses, and the text
// of the posts and data files. Both `npm run check` and the build read it here,
// so they judge the same files. A build takes the texts its sourcing read
// (plugins/gatsby-source-site-files/kept-texts.js) while the files are unchanged,
// rather than open each again; not from Gatsby's File nodes: kept there, the
// texts of 5,000 posts cost 0.3 GB more at the build's peak and 3 s more in createPages.
import { readFileSync, statSync } from "fs"
import path from "path"
import { listFiles } from "../../plugins/gatsby-source-site-files/files"
import { keptText } from "../../plugins/gatsby-source-site-files/kept-texts"
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
  /** Links under content/ and static/ that lead out of the project (not sourced), with the real path each leads to. */
  outside: readonly OutsideLink[]
  /** content/posts/**\/*.md and *.markdown, sorted by file. */
  posts: ContentText[]
  /** content/data/**\/*.json, sorted by file. */
  data: ContentText[]
}

export interface OutsideLink {
  /** The link, by absolute path. */
  link: string
  /** Where it leads, by real path. */
  target: string
  folder: boolean
}

export const MARKDOWN_FILE = /\.(md|markdown)$/i

/** How many posts the site sources from content/posts: for the build to size its workers before Gatsby starts. */
export function postCount(root: string): number {
  return listFiles(path.join(contentRoots(root).contentDir, `posts`), root).files.filter(file => MARKDOWN_FILE.test(file)).length
}

export function contentRoots(root: string): ContentRoots {
  return { staticDir: path.join(root, `static`), contentDir: path.join(root, `content`) }
}

/** A path for messages: relative to the project, with forward slashes. */
export function labelOf(root: string, absolutePath: string): string {
  return path.relative(root, absolutePath).split(path.sep).join(`/`)
}

/**
 * Reads the folder with synchronous calls, one file at a time: the walk and the
 * reads take a fraction of the time they would as thousands of awaited calls,
 * and no more than one file or folder is ever open, however large the blog (all
 * at once, tens of thousands of posts run out of file handles).
 */
export async function readContentFolder(root: string): Promise<ContentFolder> {
  const roots = contentRoots(root)
  const listings = [listFiles(roots.contentDir, root), listFiles(roots.staticDir, root)]
  const files = new Set(listings.flatMap(listing => listing.files))
  const outside: OutsideLink[] = listings.flatMap(listing => listing.outside)
  const texts = (folder: string, pattern: RegExp) => {
    const base = path.join(roots.contentDir, folder)
    return [...files]
      .filter(file => pattern.test(file) && !path.relative(base, file).startsWith(`..`))
      .map(absolutePath => ({
        file: labelOf(root, absolutePath),
        absolutePath,
        relativePath: path.relative(base, absolutePath).split(path.sep).join(`/`),
        text: keptText(absolutePath, statSync(absolutePath)) ?? readFileSync(absolutePath, `utf8`),
      }))
      .sort((a, b) => a.file.localeCompare(b.file))
  }
  return { root, roots, files, outside, posts: texts(`posts`, MARKDOWN_FILE), data: texts(`data`, /\.json$/) }
}
