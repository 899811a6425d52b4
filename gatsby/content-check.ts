// Every problem in the owner's content, found before any page is made: front
// matter, bodies, images and files, the data files, and the files in
// content/posts that are neither a post nor used by one. Read from the node
// store rather than collected in onCreateNode: with a warm cache, Gatsby does not
// call onCreateNode again for files that did not change.
import { promises as fs } from "fs"
import path from "path"
import type { GatsbyNode, Node, Reporter } from "gatsby"
import { checkBody } from "../src/lib/body-rules"
import {
  checkDataFile,
  checkPost,
  checkUniqueSlugs,
  postAliases,
  publication,
  unknownKeys,
  type ContentProblem,
} from "../src/lib/content-rules"
import { findFrontMatter, readFrontMatter, type FrontMatter } from "../src/lib/front-matter"
import { mayReferenceFiles, resolveReference } from "../src/lib/local-files"
import { postPath } from "../src/lib/urls"
import { ROOTS } from "./body-files"
import { checkBodies, imageFieldProblems } from "./images"

export interface FileNode extends Node {
  absolutePath: string
  relativePath: string
  sourceInstanceName: string
  name: string
  dir: string
  extension: string
}

export interface MarkdownNode extends Node {
  frontmatter: FrontMatter
  fields: { slug: string }
  /** The body without its front matter, as gatsby-transformer-remark keeps it. */
  rawMarkdownBody: string
}

export type NodeHelpers = Pick<Parameters<NonNullable<GatsbyNode["createPages"]>>[0], `getNode` | `getNodesByType`>
export type GraphqlRunner = Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["graphql"]

export interface CheckOptions {
  /** Today's date where the build runs (YYYY-MM-DD): later posts are scheduled. */
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

const MARKDOWN = new Set([`md`, `markdown`])

export const relativeFile = (file: FileNode) => path.posix.join(`content`, file.sourceInstanceName, file.relativePath)

export async function checkContent(
  { getNode, getNodesByType }: NodeHelpers,
  graphql: GraphqlRunner,
  { today, production }: CheckOptions,
): Promise<ContentReport> {
  const report: ContentReport = { problems: [], warnings: [], leftOut: [] }
  const { problems, warnings } = report
  const files = getNodesByType(`File`) as FileNode[]
  const existing = new Set(files.map(file => file.absolutePath))
  const exists = (absolutePath: string) => existing.has(absolutePath)
  const used = new Set<string>()

  const posts = (getNodesByType(`MarkdownRemark`) as MarkdownNode[])
    .map(node => ({ node, parent: getNode(node.parent as string) as FileNode }))
    .map(({ node, parent }) => ({ node, parent, file: relativeFile(parent) }))
    .sort((a, b) => a.file.localeCompare(b.file))
  for (const { node, parent, file } of posts) {
    const text = await fs.readFile(parent.absolutePath, `utf8`)
    const found = findFrontMatter(text)
    if (found.kind === `toml`) {
      problems.push({
        file,
        field: `front matter`,
        message: `is TOML (between +++ lines), which this site does not read; convert it with npm run import -- ${file}`,
      })
      continue
    }
    let bodyLine = 1
    if (found.kind === `yaml`) {
      bodyLine = found.bodyLine
      for (const { line, message } of readFrontMatter(found.block, found.firstLine).problems) {
        problems.push({ file, field: `line ${line}`, message })
      }
    }
    problems.push(...checkPost(file, node.frontmatter))
    const { image } = node.frontmatter
    if (image) {
      problems.push(...imageFieldProblems(file, `image`, image, parent.dir, exists))
      const reference = resolveReference(image, parent.dir, ROOTS)
      if (reference.kind === `local`) used.add(reference.file)
    }
    const body = text.replace(/^\uFEFF/, ``).split(/\r?\n/).slice(bodyLine - 1).join(`\n`)
    const bodyReport = checkBody(body, bodyLine)
    for (const { line, message } of bodyReport.errors) problems.push({ file, field: `line ${line}`, message })
    for (const { line, message } of bodyReport.warnings) warnings.push(`${file}: line ${line}: ${message}`)
    const state = publication(node.frontmatter, today)
    if (production && state !== `published`) report.leftOut.push({ file, why: state })
  }
  problems.push(...checkUniqueSlugs(posts.map(({ node, file }) => ({ file, slug: node.fields.slug }))))
  problems.push(...checkAliases(posts.map(({ node, file }) => ({ file, slug: node.fields.slug, aliases: postAliases(node.frontmatter) }))))

  const bodies = await checkBodies(async () => {
    const ids = posts.filter(({ node }) => mayReferenceFiles(node.rawMarkdownBody)).map(({ node }) => node.id)
    if (ids.length === 0) return
    const result = await graphql<{ allMarkdownRemark: { nodes: Array<{ html: string | null }> } }>(
      `query PostBodies($ids: [String!]) { allMarkdownRemark(filter: { id: { in: $ids } }) { nodes { html } } }`,
      { ids },
    )
    if (result.errors) throw new Error(`Could not render the post bodies: ${result.errors}`)
  })
  problems.push(...bodies.problems)
  warnings.push(...bodies.warnings)
  bodies.used.forEach(file => used.add(file))

  for (const [key, users] of unknownKeys(posts.map(({ node, file }) => ({ file, frontmatter: node.frontmatter })))) {
    warnings.push(`Front-matter key "${key}" is not read by this site (kept in the file, not shown): ${listFiles(users)}`)
  }
  problems.push(...strayFiles(files, used, warnings))
  problems.push(...(await dataProblems(files, exists)))
  return report
}

/** Files in content/posts that are neither a post nor shown or linked by one. */
function strayFiles(files: FileNode[], used: Set<string>, warnings: string[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  const stray = files
    .filter(file => file.sourceInstanceName === `posts` && !MARKDOWN.has(file.extension.toLowerCase()))
    .sort((a, b) => a.relativePath.localeCompare(b.relativePath))
  for (const file of stray) {
    const name = relativeFile(file)
    if (file.extension.toLowerCase() === `mdx`) {
      problems.push({
        file: name,
        field: `(file)`,
        message: `is MDX, which this site does not build; convert it with npm run import -- ${name} (it keeps the markdown and lists the components it cannot keep)`,
      })
    } else if (!used.has(file.absolutePath)) {
      warnings.push(`${name}: is not shown or linked by any post, so it is not published (use it in a post, or move it out of content/posts)`)
    }
  }
  return problems
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

async function dataProblems(files: FileNode[], exists: (absolutePath: string) => boolean): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = []
  const dataFiles = files
    .filter(file => file.sourceInstanceName === `data` && file.extension === `json`)
    .sort((a, b) => a.relativePath.localeCompare(b.relativePath))
  if (!dataFiles.some(file => file.name === `profile`)) {
    problems.push({ file: `content/data/profile.json`, field: `(file)`, message: `is missing` })
  }
  for (const file of dataFiles) {
    const fileName = relativeFile(file)
    try {
      const data: unknown = JSON.parse(await fs.readFile(file.absolutePath, `utf8`))
      problems.push(...checkDataFile(fileName, file.name, data))
      const avatar = file.name === `profile` && typeof data === `object` && data !== null ? (data as { avatar?: unknown }).avatar : null
      if (typeof avatar === `string` && avatar) problems.push(...imageFieldProblems(fileName, `avatar`, avatar, file.dir, exists))
    } catch (error) {
      problems.push({ file: fileName, field: `(file)`, message: `is not valid JSON: ${(error as Error).message}` })
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

/** Reports the problems and stops the build when there are any. */
export function reportContent(report: ContentReport, reporter: Reporter): void {
  for (const warning of report.warnings) reporter.warn(warning)
  const line = leftOutLine(report.leftOut)
  if (line) reporter.info(line)
}
