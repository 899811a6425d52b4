// Drawing needs a browser only for diagrams not drawn yet: a fresh clone whose
// diagrams are committed builds without one, and a missing one says what to install.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import { diagramFileName } from "../diagrams"
import { drawDiagrams } from "../draw-diagrams"

const root = mkdtempSync(path.join(os.tmpdir(), `rich-draw-`))
const drawn = `graph LR\n  A --> B`

beforeAll(() => {
  mkdirSync(path.join(root, `content/diagrams`), { recursive: true })
  for (const theme of [`light`, `dark`] as const)
    writeFileSync(path.join(root, `content/diagrams`, diagramFileName(drawn, theme)), `<svg></svg>`)
  process.env.CHROMIUM_PATH = path.join(root, `no-browser-here`)
})

afterAll(() => {
  delete process.env.CHROMIUM_PATH
  rmSync(root, { recursive: true, force: true })
})

it(`needs no browser when every diagram is drawn`, async () => {
  await expect(drawDiagrams(root, [{ file: `content/posts/a.md`, line: 4, source: drawn }])).resolves.toEqual({ drawn: 0, errors: [] })
})

it(`names each diagram it cannot draw without a browser, and what to install`, async () => {
  const result = await drawDiagrams(root, [
    { file: `content/posts/a.md`, line: 4, source: drawn },
    { file: `content/posts/b.md`, line: 9, source: `graph TD\n  X --> Y` },
  ])
  expect(result.drawn).toBe(0)
  expect(result.errors).toEqual([
    { file: `content/posts/b.md`, line: 9, message: expect.stringMatching(/needs Chromium.*apt-get install chromium.*CHROMIUM_PATH/) },
  ])
})
