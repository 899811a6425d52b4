// After gatsby-remark-prismjs has coloured a block, this writes what the fence
// said beyond its language (gatsby-remark-rich-markdown read it into
// node.data.codeFrame): the file name as the block's title, and the language
// label as the author wrote it, also where Prism knew no such language and the
// block is plain text.

function escapeHtml(text) {
  return text.replace(/&/g, `&amp;`).replace(/</g, `&lt;`).replace(/>/g, `&gt;`).replace(/"/g, `&quot;`)
}

const OPENING = /^<div class="(gatsby-highlight[^"]*)" data-language="[^"]*">/

/** The block's HTML with its title bar and its label: its language, or `unnamed` (a word for "code") when it has none. */
function frameCode(html, { label, title, unnamed }) {
  const match = OPENING.exec(html)
  if (!match) return html
  const language = escapeHtml(label || `text`)
  const shown = language === `text` ? ` data-label="${escapeHtml(unnamed)}"` : ``
  const classes = title ? `${match[1]} has-title` : match[1]
  const bar = title
    ? `<div class="code-title"><span class="code-file">${escapeHtml(title)}</span>` +
      `<span class="code-language" aria-hidden="true">${language === `text` ? `` : language}</span></div>`
    : ``
  return `<div class="${classes}" data-language="${language}"${shown}>${bar}${html.slice(match[0].length)}`
}

module.exports = ({ markdownAST }) => {
  const visit = node => {
    if (node.type === `html` && node.data && node.data.codeFrame) node.value = frameCode(node.value, node.data.codeFrame)
    if (Array.isArray(node.children)) node.children.forEach(visit)
  }
  visit(markdownAST)
  return markdownAST
}

module.exports.frameCode = frameCode
