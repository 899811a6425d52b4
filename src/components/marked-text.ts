import { escapeAttribute } from "../lib/picture"
import type { Part } from "../search/snippet"

/**
 * Text with the words a search matched in <mark>, as the markup of the element
 * that holds it (its `dangerouslySetInnerHTML`), the text escaped. A keystroke
 * that brings other cards writes each title and snippet once, rather than
 * removing and inserting their words and marks one by one.
 */
export function markedText(parts: readonly Part[]): { __html: string } {
  let html = ``
  for (const { text, mark } of parts) html += mark ? `<mark>${escapeAttribute(text)}</mark>` : escapeAttribute(text)
  return { __html: html }
}
