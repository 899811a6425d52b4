// Before the content check, the build draws the mermaid diagrams of the posts
// that are not drawn yet (plugins/gatsby-remark-rich-markdown/draw-diagrams.js),
// so the page queries find every diagram in content/diagrams/. A diagram mermaid
// cannot read, or no browser to draw with, stops the build naming the post and line.
import type { Reporter } from "gatsby"
import type { ContentProblem } from "./content-model/content-rules"
import type { ContentFolder } from "./content-check/content-folder"
import { readPostFile } from "./content-model/read-post"
import { fencedBlocks } from "../plugins/gatsby-remark-rich-markdown/fences"
import { parseFenceInfo } from "../plugins/gatsby-remark-rich-markdown/code-meta"
import { drawDiagrams } from "../plugins/gatsby-remark-rich-markdown/draw-diagrams"
import { NOT_DRAWN } from "../plugins/gatsby-remark-rich-markdown/check"
import type { ContentReport } from "./content-check/report"

export interface PlacedDiagram {
  file: string
  line: number
  source: string
}

/** Every ```mermaid block of the posts in `folder` (read with readContentFolder), with its file and line. */
export function siteDiagrams(folder: ContentFolder): PlacedDiagram[] {
  const diagrams: PlacedDiagram[] = []
  for (const post of folder.posts) {
    if (!post.text.includes(`mermaid`)) continue
    const { body, bodyLine } = readPostFile(post)
    for (const block of fencedBlocks(body)) {
      const [lang, ...meta] = block.info.split(/\s+/)
      if (parseFenceInfo(lang, meta.join(` `)).language === `mermaid`)
        diagrams.push({ file: post.file, line: bodyLine + block.line, source: block.value })
    }
  }
  return diagrams
}

/**
 * Draws what is missing and says what it drew; a diagram it cannot draw is a problem of the content check's report.
 * `drawn` counts the drawings written into content/diagrams/: the folder read before has not got them.
 */
export async function drawSiteDiagrams(
  folder: ContentFolder,
  reporter: Pick<Reporter, `info`>,
): Promise<{ drawn: number; problems: ContentProblem[] }> {
  const diagrams = siteDiagrams(folder)
  if (diagrams.length === 0) return { drawn: 0, problems: [] }
  const started = Date.now()
  const { drawn, errors } = await drawDiagrams(folder.root, diagrams)
  if (drawn > 0)
    reporter.info(
      `Drew ${drawn} diagram drawing(s) into content/diagrams/ in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `commit them with the posts`,
    )
  return { drawn, problems: errors.map(({ file, line, message }) => ({ file, field: `line ${line}`, message })) }
}

/**
 * The content check's report with the diagrams the build could not draw as
 * problems; its warnings about diagrams not drawn yet are left out, as the
 * build has drawn every one it could.
 */
export function withDiagramProblems(report: ContentReport, problems: ContentProblem[]): ContentReport {
  return {
    ...report,
    problems: [...problems, ...report.problems],
    warnings: report.warnings.filter(warning => !warning.includes(NOT_DRAWN)),
  }
}
