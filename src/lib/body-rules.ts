// What a post body may not carry, found in its markdown with the line it is on.
// Errors: markup that would make the page load or run something the site did not
// write (scripts, stylesheets from another host) or break the page around the
// post (a whole HTML document). Warnings: another generator's template tags,
// which this site does not run and would show as text.
import { proseLines } from "./markdown-lines"

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
  { pattern: /<script\b/i, what: `a <script> element: a post cannot run scripts` },
  { pattern: /<style\b/i, what: `a <style> element: a post cannot restyle the site` },
  { pattern: /<link\b[^>]*\brel\s*=\s*["']?stylesheet\b/i, what: `a stylesheet <link>: a post cannot load styles` },
  { pattern: /<(!doctype|html|head|body)\b/i, what: `a whole HTML document (<html>, <head>, <body> or a doctype): a post body is only its content` },
]

const TEMPLATE_TAGS: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /\{\{[<%].*?[%>]\}\}/, what: `a Hugo shortcode` },
  { pattern: /\{%.*?%\}/, what: `a Liquid tag` },
]

/** The body's problems; `firstLine` is the file line of the body's first line. */
export function checkBody(markdown: string, firstLine = 1): BodyReport {
  const report: BodyReport = { errors: [], warnings: [] }
  if (!/<|\{[{%]/.test(markdown)) return report
  for (const { index, text } of proseLines(markdown, { skipIndentedCode: true })) {
    const line = firstLine + index
    const prose = text.replace(INLINE_CODE, ` `).replace(HTML_COMMENT, ` `)
    for (const { pattern, what } of FORBIDDEN) {
      if (pattern.test(prose)) report.errors.push({ line, message: `${what}; remove it, or put it in a code block to show it as code` })
    }
    for (const { pattern, what } of TEMPLATE_TAGS) {
      const found = pattern.exec(prose)
      if (found) report.warnings.push({ line, message: `${what} (${shorten(found[0])}) is not run by this site and shows as written; replace it with markdown (npm run import rewrites the common ones)` })
    }
  }
  return report
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}
