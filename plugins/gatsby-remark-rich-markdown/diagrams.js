// Mermaid diagrams are drawn once, in a browser, when a post first has them
// (draw-diagrams.js), and kept in content/diagrams/ as SVG files named by a hash
// of their source and theme. The repository carries them, so a build on a
// machine without a browser finds every committed diagram already drawn, and a
// diagram that did not change is never drawn again.
const { createHash } = require(`crypto`)
const fs = require(`fs`)
const path = require(`path`)

const THEMES = [`light`, `dark`]

/** Bump when the drawing changes (its theme variables, its clean-up), so every diagram is drawn again. */
const DRAWING_VERSION = 2

/** The folder of drawn diagrams, under the project's root. */
const DIAGRAM_FOLDER = path.join(`content`, `diagrams`)

/**
 * The file name of one diagram in one theme.
 * @param {string} source
 * @param {'light' | 'dark'} theme
 */
function diagramFileName(source, theme) {
  const key = createHash(`sha256`).update(`${DRAWING_VERSION}\n${theme}\n${source.trim()}`).digest(`hex`).slice(0, 20)
  return `${key}.${theme}.svg`
}

function diagramPath(root, source, theme) {
  return path.join(root, DIAGRAM_FOLDER, diagramFileName(source, theme))
}

/** Whether both themes of a diagram are drawn. */
function isDrawn(root, source) {
  return THEMES.every(theme => fs.existsSync(diagramPath(root, source, theme)))
}

function escapeHtml(text) {
  return text.replace(/&/g, `&amp;`).replace(/</g, `&lt;`).replace(/>/g, `&gt;`).replace(/"/g, `&quot;`)
}

/** The name a screen reader gives the figure: the diagram's accTitle and accDescr, or its kind and its words. */
function accessibleName(source, svg) {
  const title = /^\s*accTitle\s*:\s*(.+)$/m.exec(source)?.[1].trim()
  const description = /^\s*accDescr\s*:\s*(.+)$/m.exec(source)?.[1].trim() || /^\s*accDescr\s*\{([\s\S]*?)\}/m.exec(source)?.[1].trim()
  const kind = diagramKind(source)
  const words = [...new Set([...svg.matchAll(/<(?:tspan|text)\b[^>]*>([^<]+)</g)].map(match => decode(match[1]).trim()).filter(Boolean))]
  const summary = description || (words.length > 0 ? `${kind} of: ${words.slice(0, 40).join(`, `)}` : kind)
  return { title: title || null, label: title ? `${title}. ${summary}` : summary }
}

const KINDS = {
  graph: `Flowchart`,
  flowchart: `Flowchart`,
  sequenceDiagram: `Sequence diagram`,
  classDiagram: `Class diagram`,
  stateDiagram: `State diagram`,
  "stateDiagram-v2": `State diagram`,
  erDiagram: `Entity relationship diagram`,
  gantt: `Gantt chart`,
  pie: `Pie chart`,
  journey: `User journey`,
  gitGraph: `Git graph`,
  mindmap: `Mind map`,
  timeline: `Timeline`,
  quadrantChart: `Quadrant chart`,
  xychart: `Chart`,
  "xychart-beta": `Chart`,
  sankey: `Sankey diagram`,
  "sankey-beta": `Sankey diagram`,
  block: `Block diagram`,
  "block-beta": `Block diagram`,
  architecture: `Architecture diagram`,
  "architecture-beta": `Architecture diagram`,
  C4Context: `C4 diagram`,
  requirementDiagram: `Requirement diagram`,
}

function diagramKind(source) {
  const first = source
    .split(`\n`)
    .map(line => line.trim())
    .find(line => line && !line.startsWith(`%%`) && line !== `---`)
  const word = first ? first.split(/\s+/)[0] : ``
  return KINDS[word] || `Diagram`
}

function decode(text) {
  return text
    .replace(/&lt;/g, `<`)
    .replace(/&gt;/g, `>`)
    .replace(/&quot;/g, `"`)
    .replace(/&#39;/g, `'`)
    .replace(/&amp;/g, `&`)
}

/**
 * The figure of a drawn diagram: both themes' drawings, one shown at a time by
 * the page's theme, named for screen readers. Throws when it is not drawn.
 * @param {string} root the project's root
 * @param {string} source
 */
function diagramMarkup(root, source) {
  const drawings = THEMES.map(theme => {
    const file = diagramPath(root, source, theme)
    if (!fs.existsSync(file))
      throw new Error(
        `the diagram is not drawn yet (${path.relative(root, file)} is missing); build with Chromium installed, or run npm run diagrams`,
      )
    return { theme, svg: fs.readFileSync(file, `utf8`).trim() }
  })
  const { title, label } = accessibleName(source, drawings[0].svg)
  return (
    `<figure class="diagram">` +
    // Focusable, as it scrolls sideways on a narrow screen.
    `<div class="diagram-drawing" role="img" tabindex="0" aria-label="${escapeHtml(label)}">` +
    drawings.map(({ theme, svg }) => `<div class="diagram-${theme}">${svg}</div>`).join(``) +
    `</div>` +
    (title ? `<figcaption>${escapeHtml(title)}</figcaption>` : ``) +
    `</figure>`
  )
}

module.exports = { THEMES, DIAGRAM_FOLDER, diagramFileName, diagramPath, isDrawn, diagramMarkup, diagramKind }
