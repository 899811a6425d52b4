// The build's content check: the same rules as `npm run check`
// (check-content.ts), run on the content as it is on the disk before
// any page is made, and reported through Gatsby's reporter.
import { promises as fs } from "fs"
import path from "path"
import type { GatsbyCache, Reporter } from "gatsby"
import { listFiles } from "../../plugins/gatsby-source-site-files/files"
import { outsideLinks, parseJson } from "./check-files"
import { checkContent, leftOutLine } from "./check-content"
import type { CheckOptions, ContentReport } from "./report"
import { contentRoots, type ContentFolder } from "./content-folder"
import type { PostCheck } from "./check-post"
import { formatProblem, type ContentProblem } from "../content-model/content-rules"
import { printable } from "../content-model/visible-text"

/** Where the build keeps each post's own check (check-post.ts) between runs. */
const POST_CHECKS_KEY = `content-check-posts-1`

/**
 * The check on `folder`. With Gatsby's cache, a post whose check depends on
 * nothing that changed since the last build (postCheckKey) is not checked
 * again; the rules across posts always run. Only this run's results are kept.
 */
export async function checkSiteContent(folder: ContentFolder, options: CheckOptions, cache?: KeptChecks): Promise<ContentReport> {
  if (!cache) return checkContent(folder, options)
  const earlier = new Map<string, PostCheck>(JSON.parse((await cache.get(POST_CHECKS_KEY)) ?? `[]`))
  const kept = new Map<string, PostCheck>()
  const report = checkContent(folder, options, {
    get(key) {
      const check = earlier.get(key)
      if (check) kept.set(key, check)
      return check
    },
    set: (key, check) => kept.set(key, check),
  })
  await cache.set(POST_CHECKS_KEY, JSON.stringify([...kept]))
  return report
}

type KeptChecks = Pick<GatsbyCache, `get` | `set`>

/**
 * Data files that are not JSON at all, found before Gatsby sources them. Only
 * the files the site sources are read: a link out of the project is the
 * content check's to refuse, and what it points to is never opened.
 */
export async function dataSyntaxProblems(root: string): Promise<ContentProblem[]> {
  const dir = path.join(root, `content`, `data`)
  const files: string[] = listFiles(dir, root).files
  const problems: ContentProblem[] = []
  for (const file of files.filter(name => path.dirname(name) === dir && name.endsWith(`.json`)).sort()) {
    const parsed = parseJson(await fs.readFile(file, `utf8`))
    if (`error` in parsed) problems.push({ file: `content/data/${path.basename(file)}`, field: `(file)`, message: parsed.error })
  }
  return problems
}

/**
 * The links under content/ and static/ that lead out of the project, found
 * before Gatsby starts: `gatsby develop` copies static/ into public/ as it
 * goes, following links, and would serve what they point to.
 */
export function linksOutOfProject(root: string): ContentProblem[] {
  const { contentDir, staticDir } = contentRoots(root)
  return outsideLinks({ root, outside: [contentDir, staticDir].flatMap(dir => listFiles(dir, root).outside) })
}

/** Prints the warnings and the left-out line, then every problem; a problem stops the build. */
export function reportContent(report: ContentReport, reporter: Reporter): void {
  // Warnings quote the content: its control characters are shown, not run by the terminal (formatProblem does the same).
  for (const warning of report.warnings) reporter.warn(printable(warning))
  const line = leftOutLine(report.leftOut)
  if (line) reporter.info(printable(line))
  const { problems } = report
  if (problems.length === 0) return
  // One plain line each, as the README shows them: reporter.error would put an
  // "ERROR UNKNOWN" banner above every line. The panic below is the build's error.
  for (const problem of problems) reporter.log(`error ${formatProblem(problem)}`)
  reporter.panicOnBuild(`The content has ${problems.length} problem(s), listed above. Fix them and build again.`)
}
