// gatsby-remark-autolink-headers (before this plugin, with its icon off) gives each
// heading its id. This puts a "#" link to that id beside the heading rather than
// inside it: a link inside would add its name to the heading's own accessible
// name ("Setup Link to this section: Setup"). Heading and link share a wrapper
// element so CSS can show the link at the end of the heading's line.

/** The heading's text, as gatsby-transformer-remark's headings field reads it. */
function toString(node) {
  if (typeof node.value === `string`) return node.value
  return Array.isArray(node.children) ? node.children.map(toString).join(``) : ``
}

const LABEL = `Link to this section: `

module.exports = function headingLinks({ markdownAST }) {
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
          hProperties: { className: [`heading-link`], "aria-label": `${LABEL}${toString(node)}` },
          hChildren: [{ type: `text`, value: `#` }],
        },
      }
      return { type: `headingGroup`, data: { hName: `div`, hProperties: { className: [`heading-group`] } }, children: [node, link] }
    })
  }
  return markdownAST
}
