import type { Part } from "../search/snippet"

const ESCAPED: Record<string, string> = { "&": `&amp;`, "<": `&lt;`, ">": `&gt;` }

/**
 * Text with the words a search matched in <mark>, as the markup of the element
 * that holds it (its `dangerouslySetInnerHTML`), the text escaped. A keystroke
 * that brings other cards writes each title and snippet once, rather than
 * removing and inserting their words and marks one by one.
 */
export function markedText(parts: readonly Part[]): { __html: string } {
  let html = ``
  for (const { text, mark } of parts) {
    const escaped = text.replace(/[&<>]/g, char => ESCAPED[char])
    html += mark ? `<mark>${escaped}</mark>` : escaped
  }
  return { __html: html }
}
