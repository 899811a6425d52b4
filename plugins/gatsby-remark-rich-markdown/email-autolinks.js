// GFM's email autolinks (ada@example.com written bare), as micromark 2 reads
// them, are tried at the start of every word of every paragraph: in a build's
// profile, GFM's autolinks cost more than the rest of the parse of a post. A
// body without an "@" can hold none, so it is read without them: the same
// tree, in less time. The addresses (www.…, https://…) and every other rule of
// GFM are read as before.

/** The name micromark-extension-gfm-autolink-literal gives the email autolink's tokenizer. */
const EMAIL = `tokenizeEmailAutolink`

const isEmailAutolink = construct => Boolean(construct && construct.tokenize && construct.tokenize.name === EMAIL)

/**
 * A micromark extension without the email autolink among its inline constructs; the same object when it has none.
 * @param {object} extension
 */
function withoutEmailAutolinks(extension) {
  if (!extension || !extension.text) return extension
  const text = {}
  let found = false
  for (const [code, value] of Object.entries(extension.text)) {
    const constructs = [].concat(value)
    const kept = constructs.filter(construct => !isEmailAutolink(construct))
    found = found || kept.length < constructs.length
    if (kept.length > 0) text[code] = kept
  }
  return found ? { ...extension, text } : extension
}

/**
 * The unified plugin, used after remark-gfm (and any other syntax): a document without "@" is parsed with the
 * extensions less the email autolink. The parse is synchronous, so the extensions are swapped for it alone.
 */
function remarkEmailAutolinksWhereAt() {
  leaveOutWhereNoAt(this)
}

function leaveOutWhereNoAt(processor) {
  const extensions = processor.data(`micromarkExtensions`)
  const parseAll = processor.Parser
  if (!extensions || typeof parseAll !== `function`) return
  // Made at the first parse, when every plugin has added its extensions.
  let lighter = null
  processor.Parser = function parseWhereAt(doc, file) {
    lighter = lighter || extensions.map(withoutEmailAutolinks)
    if (String(doc).includes(`@`) || lighter.every((extension, i) => extension === extensions[i])) return parseAll(doc, file)
    const all = extensions.slice()
    extensions.splice(0, extensions.length, ...lighter)
    try {
      return parseAll(doc, file)
    } finally {
      extensions.splice(0, extensions.length, ...all)
    }
  }
}

module.exports = { remarkEmailAutolinksWhereAt, withoutEmailAutolinks }
