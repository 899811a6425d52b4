// Math: `$…$` and `$$…$$` (parsed by remark-math), and the LaTeX delimiters
// `\(…\)` and `\[…\]`, which markdown would read as escaped brackets, so they
// are turned into dollars before the body is parsed. KaTeX writes MathML, which
// browsers draw with their own math fonts: a page with math needs no stylesheet,
// font or script, and one without pays nothing.
const katex = require(`katex`)
// KaTeX's mhchem extension: chemistry (\ce{H2O}) and units (\pu{25 °C}), as many science posts write them.
require(`katex/contrib/mhchem`)
const { mapProseLines } = require(`./fences`)

const INLINE_CODE = /(`+)[\s\S]*?\1/g

/**
 * `\(x\)` → `$x$` and `\[x\]` → `$$x$$`, outside code. A display block that
 * spans lines keeps its lines, so every line number stays where it was.
 * @param {string} markdown
 */
function rewriteMathDelimiters(markdown) {
  if (!/\\[([]/.test(markdown)) return markdown
  const text = mapProseLines(markdown, line => {
    if (!/\\[()[\]]/.test(line)) return line
    // Keep inline code as it is: split around it and rewrite the rest.
    let result = ``
    let last = 0
    for (const match of line.matchAll(INLINE_CODE)) {
      result += rewriteInline(line.slice(last, match.index)) + match[0]
      last = match.index + match[0].length
    }
    return result + rewriteInline(line.slice(last))
  })
  return text
}

function rewriteInline(text) {
  return text
    .replace(/(^|[^\\])\\\((.+?)\\\)/g, (_, before, tex) => `${before}$${tex}$`)
    .replace(/(^|[^\\])\\\[(.*?)\\\]/g, (_, before, tex) => `${before}$$${tex}$$`)
    .replace(/^(\s*)\\\[\s*$/, `$1$$$$`)
    .replace(/^(\s*)\\\]\s*$/, `$1$$$$`)
}

/**
 * Whether `$…$` is money, not math, as Pandoc reads it: "$5 and $10" is text.
 * The opening dollar must not be followed by a space, the closing one must not
 * follow a space nor come before a digit.
 * @param {string} value the text between the dollars
 * @param {string} after the character after the closing dollar
 */
function isCurrency(value, after) {
  return /^\s|\s$/.test(value) || /^\d/.test(after) || value === ``
}

class MathError extends Error {}

/**
 * KaTeX's MathML for one formula; a TeX error throws a MathError with KaTeX's message.
 * @param {string} tex
 * @param {boolean} display
 */
function renderMath(tex, display) {
  try {
    return katex.renderToString(tex, { displayMode: display, output: `mathml`, throwOnError: true, strict: `ignore`, trust: false })
  } catch (error) {
    // KaTeX underlines the place of the error with a combining low line, which a terminal shows as noise.
    throw new MathError(
      String(error.message || error)
        .replace(/^KaTeX parse error: /, ``)
        .replace(/\u0332/g, ``),
    )
  }
}

module.exports = { rewriteMathDelimiters, isCurrency, renderMath, MathError }
