// SVG files under content/ and static/ are published as they are: opened at
// their own address on a host without headers, whatever they carry runs on
// the site's origin. Each one is read with the rules of active-svg.ts.
import { readFileSync } from "fs"
import { activeSvg } from "../content-model/active-svg"
import type { ContentProblem } from "../content-model/content-rules"
import { labelOf, type ContentFolder } from "./content-folder"

export function svgProblems(folder: ContentFolder): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const file of [...folder.files].filter(name => /\.svg$/i.test(name)).sort()) {
    for (const { line, message } of activeSvg(readFileSync(file, `utf8`))) {
      problems.push({
        file: labelOf(folder.root, file),
        field: `line ${line}`,
        message: `${message}; the SVG is published as it is and would run it when opened at its own address: remove it from the file`,
      })
    }
  }
  return problems
}
