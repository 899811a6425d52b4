/** @jest-environment node */
import { readContentFolder } from "../site-build/content-check/content-folder"
import { checkContent } from "../site-build/content-check/check-content"
jest.setTimeout(120000)
it(`times`, async () => {
  const root = `/tmp/portfolio-bench-5000-OlUzw5`
  for (let i = 0; i < 3; i++) {
    let t = performance.now()
    const folder = await readContentFolder(root)
    const read = performance.now() - t; t = performance.now()
    const report = checkContent(folder, { today: `2026-11-26`, production: true })
    const check = performance.now() - t
    console.log(`read ${read.toFixed(0)} ms, check ${check.toFixed(0)} ms (${report.problems.length} problems, ${report.warnings.length} warnings)`)
  }
})
