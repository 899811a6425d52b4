// What a post body may not carry, found in its markdown with the line it is on.
// Errors: a <style> that would restyle the site, or markup that would break the
// page around the post (a whole HTML document). What would run or redirect is
// found in the rendered HTML instead (post-html.ts, active-content.ts). Warnings: another generator's template tags,
// admonitions, MDX comments and attribute lists, which this site does not read
// and would show as text.
import { proseLines } from "../../plugins/gatsby-remark-rich-markdown/fences"

export interface BodyFinding {
  /** The line in the file. */
  line: number
  message: string
}

export interface BodyReport {
  errors: BodyFinding[]
  warnings: BodyFinding[]
}

const INLINE_CODE = /(`+)[^`]*?\1/g
const HTML_COMMENT = /<!--.*?-->/g

const FORBIDDEN: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /<style\b/i, what: `a <style> element: a post cannot restyle the site` },
  {
    pattern: /<(!doctype|html|head|body)\b/i,
    what: `a whole HTML document (<html>, <head>, <body> or a doctype): a post body is only its content`,
  },
]

const ATTRIBUTE = String.raw`(?:[.#][\w-]+|[\w-]+=(?:"[^"]*"|'[^']*'|[^\s}]+))`
const TEMPLATE_TAGS: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /\{\{[<%].*?[%>]\}\}/, what: `a Hugo shortcode` },
  { pattern: /\{%.*?%\}/, what: `a Liquid tag` },
  { pattern: /\{\{-?\s*[A-Za-z_"'][^{}]*?\}\}/, what: `a template expression` },
  { pattern: /\{\/\*.*?\*\/\}/, what: `an MDX comment` },
  { pattern: /^ {0,3}:{3,}\s*[a-z]+/i, what: `a Docusaurus admonition` },
  { pattern: /^(?:!!!|\?\?\?\+?)\s+[a-z]+/i, what: `a Material for MkDocs admonition` },
  { pattern: /\{:[^}]*\}/, what: `an attribute list` },
  { pattern: new RegExp(String.raw`(?:(?<=[)\]])|^)[ \t]*\{\s*${ATTRIBUTE}(?:\s+${ATTRIBUTE})*\s*\}`), what: `an attribute list` },
]
/** A heading's own id, `## Title {#id}` (in any script's letters), which the site reads (plugins/gatsby-remark-heading-links). */
const HEADING_ID = /^ {0,3}#{1,6}\s.*\{#[\p{L}\p{N}\p{M}_:.-]+\}\s*$/u
/** TeX, whose braces are not template syntax. */
const INLINE_MATH = /\$[^$\n]+\$/g

/** The body's problems; `firstLine` is the file line of the body's first line. */
export function checkBody(markdown: string, firstLine = 1): BodyReport {
  const report: BodyReport = { errors: [], warnings: [] }
  if (!/<|\{|:::|^(!!!|\?\?\?)/m.test(markdown)) return report
  let inMath = false
  for (const { index, text } of proseLines(markdown, { skipIndentedCode: true })) {
    const line = firstLine + index
    if (/^\s*\$\$/.test(text)) inMath = !(inMath || /\$\$\s*$/.test(text.trim().slice(2)))
    const prose = text.replace(INLINE_CODE, ` `).replace(HTML_COMMENT, ` `)
    for (const { pattern, what } of FORBIDDEN) {
      if (pattern.test(prose)) report.errors.push({ line, message: `${what}; remove it, or put it in a code block to show it as code` })
    }
    if (inMath || /^\s*\$\$/.test(text)) continue
    const outsideMath = HEADING_ID.test(prose) ? prose.replace(/\{#[\p{L}\p{N}\p{M}_:.-]+\}\s*$/u, ``) : prose.replace(INLINE_MATH, ` `)
    for (const { pattern, what } of TEMPLATE_TAGS) {
      const found = pattern.exec(outsideMath)
      if (found)
        report.warnings.push({
          line,
          message:
            `${what} (${shorten(found[0])}) is not run by this site and shows as written; ` +
            `replace it with markdown (npm run import rewrites the common ones)`,
        })
    }
  }
  return report
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}
