import { namedFootnoteBackLinks } from "../footnotes"

it(`names each footnote's link back to the text`, () => {
  const html = `<li id="fn-wrk"><p>Note. <a href="#fnref-wrk" class="footnote-backref">↩</a></p></li>`
  expect(namedFootnoteBackLinks(html)).toBe(
    `<li id="fn-wrk"><p>Note. <a href="#fnref-wrk" class="footnote-backref" aria-label="Back to the text of footnote wrk">↩</a></p></li>`,
  )
})
