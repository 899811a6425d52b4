// Draws mermaid diagrams into content/diagrams/ (diagrams.js) with the
// machine's Chromium: mermaid lays text out with a browser's fonts, so it
// cannot draw in Node alone. Each drawing is made self-contained for the page's
// Content-Security-Policy, which allows no <style> element: the rules of
// mermaid's stylesheet are written onto the elements as style="" attributes.
const fs = require(`fs`)
const path = require(`path`)
const { DIAGRAM_FOLDER, THEMES, diagramPath } = require(`./diagrams`)
const { drawInPage } = require(`./draw-in-page`)

// Resolved from the project, not from this file: the build runs this module from
// Gatsby's compiled copy of gatsby-node, where require.resolve is not available.
const projectRequire = () => require(`module`).createRequire(path.join(process.cwd(), `package.json`))

const { chromiumPath: CHROMIUM_PATH, CHROMIUM_ARGS } = require(`./chromium`)

const FONT = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif`

/** The site's colours (src/styles/global.css) as mermaid's theme variables. */
const THEME_VARIABLES = {
  light: {
    background: `#ffffff`,
    primaryColor: `#fbeee6`,
    primaryBorderColor: `#a93f0a`,
    primaryTextColor: `#1b1f24`,
    secondaryColor: `#eef1f4`,
    tertiaryColor: `#f6f7f9`,
    lineColor: `#535c66`,
    textColor: `#1b1f24`,
    nodeTextColor: `#1b1f24`,
    noteBkgColor: `#eef1f4`,
    noteTextColor: `#1b1f24`,
    fontFamily: FONT,
  },
  dark: {
    darkMode: true,
    background: `#161b22`,
    primaryColor: `#3a2416`,
    primaryBorderColor: `#f5a06a`,
    primaryTextColor: `#e6edf3`,
    secondaryColor: `#1f2630`,
    tertiaryColor: `#0d1117`,
    lineColor: `#a3adb8`,
    textColor: `#e6edf3`,
    nodeTextColor: `#e6edf3`,
    noteBkgColor: `#1f2630`,
    noteTextColor: `#e6edf3`,
    fontFamily: FONT,
  },
}

class DiagramError extends Error {}

/**
 * Draws every diagram that is not drawn yet, in both themes.
 * @param {string} root the project's root
 * @param {{ file: string, line: number, source: string }[]} diagrams where each is and its source
 * @returns {Promise<{ drawn: number, errors: { file: string, line: number, message: string }[] }>}
 */
async function drawDiagrams(root, diagrams) {
  const todo = []
  const seen = new Set()
  for (const diagram of diagrams) {
    for (const theme of THEMES) {
      const file = diagramPath(root, diagram.source, theme)
      if (!fs.existsSync(file) && !seen.has(file)) {
        seen.add(file)
        todo.push({ ...diagram, theme, output: file })
      }
    }
  }
  if (todo.length === 0) return { drawn: 0, errors: [] }
  if (!fs.existsSync(CHROMIUM_PATH())) {
    const message =
      `this diagram is not drawn yet, and drawing it needs Chromium, which is not at ${CHROMIUM_PATH()}: ` +
      `install it (on Debian or Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary`
    const places = new Map(todo.map(({ file, line }) => [`${file}:${line}`, { file, line, message }]))
    return { drawn: 0, errors: [...places.values()] }
  }
  const { chromium } = projectRequire()(`playwright-core`)
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH(),
    args: CHROMIUM_ARGS,
  })
  const errors = []
  let drawn = 0
  try {
    const page = await browser.newPage()
    await page.setContent(`<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>`)
    await page.addScriptTag({ path: projectRequire().resolve(`mermaid/dist/mermaid.min.js`) })
    fs.mkdirSync(path.join(root, DIAGRAM_FOLDER), { recursive: true })
    for (const item of todo) {
      const id = `mermaid-${path.basename(item.output, `.svg`).replace(/\./g, `-`)}`
      const result = await page.evaluate(drawInPage, { source: item.source, theme: item.theme, id, variables: THEME_VARIABLES[item.theme] })
      if (result.error) {
        errors.push({ file: item.file, line: item.line, message: `mermaid cannot draw this diagram: ${result.error}` })
        continue
      }
      fs.writeFileSync(item.output, `${result.svg}\n`)
      drawn += 1
    }
  } finally {
    await browser.close()
  }
  // One error for a diagram, not one per theme.
  const unique = new Map(errors.map(error => [`${error.file}:${error.line}`, error]))
  return { drawn, errors: [...unique.values()] }
}

module.exports = { drawDiagrams, DiagramError }
