import { namedFootnoteBackLinks } from "../footnotes"
import en from "../../i18n/en.json"
import sw from "../../i18n/sw.json"

const html = `<li id="fn-wrk"><p>Note. <a href="#fnref-wrk" class="footnote-backref">↩</a></p></li>`

it(`names each footnote's link back to the text`, () => {
  expect(namedFootnoteBackLinks(html, en.body.footnoteBack)).toBe(
    `<li id="fn-wrk"><p>Note. <a href="#fnref-wrk" class="footnote-backref" aria-label="Back to the text of footnote wrk">↩</a></p></li>`,
  )
})

it(`names them in the page's language, written safely into the attribute`, () => {
  expect(namedFootnoteBackLinks(html, sw.body.footnoteBack)).toContain(`aria-label="Rudi kwenye maandishi ya tanbihi wrk"`)
  expect(namedFootnoteBackLinks(html, `"Back" & <up> {number}`)).toContain(`aria-label="&quot;Back&quot; &amp; &lt;up> wrk"`)
})
