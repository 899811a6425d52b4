// GitHub's alerts: a quote whose first line is `[!NOTE]`, `[!TIP]`,
// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` becomes a callout with an icon
// and a label. Text after the marker on its line (`> [!TIP] Try this`) is the
// callout's own title, as Obsidian writes it; the importer writes other
// generators' admonitions this way.

/** The five kinds and the icon of the site's sprite (src/icons/names.ts); their labels are the strings' body.callout. */
const CALLOUTS = {
  note: { icon: `info` },
  tip: { icon: `lightbulb` },
  important: { icon: `message-square-warning` },
  warning: { icon: `triangle-alert` },
  caution: { icon: `octagon-alert` },
}

const MARKER = /^\[!(note|tip|important|warning|caution)\][ \t]*([^\n]*)(\n|$)/i

function escapeHtml(text) {
  return text.replace(/&/g, `&amp;`).replace(/</g, `&lt;`).replace(/>/g, `&gt;`).replace(/"/g, `&quot;`)
}

/** The kind and title of a blockquote that is a callout, taking the marker out of its first paragraph; null for a plain quote. */
function takeMarker(blockquote) {
  const first = blockquote.children[0]
  if (!first || first.type !== `paragraph`) return null
  const text = first.children[0]
  if (!text || text.type !== `text`) return null
  const match = MARKER.exec(text.value)
  if (!match) return null
  const kind = match[1].toLowerCase()
  // A title is the rest of the marker's line when nothing else of the paragraph follows on it.
  const restOfLine = match[2].trim()
  text.value = text.value.slice(match[0].length)
  if (!match[3] && first.children.length > 1 && first.children[1].type === `break`) first.children.splice(1, 1)
  if (text.value === ``) first.children.shift()
  if (first.children.length === 0) blockquote.children.shift()
  return { kind, title: restOfLine }
}

/**
 * Turns every callout blockquote of the tree into the callout's markup, its content kept as markdown.
 * @param {{ callout: Record<keyof typeof CALLOUTS, string> }} words the markdown strings of the post's language
 */
function transformCallouts(tree, words) {
  const visit = parent => {
    if (!Array.isArray(parent.children)) return
    parent.children.forEach(visit)
    parent.children = parent.children.flatMap(node => {
      if (node.type !== `blockquote`) return [node]
      const found = takeMarker(node)
      if (!found) return [node]
      const { icon } = CALLOUTS[found.kind]
      const label = words.callout[found.kind]
      const title = found.title || label
      const name = title === label ? label : `${label}: ${title}`
      const open =
        `<div class="callout callout-${found.kind}" role="note" aria-label="${escapeHtml(name)}">` +
        `<p class="callout-title"><svg aria-hidden="true" class="callout-icon"><use href="#icon-${icon}"></use></svg>` +
        `<span>${escapeHtml(title)}</span></p>`
      return [{ type: `html`, value: open }, ...node.children, { type: `html`, value: `</div>` }]
    })
  }
  visit(tree)
}

module.exports = { transformCallouts, CALLOUTS }
