// The markdown developers write, rendered when the site is built (the README's
// "Writing rich posts"): math as MathML, mermaid diagrams as inline SVG drawn
// once and kept in content/diagrams/, GitHub callouts, code fences' titles and
// marked lines, click-to-play videos, emoji shortcodes, and no second title.
// It runs before gatsby-remark-prismjs, which colours the code blocks it leaves;
// gatsby-remark-code-frames then writes their titles and labels.
const remarkMath = require(`remark-math`)
const { remarkPandocDollars } = require(`./dollars`)
const { remarkEmailAutolinksWhereAt } = require(`./email-autolinks`)
const { rewriteMathDelimiters, isCurrency, renderMath, MathError } = require(`./math`)
const { transformCallouts } = require(`./callouts`)
const { transformEmbeds } = require(`./embeds`)
const { loadEmojiTable, replaceShortcodes } = require(`./emoji`)
const { diagramMarkup } = require(`./diagrams`)
const { parseFenceInfo, prismLanguage } = require(`./code-meta`)
const { dropRepeatedTitle } = require(`./title-heading`)
const { bodyWords } = require(`../body-words`)

/** Where a node is, for an error: the file and the line in it. */
function place(markdownNode, node) {
  const file = markdownNode.fileAbsolutePath ? require(`path`).relative(process.cwd(), markdownNode.fileAbsolutePath) : `a post`
  const bodyLine = node && node.position ? node.position.start.line : null
  return bodyLine ? `${file}: line ${bodyLine + frontMatterLines(markdownNode)}` : file
}

/** The AST's lines count from the body; the file's from its first line, front matter included. */
function frontMatterLines(markdownNode) {
  try {
    const text = require(`fs`).readFileSync(markdownNode.fileAbsolutePath, `utf8`).replace(/\r\n?/g, `\n`)
    const body = (markdownNode.rawMarkdownBody || ``).replace(/\r\n?/g, `\n`)
    return text.endsWith(body) ? text.slice(0, text.length - body.length).split(`\n`).length - 1 : 0
  } catch {
    return 0
  }
}

function mathNodes(tree, source) {
  const visit = (node, parent) => {
    if (node.type === `inlineMath` || node.type === `math`) {
      const index = parent.children.indexOf(node)
      const next = parent.children[index + 1]
      const after = next && next.type === `text` ? next.value.charAt(0) : ``
      if (node.type === `inlineMath` && isCurrency(node.value, after)) {
        const raw = node.position ? source.slice(node.position.start.offset, node.position.end.offset) : `$${node.value}$`
        parent.children[index] = { type: `text`, value: raw, position: node.position }
        return
      }
      // `$$x$$` alone in its paragraph is display math, as most writers mean it.
      const raw = node.position ? source.slice(node.position.start.offset, node.position.end.offset) : ``
      const display =
        node.type === `math` ||
        (raw.startsWith(`$$`) &&
          parent.type === `paragraph` &&
          parent.children.filter(c => !(c.type === `text` && !c.value.trim())).length === 1)
      node.display = display
      return
    }
    if (Array.isArray(node.children)) [...node.children].forEach(child => visit(child, node))
  }
  visit(tree, null)
}

function renderMathNodes(tree, markdownNode) {
  const visit = (node, parent) => {
    if (node.type === `inlineMath` || node.type === `math`) {
      let html
      try {
        html = renderMath(node.value, Boolean(node.display))
      } catch (error) {
        if (error instanceof MathError) throw new Error(`${place(markdownNode, node)}: math: ${error.message}`)
        throw error
      }
      if (node.display && parent.type === `paragraph`) {
        parent.type = `html`
        parent.value = `<div class="math-display">${html}</div>`
        delete parent.children
        return true
      }
      node.type = `html`
      node.value = node.display ? `<div class="math-display">${html}</div>` : html
      delete node.data
      return false
    }
    if (Array.isArray(node.children)) for (const child of [...node.children]) if (visit(child, node)) break
    return false
  }
  visit(tree, null)
}

function codeBlocks(tree, markdownNode, root, words) {
  const visit = node => {
    if (node.type === `code`) {
      const fence = parseFenceInfo(node.lang, node.meta)
      if (fence.language === `mermaid`) {
        let html
        try {
          html = diagramMarkup(root, node.value)
        } catch (error) {
          throw new Error(`${place(markdownNode, node)}: mermaid: ${error.message}`)
        }
        Object.assign(node, { type: `html`, value: html })
        return
      }
      if (fence.language === `math` || fence.language === `latex-display`) {
        Object.assign(node, { type: `math`, display: true })
        return
      }
      const prism = prismLanguage(fence.language)
      const options = [
        fence.highlight.length ? `{${fence.highlight.join(`,`)}}` : ``,
        fence.lineNumbers ? `{numberLines: ${fence.startAt}}` : ``,
      ].join(``)
      node.lang = `${prism || `text`}${options}`
      node.meta = null
      node.data = { ...node.data, codeFrame: { label: fence.language, title: fence.title, unnamed: words.code } }
      return
    }
    if (Array.isArray(node.children)) node.children.forEach(visit)
  }
  visit(tree)
}

module.exports = async ({ markdownAST, markdownNode }, options) => {
  const source = (markdownNode.internal && markdownNode.internal.content) || ``
  const words = bodyWords(markdownNode, options)
  dropRepeatedTitle(markdownAST, markdownNode.frontmatter && markdownNode.frontmatter.title)
  transformCallouts(markdownAST, words)
  transformEmbeds(markdownAST, words)
  mathNodes(markdownAST, source)
  codeBlocks(markdownAST, markdownNode, process.cwd(), words)
  renderMathNodes(markdownAST, markdownNode)
  replaceShortcodes(markdownAST, await loadEmojiTable())
  return markdownAST
}

/** `\(…\)` and `\[…\]` become dollars before remark reads the body (math.js). */
module.exports.mutateSource = ({ markdownNode }) => {
  markdownNode.internal.content = rewriteMathDelimiters(markdownNode.internal.content)
}

// Pandoc's rule for single dollars goes after remark-math, so that it is tried first (dollars.js); the email
// autolinks are left out of a body without "@" last, when every syntax is in (email-autolinks.js).
module.exports.setParserPlugins = () => [remarkMath, remarkPandocDollars, remarkEmailAutolinksWhereAt]
