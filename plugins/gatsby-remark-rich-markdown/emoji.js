// Emoji shortcodes (`:tada:`) become the characters, outside code, links'
// addresses and HTML, from GitHub's list (gemoji), which is what a markdown
// writer knows them by. An unknown `:name:` stays as it is (12:30:45 is a time).

const SHORTCODE = /:([a-z0-9_+-]+):/gi

let table = null

/** GitHub's shortcodes, loaded once (gemoji is an ES module). */
async function loadEmojiTable() {
  if (!table) {
    const { gemoji } = await import(`gemoji`)
    table = new Map()
    for (const { emoji, names } of gemoji) for (const name of names) table.set(name, emoji)
  }
  return table
}

/**
 * @param {any} tree an mdast tree
 * @param {Map<string, string>} emoji shortcode → character
 */
function replaceShortcodes(tree, emoji) {
  const visit = node => {
    if (node.type === `text` && node.value.includes(`:`)) {
      node.value = node.value.replace(SHORTCODE, (whole, name) => emoji.get(name.toLowerCase()) ?? whole)
    }
    if (Array.isArray(node.children)) node.children.forEach(visit)
  }
  visit(tree)
}

module.exports = { loadEmojiTable, replaceShortcodes }
