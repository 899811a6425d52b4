// The site's words that a post's body is written with when the site is built
// (callout labels, the link beside a heading, a video's note, a code block's
// label), in the post's language when the site has it and in the site's
// otherwise, as its page is (src/lib/site-languages.ts, listingLanguage).
// gatsby-config.ts hands each of the site's languages' `markdown` strings
// (src/i18n/*.json) to the plugins that write them, as { lang, words }.

/**
 * The markdown strings for a markdown node.
 * @param {{ frontmatter?: { lang?: string } } | undefined} markdownNode
 * @param {{ lang?: string, words?: Record<string, Record<string, unknown>> } | undefined} options
 */
function bodyWords(markdownNode, options) {
  const words = (options && options.words) || {}
  const lang = markdownNode && markdownNode.frontmatter && markdownNode.frontmatter.lang
  const found = (lang && words[lang]) || words[options && options.lang]
  if (!found) throw new Error(`The markdown plugins were given no words for "${lang || (options && options.lang)}" (gatsby-config.ts)`)
  return found
}

/** "Play on {provider}" with { provider: "YouTube" } → "Play on YouTube". */
function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole))
}

module.exports = { bodyWords, fill }
