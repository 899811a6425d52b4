// A code fence's info string, as the generators write it: the language is its
// first word, and what follows may name the block's file and mark lines.
//   ts title="app.ts"   js {1,3-5}   js{1,3-5}   jsx src/App.js   ts:file.ts
//   js:title=app.js     rust,linenos,hl_lines=1 3-4,linenostart=10 (Zola)
//   go {linenos=table,hl_lines=[8,"15-17"],linenostart=199} (Hugo)
//   py title="a.py" linenums="1" hl_lines="2 3" (Material for MkDocs)
//   jsx title="/src/App.js" {1,4-6} showLineNumbers (Docusaurus)
//   diff-js (a diff coloured as JavaScript)
const components = require(`prismjs/components.json`)

/**
 * @typedef {{ language: string, title: string | null, highlight: number[], lineNumbers: boolean, startAt: number }} FenceInfo
 */

/** Line ranges as people write them: "1,3-5", "1 3-4", [8,"15-17"]. */
function parseRanges(text) {
  const lines = []
  for (const part of text.replace(/[[\]"']/g, ``).split(/[\s,]+/)) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part)
    if (!range) continue
    const from = Number(range[1])
    const to = range[2] ? Number(range[2]) : from
    for (let line = from; line <= Math.min(to, from + 10000); line++) if (line > 0) lines.push(line)
  }
  return [...new Set(lines)].sort((a, b) => a - b)
}

const NUMBER_FLAGS = new Set([`linenos`, `linenums`, `shownumbers`, `showlinenumbers`, `numberlines`, `linenumbers`, `line-numbers`])

/**
 * @param {string | null | undefined} lang remark's `lang`: the info string's first word
 * @param {string | null | undefined} meta remark's `meta`: the rest
 * @returns {FenceInfo}
 */
function parseFenceInfo(lang, meta) {
  const info = [lang, meta].filter(Boolean).join(` `).trim()
  const found = /^[^\s{,:]*/.exec(info)[0]
  const result = { language: found.toLowerCase(), title: null, highlight: [], lineNumbers: false, startAt: 1 }
  let rest = info.slice(found.length)
  const setOption = (rawKey, rawValue) => {
    const key = rawKey.toLowerCase()
    const value = rawValue === undefined ? undefined : rawValue.replace(/^["']|["']$/g, ``)
    if ([`title`, `file`, `filename`, `name`].includes(key) && value) result.title = value
    else if ([`hl_lines`, `highlight`, `mark`, `lines`].includes(key) && value) result.highlight.push(...parseRanges(value))
    else if ([`linenostart`, `startline`, `start`].includes(key) && /^\d+$/.test(value || ``)) {
      result.lineNumbers = true
      result.startAt = Number(value)
    } else if (NUMBER_FLAGS.has(key)) {
      if (value === undefined || value === `true` || value === `table` || value === `inline` || /^\d+$/.test(value))
        result.lineNumbers = true
      if (/^\d+$/.test(value || ``)) result.startAt = Math.max(1, Number(value))
      if (value === `false`) result.lineNumbers = false
    }
  }
  // gatsby-remark-code-titles and the "lang:file" form.
  const colon = /^:(?:title=)?("[^"]*"|'[^']*'|[^\s{]+)/.exec(rest)
  if (colon) {
    result.title = colon[1].replace(/^["']|["']$/g, ``)
    rest = rest.slice(colon[0].length)
  }
  // Braces: line ranges, or Hugo's and gatsby-remark-prismjs' options.
  rest = rest.replace(/\{([^}]*)\}/g, (_, inside) => {
    const text = inside.trim()
    if (/^[\d\s,-]+$/.test(text)) result.highlight.push(...parseRanges(text))
    else for (const [, key, value] of text.matchAll(/([\w-]+)\s*[=:]\s*(\[[^\]]*\]|"[^"]*"|'[^']*'|[^,\s]+)/g)) setOption(key, value)
    for (const flag of text.split(/[\s,]+/)) if (NUMBER_FLAGS.has(flag.toLowerCase())) setOption(flag)
    return ` `
  })
  // Zola separates its options with commas, and hl_lines takes spaces.
  if (rest.startsWith(`,`)) {
    for (const option of rest.slice(1).split(`,`)) {
      const [key, ...value] = option.split(`=`)
      setOption(key.trim(), value.length ? value.join(`=`).trim() : undefined)
    }
    rest = ``
  }
  for (const [, key, value] of rest.matchAll(/([\w-]+)=("[^"]*"|'[^']*'|[^\s]+)/g)) setOption(key, value)
  rest = rest.replace(/([\w-]+)=("[^"]*"|'[^']*'|[^\s]+)/g, ` `)
  for (const word of rest.split(/\s+/).filter(Boolean)) {
    if (NUMBER_FLAGS.has(word.toLowerCase())) setOption(word)
    else if (!result.title && /[/\\]|\.[a-z0-9]{1,8}$/i.test(word)) result.title = word
  }
  result.highlight = [...new Set(result.highlight)].sort((a, b) => a - b)
  return result
}

/** Prism's languages and their aliases, plus the names that mean "no language". */
const KNOWN = new Set([`text`, `plain`, `plaintext`, `txt`, `none`, ``])
for (const [name, language] of Object.entries(components.languages)) {
  if (name === `meta`) continue
  KNOWN.add(name)
  for (const alias of [].concat(language.alias || [])) KNOWN.add(alias)
}

/** Names people write that Prism knows under another. */
const ALIASES = {
  golang: `go`,
  console: `shell`,
  terminal: `shell`,
  "shell-session": `shell`,
  shellsession: `shell`,
  zsh: `bash`,
  ps1: `powershell`,
  pwsh: `powershell`,
  vue: `markup`,
  svelte: `markup`,
  htm: `html`,
  jsonc: `json5`,
  "c++": `cpp`,
  "c#": `csharp`,
  "f#": `fsharp`,
  "objective-c": `objectivec`,
  dotenv: `bash`,
  env: `bash`,
  conf: `ini`,
  cfg: `ini`,
  proto: `protobuf`,
  rs: `rust`,
  kt: `kotlin`,
  ex: `elixir`,
  exs: `elixir`,
  tf: `hcl`,
  mdx: `markdown`,
  mjs: `javascript`,
  cjs: `javascript`,
  mts: `typescript`,
  cts: `typescript`,
  gql: `graphql`,
  cli: `shell`,
}

/**
 * The language Prism should colour the block as, or null when it knows none
 * by that name (the block is then shown as plain text under its own label).
 * `diff-js` stays `diff-js`: gatsby-remark-prismjs colours the diff and the language.
 * @param {string} language
 */
function prismLanguage(language) {
  const name = ALIASES[language] || language
  if (KNOWN.has(name)) return name === `` ? `text` : name
  const diff = /^diff-([\w+#-]+)$/.exec(name)
  if (diff) {
    const inner = ALIASES[diff[1]] || diff[1]
    return KNOWN.has(inner) ? `diff-${inner}` : `diff`
  }
  return null
}

module.exports = { parseFenceInfo, parseRanges, prismLanguage, ALIASES }
