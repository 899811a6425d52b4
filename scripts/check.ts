// npm run check [-- <project folder>]
//
// Every content rule the build runs (site-build/content-check/check-content.ts), without
// building: one line per problem or warning, as the build prints them. Exits
// with 1 when there is any problem, so it can stop a commit (see the README).
import path from "path"
import { checkContent, leftOutLine } from "../site-build/content-check/check-content"
import { readContentFolder } from "../site-build/content-check/content-folder"
import { formatProblem, localToday } from "../site-build/content-model/content-rules"
import { printable } from "../site-build/content-model/visible-text"

export async function runCheck(root: string, printLine: (line: string) => void = console.log): Promise<number> {
  // A file name or a warning quotes the content: its control characters are shown, not run by the terminal.
  const print = (line: string) => printLine(printable(line))
  const started = Date.now()
  const folder = await readContentFolder(root)
  // As a production build judges it: drafts and later posts are named, not published.
  const report = checkContent(folder, { today: localToday(), production: true })
  for (const warning of report.warnings) print(`warn ${warning}`)
  const leftOut = leftOutLine(report.leftOut)
  if (leftOut) print(`info ${leftOut}`)
  for (const problem of report.problems) print(`error ${formatProblem(problem)}`)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const counted = `${folder.posts.length} post(s) and ${folder.data.length} data file(s) in ${seconds} s`
  print(
    report.problems.length === 0
      ? `No problems: ${counted}.`
      : `${report.problems.length} problem(s), listed above: ${counted}. The build would stop on them.`,
  )
  return report.problems.length === 0 ? 0 : 1
}

if (require.main === module) {
  const root = path.resolve(process.argv[2] ?? `.`)
  runCheck(root).then(
    code => process.exit(code),
    error => {
      console.error(`npm run check: ${(error as Error).message}`)
      process.exit(2)
    },
  )
}
