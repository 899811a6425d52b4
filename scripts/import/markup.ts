// Markup of other generators the site can show another way (videos: videos.ts):
// MDX heading ids `{/* #id */}` as `{#id}` and its comments as HTML
// comments, Hexo's `asset_img`, and attribute lists (`{: .class}`,
// `{ width=300 }`), which only the old site's markdown read. Pure.
import { proseLines } from "../../plugins/gatsby-remark-rich-markdown/fences"

/** Hexo's asset folder: `{% asset_img name.png Alt text %}` is the file beside the post, in the folder named as it. */
export function hexoAssets(body: string, postBase: string, changed: Set<string>): string {
  return body
    .replace(
      /\{%\s*asset_img\s+(?:(?:"([^"]+)"|(\S+))\s*)(?:(\d+)\s+)?(?:(\d+)\s+)?(.*?)\s*%\}/g,
      (_all, quoted: string, bare: string, _w, _h, rest: string) => {
        changed.add(`asset_img`)
        const alt =
          rest
            .replace(/^["']|["']$/g, ``)
            .split(/["']\s+["']/)
            .pop() ?? ``
        return `![${alt}](${encodeURI(`${postBase}/${quoted ?? bare}`)})`
      },
    )
    .replace(/\{%\s*asset_link\s+(\S+)\s*(.*?)\s*%\}/g, (_all, name: string, title: string) => {
      changed.add(`asset_link`)
      return `[${title.replace(/^["']|["']$/g, ``) || name}](${encodeURI(`${postBase}/${name}`)})`
    })
    .replace(/\{%\s*asset_path\s+(\S+)\s*%\}/g, (_all, name: string) => {
      changed.add(`asset_path`)
      return encodeURI(`${postBase}/${name}`)
    })
}

const ATTRIBUTE = String.raw`(?:[.#][\w-]+|[\w-]+=(?:"[^"\n]*"|'[^'\n]*'|[^\s}]+))`
/** `{: …}` anywhere, or `{ .a width=3 }` after a link, an image or at the end of a paragraph's line. */
const KRAMDOWN = /\s*\{:[^}\n]*\}/g
const PANDOC = new RegExp(String.raw`(?<=[)\]*_\x60]|^)[ \t]*\{\s*${ATTRIBUTE}(?:\s+${ATTRIBUTE})*\s*\}`, `gm`)

/** Inline code and math in a line of prose: `{i=1}` there is code or TeX, not an attribute list. */
const CODE_OR_MATH = /(`+)[^`]*?\1|\$\$.+?\$\$|(?<![\\$])\$(?=\S)[^$]*?\S\$(?!\d)|\\\(.*?\\\)|\\\[.*?\\\]/g

/** `line` with `edit` applied to its parts outside inline code and math. */
function outsideCodeAndMath(line: string, edit: (text: string) => string): string {
  let result = ``
  let from = 0
  for (const match of line.matchAll(CODE_OR_MATH)) {
    result += edit(line.slice(from, match.index)) + match[0]
    from = match.index + match[0].length
  }
  return result + edit(line.slice(from))
}

/** A line that opens or closes a display formula on lines of its own (`$$`, `\[`, `\]`). */
const DISPLAY_MATH_FENCE = /^\s*(?:\$\$|\\\[|\\\])\s*$/

/** MDX heading ids and comments, and attribute lists, outside code and math. */
export function markupOutsideCode(body: string, changed: Set<string>): string {
  const prose = new Set(proseLines(body).map(line => line.index))
  let inDisplayMath = false
  return body
    .split(`\n`)
    .map((line, index) => {
      if (!prose.has(index)) return line
      if (DISPLAY_MATH_FENCE.test(line)) inDisplayMath = !inDisplayMath
      if (inDisplayMath || DISPLAY_MATH_FENCE.test(line)) return line
      return outsideCodeAndMath(line, part => proseMarkup(part, line, changed))
    })
    .join(`\n`)
}

/** One part of a prose line (`line`) outside code and math, its MDX and attribute lists converted. */
function proseMarkup(part: string, line: string, changed: Set<string>): string {
  const heading = /^#{1,6}\s/.test(line)
  // React's docs write a heading's id as a comment: `## Title {/*title*/}`.
  let text = !heading
    ? part
    : part.replace(/\s*\{\/\*\s*([\w-]+)\s*\*\/\}\s*$/, (_all, id: string) => {
        changed.add(`{/* id */} heading ids`)
        return ` {#${id}}`
      })
  text = text.replace(/\{\/\*\s*#([\w-]+)\s*\*\/\}/g, (_all, id: string) => {
    changed.add(`{/* #id */} heading ids`)
    return `{#${id}}`
  })
  text = text.replace(/\{\/\*([\s\S]*?)\*\/\}/g, (_all, comment: string) => {
    changed.add(`{/* */} comments`)
    return `<!--${comment.replace(/--/g, `- -`)}-->`
  })
  // JSX's style object (`<code style={{display: "block"}}>`), which HTML would show as text: the site's styles apply.
  text = text.replace(/\s+style=\{\{[^{}]*\}\}/g, () => {
    changed.add(`JSX style attributes (left out)`)
    return ``
  })
  if (heading) {
    // A heading's id is the one attribute the site reads.
    text = text.replace(/\s*\{:?\s*#([\w-]+)\s*\}\s*$/, (_all, id: string) => ` {#${id}}`)
  }
  return text
    .replace(KRAMDOWN, () => {
      changed.add(`attribute lists`)
      return ``
    })
    .replace(PANDOC, whole => {
      if (/^\s*\{#[\w-]+\}$/.test(whole) && heading) return whole
      changed.add(`attribute lists`)
      // A title is words a reader saw on hovering (`__Update__{ title="August 21, 2024" }`): kept, in brackets.
      const title = /\btitle\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(whole)
      return title ? ` (${title[1] ?? title[2]})` : ``
    })
}

const MATH_LOADER =
  /^[ \t]*<(?:link\b[^>]*\bhref|script\b[^>]*\bsrc)\s*=\s*["'][^"']*(?:katex|mathjax)[^"']*["'][^>]*>(?:\s*<\/script>)?[ \t]*$/gim

/**
 * Hugo's inline shortcodes (`{{< name.inline >}}…{{< /name.inline >}}`) are
 * templates, not content: removed. So are the KaTeX and MathJax loaders a
 * post carried to render its math, which the site renders itself.
 */
export function templatesAndMathLoaders(body: string, changed: Set<string>): string {
  return body
    .replace(
      /^[ \t]*\{\{[<%]\s*([\w-]+)\.inline\s*[>%]\}\}[\s\S]*?\{\{[<%]\s*\/\s*\1\.inline\s*[>%]\}\}[ \t]*$/gm,
      (_all, name: string) => {
        changed.add(`the inline template ${name}.inline`)
        return ``
      },
    )
    .replace(MATH_LOADER, () => {
      changed.add(`its math renderer's scripts (the site renders math)`)
      return ``
    })
}

/** Hugo's `details` and PaperMod's `collapse` shortcodes: an HTML disclosure, its content still markdown. */
export function disclosures(body: string, changed: Set<string>): string {
  return body.replace(
    /^[ \t]*\{\{[<%]\s*(details|collapse)\b([^\n]*?)[%>]\}\}[ \t]*\n([\s\S]*?)\n?[ \t]*\{\{[<%]\s*\/\s*\1\s*[%>]\}\}[ \t]*$/gm,
    (_all, name: string, args: string, content: string) => {
      changed.add(name)
      const summary = (/\bsummary\s*=\s*"([^"]*)"/.exec(args)?.[1] ?? `Details`).replace(/\*\*|__/g, ``)
      const open = /\bopen\s*=\s*"?true/.test(args) ? ` open` : ``
      return `<details${open}>\n<summary>${summary.replace(/</g, `&lt;`)}</summary>\n\n${content.trim()}\n\n</details>`
    },
  )
}
