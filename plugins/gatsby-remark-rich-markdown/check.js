// What the content check (site-build/content-check/check-content.ts, run by npm run check and
// before every build) reads of a body's rich markdown, with the file's lines:
// TeX that KaTeX cannot read (an error), diagrams not drawn yet, code languages
// the highlighter does not know and frames that become links (warnings).
const unified = require(`unified`)
const remarkParse = require(`remark-parse`)
const remarkMath = require(`remark-math`)
const { remarkPandocDollars } = require(`./dollars`)
const { blankFencedCode, fencedBlocks, proseLines } = require(`./fences`)
const { parseFenceInfo, prismLanguage } = require(`./code-meta`)
const { rewriteMathDelimiters, isCurrency, renderMath } = require(`./math`)
const { isDrawn } = require(`./diagrams`)
const { otherFrames } = require(`./embeds`)

const parser = unified().use(remarkParse).use(remarkMath).use(remarkPandocDollars)

/**
 * A body's syntax tree as the page's remark reads it (math, and dollars as Pandoc reads them), its fenced code
 * blanked line for line (blankFencedCode). The content check parses a body once, here, for every rule that reads its structure: the math
 * below and the images and links it uses (site-build/content-model/body-references.ts).
 * @param {string} body
 */
function parseBody(body) {
  return parser.parse(rewriteMathDelimiters(blankFencedCode(body)))
}

/** How the check's warning about an undrawn diagram starts; the build, which draws them, leaves it out. */
const NOT_DRAWN = `this mermaid diagram is not drawn yet`

/**
 * @param {string} body the markdown after the front matter
 * @param {number} firstLine the file line of the body's first line
 * @param {string} root the project's folder (for the drawn diagrams)
 * @param {() => object} [tree] the body's tree (parseBody), when the caller keeps it for other rules
 * @returns {{
 *   errors: { line: number, message: string }[],
 *   warnings: { line: number, message: string }[],
 *   diagrams: { line: number, source: string }[]
 * }}
 */
function checkRichMarkdown(body, firstLine, root, tree = () => parseBody(body)) {
  const report = { errors: [], warnings: [], diagrams: [] }
  const unknown = new Set()
  for (const block of fencedBlocks(body)) {
    const line = firstLine + block.line
    const { language } = parseFenceInfo(block.info.split(/\s/)[0], block.info.split(/\s/).slice(1).join(` `))
    if (language === `mermaid`) {
      report.diagrams.push({ line, source: block.value })
      if (!isDrawn(root, block.value)) {
        report.warnings.push({
          line,
          message: `${NOT_DRAWN}: the build draws it (with Chromium), or run npm run diagrams; commit what it writes in content/diagrams/`,
        })
      }
    } else if (language === `math`) {
      mathError(report, block.value, true, line)
    } else if (prismLanguage(language) === null && !unknown.has(language)) {
      unknown.add(language)
      report.warnings.push({
        line,
        message: `code language "${language}" is not one the highlighter (Prism) knows: the block is shown as plain text under that label`,
      })
    }
  }
  if (/<iframe\b/i.test(body)) {
    // A frame in prose, not one that a code block or a code span shows as code.
    for (const { index, text } of proseLines(body)) {
      const prose = text.replace(/(`+)[^`]*?\1/g, ``)
      if (!/<iframe\b/i.test(prose)) continue
      for (const src of otherFrames(prose)) {
        report.warnings.push({
          line: firstLine + index,
          message:
            `an <iframe> of ${src || `no address`} is shown as a link to it: ` +
            `the site plays only YouTube and Vimeo videos, and its Content-Security-Policy allows no other frame`,
        })
      }
    }
  }
  if (/\$|\\[([]/.test(body)) {
    const visit = (node, parent) => {
      if (node.type === `inlineMath` || node.type === `math`) {
        const next = parent.children[parent.children.indexOf(node) + 1]
        if (node.type === `inlineMath` && isCurrency(node.value, next && next.type === `text` ? next.value.charAt(0) : ``)) return
        mathError(report, node.value, node.type === `math`, firstLine + node.position.start.line - 1)
      }
      if (Array.isArray(node.children)) node.children.forEach(child => visit(child, node))
    }
    visit(tree(), null)
  }
  return report
}

function mathError(report, tex, display, line) {
  try {
    renderMath(tex, display)
  } catch (error) {
    report.errors.push({ line, message: `math: ${error.message}` })
  }
}

module.exports = { checkRichMarkdown, parseBody, NOT_DRAWN }
