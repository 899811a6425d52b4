// Gives each heading a stable id (GitHub's slugs, as github-slugger makes them:
// a repeated heading gets -1, -2; gatsby-transformer-remark's headings field,
// which the table of contents reads, takes the id from here), and puts a "#"
// link to it beside the heading rather than inside it: a link inside would add
// its name to the heading's own accessible name ("Setup Link to this section:
// Setup"). Heading and link share a wrapper element so CSS can show the link
// at the end of the heading's line. (gatsby-remark-autolink-headers makes the
// same ids, but also sends a script to every page, inline and in the app bundle,
// that the browser's own scrolling and scroll-margin-top make unneeded.)
const GithubSlugger = require(`github-slugger`)
const { bodyWords, fill } = require(`../body-words`)

/** The heading's text, as gatsby-transformer-remark's headings field reads it. */
function headingText(node) {
  if (typeof node.value === `string`) return node.value
  return Array.isArray(node.children) ? node.children.map(headingText).join(``) : ``
}

// An id the writer gave: `## Setup {#setup}`, or an attribute list with one
// (`{: #setup}`, `{ #setup .wide }`), as Hugo, Jekyll, Docusaurus and Pandoc read them;
// in any script's letters (`{#añadir-comentarios}`), as HTML ids may be.
const CUSTOM_ID = /\s*\{:?\s*#(\p{L}[\p{L}\p{N}\p{M}_:.-]*)(?:\s+[^}]*)?\}\s*$/u

/** Takes a custom id off the heading's last text; null when it has none. */
function takeCustomId(heading) {
  const last = heading.children[heading.children.length - 1]
  if (!last || last.type !== `text`) return null
  const match = CUSTOM_ID.exec(last.value)
  if (!match) return null
  last.value = last.value.slice(0, match.index)
  if (last.value === ``) heading.children.pop()
  return match[1]
}

function setIds(markdownAST) {
  const slugger = new GithubSlugger()
  const visit = node => {
    if (node.type === `heading`) {
      const custom = takeCustomId(node)
      const id = custom || slugger.slug(headingText(node))
      node.data = node.data || {}
      node.data.id = id
      node.data.htmlAttributes = { ...node.data.htmlAttributes, id }
      node.data.hProperties = { ...node.data.hProperties, id }
    }
    if (Array.isArray(node.children)) node.children.forEach(visit)
  }
  visit(markdownAST)
}

module.exports = function headingLinks({ markdownAST, markdownNode }, options) {
  const { sectionLink } = bodyWords(markdownNode, options)
  setIds(markdownAST)
  const stack = [markdownAST]
  while (stack.length > 0) {
    const parent = stack.pop()
    if (!Array.isArray(parent.children)) continue
    parent.children = parent.children.map(node => {
      const id = node.type === `heading` && node.data && node.data.id
      if (!id) {
        stack.push(node)
        return node
      }
      const link = {
        type: `link`,
        url: `#${id}`,
        title: null,
        children: [],
        data: {
          hProperties: { className: [`heading-link`], "aria-label": fill(sectionLink, { heading: headingText(node) }) },
          hChildren: [{ type: `text`, value: `#` }],
        },
      }
      return { type: `headingGroup`, data: { hName: `div`, hProperties: { className: [`heading-group`] } }, children: [node, link] }
    })
  }
  return markdownAST
}
