// The build's content check: the same rules as `npm run check`
// (check-content.ts), run on the content as it is on the disk before
// any page is made, and reported through Gatsby's reporter.
import { promises as fs } from "fs"
import path from "path"
import type { Reporter } from "gatsby"
import { parseJson } from "./check-files"
import { checkContent, leftOutLine, type CheckOptions, type ContentReport } from "./check-content"
import { readContentFolder } from "./content-folder"
import { formatProblem, type ContentProblem } from "../content-model/content-rules"

export async function checkSiteContent(options: CheckOptions): Promise<ContentReport> {
  return checkContent(await readContentFolder(process.cwd()), options)
}

/** Data files that are not JSON at all, found before Gatsby sources them. */
export async function dataSyntaxProblems(root: string): Promise<ContentProblem[]> {
  const dir = path.join(root, `content`, `data`)
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter(name => name.endsWith(`.json`)).sort()
  const problems: ContentProblem[] = []
  for (const name of names) {
    const parsed = parseJson(await fs.readFile(path.join(dir, name), `utf8`))
    if (`error` in parsed) problems.push({ file: `content/data/${name}`, field: `(file)`, message: parsed.error })
  }
  return problems
}

/** Prints the warnings and the left-out line, then every problem; a problem stops the build. */
export function reportContent(report: ContentReport, reporter: Reporter): void {
  for (const warning of report.warnings) reporter.warn(warning)
  const line = leftOutLine(report.leftOut)
  if (line) reporter.info(line)
  const { problems } = report
  if (problems.length === 0) return
  // One plain line each, as the README shows them: reporter.error would put an
  // "ERROR UNKNOWN" banner above every line. The panic below is the build's error.
  for (const problem of problems) reporter.log(`error ${formatProblem(problem)}`)
  reporter.panicOnBuild(`The content has ${problems.length} problem(s), listed above. Fix them and build again.`)
}
