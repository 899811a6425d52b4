// Each kind of rich markdown brings its own stylesheet, and only a post whose
// HTML has that kind carries it (site-build/schema.ts gives the post page the ones
// it needs; src/components/post-article.tsx inlines them): a post without math,
// diagrams, callouts, videos, marked code or footnotes pays no byte for them.
// The Content-Security-Policy allows each by the hash of its text (site-build/headers/headers.ts).
const fs = require(`fs`)
const path = require(`path`)

/** Each stylesheet, and what in a post's HTML needs it. */
const FEATURES = [
  { name: `callouts`, used: /<div class="callout callout-/ },
  { name: `math`, used: /<math\b/ },
  { name: `diagrams`, used: /<figure class="diagram"/ },
  { name: `videos`, used: /class="video-embed"/ },
  {
    name: `code`,
    used: /class="code-title"|class="gatsby-highlight-code-line"|class="line-numbers-rows"|class="token (?:inserted|deleted)-sign/,
  },
  { name: `footnotes`, used: /<div class="footnotes">/ },
]

const texts = new Map()

// The build reads this module from Gatsby's compiled copy of gatsby-node, whose
// __dirname is elsewhere: the stylesheets are found from the project first.
function stylesFolder() {
  const fromProject = path.join(process.cwd(), `plugins`, `gatsby-remark-rich-markdown`, `styles`)
  return fs.existsSync(fromProject) ? fromProject : path.join(__dirname, `styles`)
}

/** A stylesheet's text as a page carries it: without comments, its lines trimmed and joined. */
function styleText(name) {
  if (!texts.has(name)) {
    const css = fs.readFileSync(path.join(stylesFolder(), `${name}.css`), `utf8`)
    const compact = css
      .replace(/\/\*[\s\S]*?\*\//g, ``)
      .split(`\n`)
      .map(line => line.trim())
      .filter(Boolean)
      .join(``)
    texts.set(name, compact)
  }
  return texts.get(name)
}

/** The stylesheets a post's HTML needs, in a fixed order. */
function stylesFor(html) {
  return FEATURES.filter(feature => feature.used.test(html)).map(feature => styleText(feature.name))
}

/** Every stylesheet a post may carry, for the Content-Security-Policy. */
function allStyles() {
  return FEATURES.map(feature => styleText(feature.name))
}

module.exports = { stylesFor, allStyles, FEATURES }
