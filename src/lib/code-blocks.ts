/**
 * Makes every <pre> in a post's HTML reachable by keyboard, so a long line that
 * scrolls inside its block can be scrolled without a mouse (WCAG 2.1.1).
 * Blocks that already carry a tabindex keep it.
 */
export function focusableCodeBlocks(html: string): string {
  return html.replace(/<pre(?=[\s>])(?![^>]*\stabindex=)/g, `<pre tabindex="0"`)
}
