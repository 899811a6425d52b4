// The content rules about files: covers and avatars, the images and files a post body uses, files in content/posts
// that nothing uses, links out of the project, and the data files. Pure: the files that exist come from a ContentFolder.
import path from "path"
import { bodyReferences, type MdastNode } from "../content-model/body-references"
import { blankFencedCode } from "../../plugins/gatsby-remark-rich-markdown/fences"
import type { ContentProblem } from "../content-model/content-rules"
import { labelOf, MARKDOWN_FILE, type ContentFolder, type ContentText } from "./content-folder"
import { checkDataFile } from "../content-model/data-schemas"
import { fromPostPage, mayReferenceFiles, resolveReference } from "./local-files"
import { imageFieldBytes } from "./image-files"

/**
 * An image field (a post's `image`, the profile's `avatar`): an https URL, or a
 * file beside the content or under static/ that exists.
 */
export function imageFieldProblems(folder: ContentFolder, owner: ContentText, field: string, value: string): ContentProblem[] {
  const reference = resolveReference(value, path.dirname(owner.absolutePath), folder.roots)
  const problem = (message: string) => [{ file: owner.file, field, message: `"${value}" ${message}` }]
  switch (reference.kind) {
    case `invalid`:
      return problem(reference.reason)
    case `external`:
      return /^https:/i.test(value.trim()) ? [] : problem(`must use https://`)
    case `other`:
      return problem(
        `is not an image: write a path beside the file (./cover.jpg), a path under static/ (/images/cover.jpg) or an https:// URL`,
      )
    case `local`:
      return folder.files.has(reference.file) ? [] : problem(`does not exist (looked for ${labelOf(folder.root, reference.file)})`)
  }
}

export interface BodyFiles {
  problems: ContentProblem[]
  warnings: string[]
  /** The files the body shows or links to, by absolute path. */
  used: string[]
}

/** The local images and files a post body uses: each must exist (a link may also lead to another post). */
export function bodyFileProblems(folder: ContentFolder, post: ContentText, body: string, tree: () => MdastNode): BodyFiles {
  const result: BodyFiles = { problems: [], warnings: [], used: [] }
  // Most posts have no image or link to a file: they are not parsed at all.
  if (!mayReferenceFiles(blankFencedCode(body))) return result
  for (const { tag, url, alt } of bodyReferences(tree())) {
    if (tag === `img` && !alt.trim()) {
      result.warnings.push(`${post.file}: image "${url ?? ``}" has no alt text (write ![what it shows](${url ?? `…`}))`)
    }
    if (url === null) continue
    const reference = resolveReference(url, path.dirname(post.absolutePath), folder.roots)
    const what = tag === `img` ? `image` : `link`
    if (reference.kind === `invalid`) {
      result.problems.push({ file: post.file, field: `body`, message: `${what} "${url}" ${reference.reason}` })
      continue
    }
    // A site path in a link is a page of the site (/projects), not a file to check.
    if (reference.kind !== `local` || (tag === `a` && reference.rooted)) continue
    if (tag === `a` && isPostAt(folder, reference.file)) continue
    const fromPage = reference.rooted ? null : fromPostPage(reference.file, post.absolutePath)
    if (tag === `a` && !folder.files.has(reference.file) && fromPage && isPostAt(folder, fromPage)) continue
    if (folder.files.has(reference.file)) {
      result.used.push(reference.file)
    } else {
      const looked = labelOf(folder.root, reference.file)
      result.problems.push({ file: post.file, field: `body`, message: `${what} "${url}" does not exist (looked for ${looked})` })
    }
  }
  return result
}

/** A link to a post's file or folder leads to its page (../other/, ./other.md). */
export function isPostAt(folder: ContentFolder, absolutePath: string): boolean {
  let posts = postFiles.get(folder)
  if (!posts) {
    posts = new Set(folder.posts.map(post => post.absolutePath))
    postFiles.set(folder, posts)
  }
  const candidates = /\.md$/i.test(absolutePath) ? [absolutePath] : [path.join(absolutePath, `index.md`), `${absolutePath}.md`]
  return candidates.some(candidate => posts.has(candidate))
}

// Many links, many posts: each folder's set of post files is made once.
const postFiles = new WeakMap<ContentFolder, Set<string>>()

/** Files in content/posts that are neither a post nor shown or linked by one; an .mdx file is a problem. */
export function strayFiles(folder: ContentFolder, used: ReadonlySet<string>): { problems: ContentProblem[]; warnings: string[] } {
  const postsDir = path.join(folder.roots.contentDir, `posts`)
  const problems: ContentProblem[] = []
  const warnings: string[] = []
  const stray = [...folder.files]
    .filter(file => !path.relative(postsDir, file).startsWith(`..`) && !MARKDOWN_FILE.test(file))
    .sort((a, b) => path.relative(postsDir, a).localeCompare(path.relative(postsDir, b)))
  for (const file of stray) {
    const name = labelOf(folder.root, file)
    if (/\.mdx$/i.test(file)) {
      problems.push({
        file: name,
        field: `(file)`,
        message:
          `is MDX, which this site does not build; ` +
          `convert it with npm run import -- ${name} (it keeps the markdown and lists the components it cannot keep)`,
      })
    } else if (!used.has(file)) {
      warnings.push(
        `${name}: is not shown or linked by any post, so it is not published (use it in a post, or move it out of content/posts)`,
      )
    }
  }
  return { problems, warnings }
}

/** A link under content/ or static/ to a file or folder outside the project: it is not published, and stops the build. */
export function outsideLinks(folder: Pick<ContentFolder, `root` | `outside`>): ContentProblem[] {
  return [...folder.outside]
    .sort((a, b) => a.link.localeCompare(b.link))
    .map(({ link, target, folder: isFolder }) => {
      const what = isFolder ? `folder` : `file`
      return {
        file: labelOf(folder.root, link),
        field: `(file)`,
        message: `is a link to a ${what} outside the project (${target}); copy the ${what} in instead`,
      }
    })
}

/**
 * A data file's JSON, or where and why it cannot be read: the line and column
 * of a syntax error, or a byte-order mark, which JSON does not allow.
 */
export function parseJson(text: string): { data: unknown } | { error: string } {
  if (text.startsWith(`\uFEFF`)) {
    return { error: `starts with a byte-order mark (BOM), which JSON does not allow; save the file as UTF-8 without BOM` }
  }
  try {
    return { data: JSON.parse(text) }
  } catch (error) {
    const message = (error as Error).message
    const position = /at position (\d+)/.exec(message)
    if (!position) return { error: `is not valid JSON: ${message}` }
    const before = text.slice(0, Number(position[1])).split(`\n`)
    const where = `line ${before.length}, column ${before[before.length - 1].length + 1}`
    return { error: `is not valid JSON at ${where}: ${message.replace(/ in JSON at position \d+.*$/, ``)}` }
  }
}

/** What the site leaves out when a list it shows has no file, or no entries. */
const LISTS: Record<string, string> = {
  work: `the Work History table is left out`,
  socials: `the My Socials panel is left out`,
  projects: `/projects shows "No projects yet"`,
}

/** The data file content/data/{name}.json as parsed; undefined when it is missing or no JSON (dataProblems says so). */
export function readDataFile(folder: ContentFolder, name: string): unknown {
  const file = folder.data.find(data => path.posix.basename(data.relativePath, `.json`) === name)
  const parsed = file && parseJson(file.text)
  return parsed && `data` in parsed ? parsed.data : undefined
}

/** One warning for each list the site would show empty. */
export function emptyPanels(folder: ContentFolder): string[] {
  return Object.entries(LISTS).flatMap(([name, effect]) => {
    const file = folder.data.find(data => path.posix.basename(data.relativePath, `.json`) === name)
    if (!file) return [`content/data/${name}.json: is missing, so ${effect}`]
    const parsed = parseJson(file.text)
    return `data` in parsed && Array.isArray(parsed.data) && parsed.data.length === 0 ? [`${file.file}: has no entries, so ${effect}`] : []
  })
}

/** Each data file against its schema, the profile's avatar, and the profile itself, which must exist. */
export function dataProblems(folder: ContentFolder): ContentProblem[] {
  const problems: ContentProblem[] = []
  const name = (file: ContentText) => path.posix.basename(file.relativePath, `.json`)
  if (!folder.data.some(file => name(file) === `profile`)) {
    problems.push({ file: `content/data/profile.json`, field: `(file)`, message: `is missing` })
  }
  for (const file of folder.data) {
    const parsed = parseJson(file.text)
    if (`error` in parsed) {
      problems.push({ file: file.file, field: `(file)`, message: parsed.error })
      continue
    }
    const { data } = parsed
    problems.push(...checkDataFile(file.file, name(file), data))
    for (const [field, avatar] of avatars(name(file), data)) {
      const found = imageFieldProblems(folder, file, field, avatar)
      problems.push(...(found.length > 0 ? found : imageFieldBytes(folder, file, field, avatar)))
    }
  }
  return problems
}

/** The pictures a data file names, each with its field: the profile's avatar, each author's. */
function avatars(name: string, data: unknown): Array<[field: string, avatar: string]> {
  const avatarOf = (entry: unknown) => (typeof entry === `object` && entry !== null ? (entry as { avatar?: unknown }).avatar : null)
  const named = (field: string, avatar: unknown): Array<[string, string]> => (typeof avatar === `string` && avatar ? [[field, avatar]] : [])
  if (name === `profile`) return named(`avatar`, avatarOf(data))
  if (name === `authors` && Array.isArray(data)) return data.flatMap((entry, index) => named(`[${index}].avatar`, avatarOf(entry)))
  return []
}
