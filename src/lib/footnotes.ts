/**
 * Names each footnote's link back to the text: remark writes it as a bare "↩",
 * which a screen reader reads as an arrow.
 */
export function namedFootnoteBackLinks(html: string): string {
  return html.replace(
    /<a href="#fnref-([^"]+)" class="footnote-backref">/g,
    (_, id) => `<a href="#fnref-${id}" class="footnote-backref" aria-label="Back to the text of footnote ${id}">`,
  )
}
