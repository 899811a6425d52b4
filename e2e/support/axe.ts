// axe-core in the page under test. It is evaluated by the test tool rather than
// added as a <script>: the site's Content-Security-Policy rightly blocks an
// inline script it does not know, as it would any injected one.
import { readFileSync } from "fs"
import type { Page } from "playwright-core"

const AXE_SOURCE = readFileSync(require.resolve(`axe-core/axe.min.js`), `utf8`)

export async function loadAxe(page: Page): Promise<void> {
  await page.evaluate(AXE_SOURCE)
}
