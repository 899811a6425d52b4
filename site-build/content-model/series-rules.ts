// The rules a series' parts meet together, beside the rules of one post (content-rules.ts).
import { seriesPath } from "../../src/lib/series"
import type { ContentProblem } from "./content-rules"
import type { FrontMatter } from "./front-matter"

/**
 * Two parts of one series with the same seriesOrder would be ordered by date without a word: an error on the later
 * file, naming the other. A number missing between two parts is a warning (a part still to come, or a typo).
 * Spellings of a series' name that differ only in case are one series, as on its page (src/lib/series.ts).
 */
export function seriesProblems(posts: readonly { file: string; frontmatter: FrontMatter }[]): {
  problems: ContentProblem[]
  warnings: string[]
} {
  const groups = new Map<string, { name: string; parts: { file: string; order: number }[] }>()
  for (const { file, frontmatter } of [...posts].sort((a, b) => a.file.localeCompare(b.file))) {
    const { series } = frontmatter
    // As written in the file, a string; a number that is not a whole number from 1 is another rule's problem.
    const seriesOrder = Number(frontmatter.seriesOrder)
    if (!series || !Number.isInteger(seriesOrder) || seriesOrder < 1) continue
    const key = seriesPath(series)
    const group = groups.get(key) ?? { name: series, parts: [] }
    group.parts.push({ file, order: seriesOrder })
    groups.set(key, group)
  }
  const problems: ContentProblem[] = []
  const warnings: string[] = []
  for (const { name, parts } of groups.values()) {
    const byOrder = new Map<number, string>()
    for (const { file, order } of parts) {
      const first = byOrder.get(order)
      if (first === undefined) byOrder.set(order, file)
      else
        problems.push({
          file,
          field: `seriesOrder`,
          message: `${order} is already part ${order} of "${name}" in ${first}; give each part its own number`,
        })
    }
    const orders = [...byOrder.keys()].sort((a, b) => a - b)
    const missing = Array.from({ length: orders[orders.length - 1] }, (_, i) => i + 1).filter(order => !byOrder.has(order))
    if (missing.length > 0) {
      const shown = missing.length > 5 ? `${missing.slice(0, 5).join(`, `)} and ${missing.length - 5} more` : missing.join(`, `)
      warnings.push(`Series "${name}" has no part ${shown} (seriesOrder goes ${orders.join(`, `)}): ${[...byOrder.values()].join(`, `)}`)
    }
  }
  return { problems, warnings }
}
