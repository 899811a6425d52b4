// Many generators show the front matter's title themselves and others expect
// the body to carry it as `# Title`: when the body starts with a heading that
// says the title again, the page would show it twice, so that heading goes.

function plainText(node) {
  if (typeof node.value === `string`) return node.value
  return Array.isArray(node.children) ? node.children.map(plainText).join(``) : ``
}

function comparable(text) {
  return text
    .normalize(`NFKC`)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ``)
}

/** Removes a first-level heading at the top of the body that repeats `title`; true when it did. */
function dropRepeatedTitle(tree, title) {
  if (typeof title !== `string` || title.trim() === ``) return false
  const index = tree.children.findIndex(node => !(node.type === `html` && /^\s*<!--[\s\S]*-->\s*$/.test(node.value)))
  const first = tree.children[index]
  if (!first || first.type !== `heading` || first.depth !== 1) return false
  if (comparable(plainText(first)) !== comparable(title)) return false
  tree.children.splice(index, 1)
  return true
}

module.exports = { dropRepeatedTitle }
