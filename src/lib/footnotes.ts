import { fill } from "../i18n/words"

/**
 * Names each footnote's link back to the text: remark writes it as a bare "↩",
 * which a screen reader reads as an arrow. `name` is the language's
 * "Back to the text of footnote {number}".
 */
export function namedFootnoteBackLinks(html: string, name: string): string {
  const attribute = name.replace(/&/g, `&amp;`).replace(/"/g, `&quot;`).replace(/</g, `&lt;`)
  return html.replace(
    /<a href="#fnref-([^"]+)" class="footnote-backref">/g,
    (_, id: string) => `<a href="#fnref-${id}" class="footnote-backref" aria-label="${fill(attribute, { number: id })}">`,
  )
}
