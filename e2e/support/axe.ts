// axe-core, run in the page: every violation, of any impact.
import type { Page } from "playwright-core"

const AXE_PATH = require.resolve(`axe-core/axe.min.js`)

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

/** Every axe-core violation on the page, of any impact, one readable line per element. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe
    const results = await axe.run(document, { resultTypes: [`violations`] })
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
