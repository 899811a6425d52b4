// Zola's body shortcodes with a plain equivalent here: `{% mermaid() %}` …
// `{% end %}` becomes a mermaid code block, which the site draws; layout-only
// wrappers (`{% wide_container() %}`, `{% full_width() %}`) give their content
// alone; and a shortcode escaped to be shown as written (`{{/* toc() */}}`,
// `{%/* end */%}`) is written as Zola shows it. Callouts: callouts.ts.

const BLOCK = /^[ \t]*\{%-?\s*([a-z_]+)\s*\(([^\n]*?)\)\s*-?%\}[ \t]*\n([\s\S]*?)\n[ \t]*\{%-?\s*end\s*-?%\}[ \t]*$/gm
const WRAPPERS = new Set([`wide_container`, `full_width`, `full_width_container`, `aside`])

export function zolaMarkup(body: string, changed: Set<string>): string {
  const blocks = body.replace(BLOCK, (whole, name: string, _args: string, content: string) => {
    if (name === `mermaid`) {
      changed.add(`mermaid`)
      return "```mermaid\n" + content.replace(/^\n+|\n+$/g, ``) + "\n```"
    }
    if (WRAPPERS.has(name)) {
      changed.add(name)
      return content.replace(/^\n+|\n+$/g, ``)
    }
    return whole
  })
  // Escaped shortcodes read as Zola prints them, in code or not: Zola reads shortcodes everywhere.
  const shown = blocks.replace(/\{\{\/\*\s*([\s\S]*?)\s*\*\/\}\}/g, `{{ $1 }}`).replace(/\{%\/\*\s*([\s\S]*?)\s*\*\/%\}/g, `{% $1 %}`)
  if (shown !== blocks) changed.add(`escaped shortcodes`)
  return shown
}
