// Every rule the owner's content must meet, in one place: `npm run check` runs
// it on the disk, and the build runs the same before it makes any page. Each
// problem names the file, the field and what is wrong; warnings do not stop
// anything. Reads a ContentFolder (content-folder.ts); no Gatsby.
import path from "path"
import { checkBody } from "../content-model/body-rules"
import { checkRichMarkdown } from "../../plugins/gatsby-remark-rich-markdown/check"
import { bodyFileProblems, dataProblems, emptyPanels, imageFieldProblems, strayFiles } from "./check-files"
import { checkPost, postAliases, publication, translationProblems, unknownKeys, type ContentProblem } from "../content-model/content-rules"
import { checkUniqueSlugs, slugFromPath } from "../content-model/post-slugs"
import type { ContentFolder } from "./content-folder"
import { findFrontMatter, readFrontMatter, type FrontMatter } from "../content-model/front-matter"
import { resolveReference } from "./local-files"
import { postPath } from "../../src/lib/urls"

export interface CheckOptions {
  /** Today's date where the check runs (YYYY-MM-DD): later posts are scheduled. */
  today: string
  /** A production build leaves drafts and scheduled posts out. */
  production: boolean
}

export interface ContentReport {
  problems: ContentProblem[]
  warnings: string[]
  /** Posts a production build leaves out, by file. */
  leftOut: { file: string; why: `draft` | `scheduled` }[]
}

interface CheckedPost {
  file: string
  slug: string
  frontmatter: FrontMatter
}

export function checkContent(folder: ContentFolder, { today, production }: CheckOptions): ContentReport {
  const report: ContentReport = { problems: [], warnings: [], leftOut: [] }
  const { problems, warnings } = report
  const used = new Set<string>()
  const checked: CheckedPost[] = []
  const bodyFiles: ContentProblem[] = []
  const bodyWarnings: string[] = []

  for (const post of folder.posts) {
    const { file, text } = post
    const found = findFrontMatter(text)
    const reading = found.kind === `yaml` ? readFrontMatter(found.block, found.firstLine) : { data: {}, problems: [] }
    const frontmatter: FrontMatter = reading.data
    checked.push({ file, slug: slugFromPath(post.relativePath), frontmatter })
    if (found.kind === `toml`) {
      problems.push({
        file,
        field: `front matter`,
        message: `is TOML (between +++ lines), which this site does not read; convert it with npm run import -- ${file}`,
      })
      continue
    }
    const bodyLine = found.kind === `yaml` ? found.bodyLine : 1
    for (const { line, message } of reading.problems) problems.push({ file, field: `line ${line}`, message })
    problems.push(...checkPost(file, frontmatter))
    const { image } = frontmatter
    if (image) {
      problems.push(...imageFieldProblems(folder, post, `image`, image))
      const reference = resolveReference(image, path.dirname(post.absolutePath), folder.roots)
      if (reference.kind === `local`) used.add(reference.file)
    }
    const body = text
      .replace(/^\uFEFF/, ``)
      .split(/\r?\n/)
      .slice(bodyLine - 1)
      .join(`\n`)
    const bodyReport = checkBody(body, bodyLine)
    for (const { line, message } of bodyReport.errors) problems.push({ file, field: `line ${line}`, message })
    for (const { line, message } of bodyReport.warnings) warnings.push(`${file}: line ${line}: ${message}`)
    const rich = checkRichMarkdown(body, bodyLine, folder.root)
    for (const { line, message } of rich.errors) problems.push({ file, field: `line ${line}`, message })
    for (const { line, message } of rich.warnings) warnings.push(`${file}: line ${line}: ${message}`)
    const files = bodyFileProblems(folder, post, body)
    bodyFiles.push(...files.problems)
    bodyWarnings.push(...files.warnings)
    files.used.forEach(usedFile => used.add(usedFile))
    const state = publication(frontmatter, today)
    if (production && state !== `published`) report.leftOut.push({ file, why: state })
  }
  problems.push(...checkUniqueSlugs(checked))
  problems.push(...translationProblems(checked))
  problems.push(...checkAliases(checked.map(({ file, slug, frontmatter }) => ({ file, slug, aliases: postAliases(frontmatter) }))))
  problems.push(...bodyFiles)
  warnings.push(...bodyWarnings)

  for (const [key, users] of unknownKeys(checked)) {
    warnings.push(`Front-matter key "${key}" is not read by this site (kept in the file, not shown): ${listFiles(users)}`)
  }
  const stray = strayFiles(folder, used)
  problems.push(...stray.problems)
  warnings.push(...stray.warnings)
  problems.push(...dataProblems(folder))
  warnings.push(...emptyPanels(folder))
  return report
}

/** Old addresses must not take another post's or another alias's place. */
function checkAliases(posts: { file: string; slug: string; aliases: string[] }[]): ContentProblem[] {
  const taken = new Map<string, string>(posts.map(({ file, slug }) => [postPath(slug), file]))
  const problems: ContentProblem[] = []
  for (const { file, aliases } of posts) {
    for (const alias of aliases) {
      const key = alias.replace(/\/+$/, ``) || `/`
      const owner = taken.get(key)
      if (owner !== undefined) {
        const what = owner === file ? `is written twice` : `is already the address of ${owner}`
        problems.push({ file, field: `aliases`, message: `"${alias}" ${what}` })
      } else {
        taken.set(key, file)
      }
    }
  }
  return problems
}

/** "a.md, b.md and 3 more": enough to find them, short enough to read. */
export function listFiles(files: readonly string[], shown = 5): string {
  const head = files.slice(0, shown).join(`, `)
  return files.length > shown ? `${head} and ${files.length - shown} more` : head
}

/** "2 drafts and 1 scheduled post (…)" for the one line a production build prints. */
export function leftOutLine(leftOut: ContentReport["leftOut"]): string | null {
  if (leftOut.length === 0) return null
  const count = (why: string, one: string, many: string) => {
    const n = leftOut.filter(post => post.why === why).length
    return n === 0 ? [] : [`${n} ${n === 1 ? one : many}`]
  }
  const what = [...count(`draft`, `draft`, `drafts`), ...count(`scheduled`, `scheduled post`, `scheduled posts`)].join(` and `)
  return `Left out of this build: ${what} (${listFiles(leftOut.map(post => post.file))}); gatsby develop shows them`
}
