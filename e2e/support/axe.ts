// axe-core in the page under test: every violation, of any impact. It is
// evaluated by the test tool rather than added as a <script>: the site's
// Content-Security-Policy rightly blocks an inline script it does not know,
// as it would any injected one.
import { readFileSync } from "fs"
import type { Page } from "playwright-core"

const AXE_SOURCE = readFileSync(require.resolve(`axe-core/axe.min.js`), `utf8`)

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

/** Evaluates axe-core in the page, once per document: a second run on the same page (at another width) reuses it. */
async function loadAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => `axe` in window)) return
  await page.evaluate(AXE_SOURCE)
}

/** Every axe-core violation on the page, of any impact, one readable line per element. */
export async function axeViolations(page: Page): Promise<string[]> {
  await loadAxe(page)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe
    // Not inside frames: a frame holds another site's page (a video's player, the comments), and axe's messages
    // to a frame of another origin are refused, with a console warning.
    const results = await axe.run(document, { resultTypes: [`violations`], iframes: false })
    return results.violations
  })
  return (violations as AxeViolation[]).flatMap(violation =>
    violation.nodes.map(
      node =>
        `${violation.id} (${violation.impact}) at ${JSON.stringify(node.target)}: ${violation.help}. ` +
        (node.failureSummary ?? ``).replace(/\s+/g, ` `),
    ),
  )
}
