// A post body rendered to HTML for the content check, as gatsby-transformer-remark
// renders it (remark with GFM, footnotes and math, then mdast-util-to-hast and
// hast-util-to-html with the raw HTML kept), so the check reads what the page
// and the feeds will carry: markdown text beside a raw tag can end up inside
// that tag's attribute, which no look at the markdown alone would see. The
// build reads the HTML it really publishes with the same rules (site-build/published-html.ts).
import unified from "unified"
import remarkParse from "remark-parse"
import remarkGfm from "remark-gfm"
import remarkFootnotes from "remark-footnotes"
import remarkMath from "remark-math"
import { remarkPandocDollars } from "../../plugins/gatsby-remark-rich-markdown/dollars"
import { remarkEmailAutolinksWhereAt } from "../../plugins/gatsby-remark-rich-markdown/email-autolinks"
import toHast from "mdast-util-to-hast"
import toHtml from "hast-util-to-html"
import type { Node } from "unist"
import { activeContent } from "./active-content"
import { blankFencedCode } from "../../plugins/gatsby-remark-rich-markdown/fences"
import type { BodyFinding } from "./body-rules"

const parser = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkFootnotes, { inlineNotes: true })
  .use(remarkMath)
  .use(remarkPandocDollars)
  .use(remarkEmailAutolinksWhereAt)

/**
 * A body whose prose (fenced code left out) has no tag and no link or
 * definition carries neither raw HTML nor an address of its own, so nothing
 * active: it is not rendered at all. The build reads what it publishes anyway.
 */
const MAY_BE_ACTIVE = /<[a-z!?/]|\]\s*[(:]/i

/** What would run in the body's rendered HTML, each with the file line it comes from. */
export function activeBodyContent(markdown: string, firstLine = 1): BodyFinding[] {
  if (!MAY_BE_ACTIVE.test(blankFencedCode(markdown))) return []
  const tree = parser.runSync(parser.parse(markdown)) as Node & { children: Node[] }
  const hast = toHast(tree, { allowDangerousHtml: true }) as Node & { children?: Node[] }
  let html = ``
  const blocks: Array<{ start: number; line: number }> = []
  for (const child of hast.children ?? []) {
    blocks.push({ start: html.length, line: child.position?.start.line ?? blocks.at(-1)?.line ?? 1 })
    html += toHtml(child, { allowDangerousHtml: true })
  }
  return activeContent(html).map(({ offset, message }) => {
    const block = [...blocks].reverse().find(candidate => candidate.start <= offset) ?? { start: 0, line: 1 }
    const linesIn = html.slice(block.start, offset).split(`\n`).length - 1
    return { line: firstLine + block.line - 1 + linesIn, message: `${message}; remove it, or put it in a code block to show it as code` }
  })
}
