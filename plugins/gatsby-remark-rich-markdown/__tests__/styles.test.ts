// Each kind of rich markdown's stylesheet goes only where its HTML is.
import { allStyles, stylesFor } from "../styles"

describe(`stylesFor`, () => {
  it(`gives a post without rich markdown no stylesheet`, () => {
    expect(stylesFor(`<p>Text with <code>code</code>.</p><div class="gatsby-highlight" data-language="rust"><pre>x</pre></div>`)).toEqual(
      [],
    )
  })

  it(`gives each kind its own stylesheet, once, in a fixed order`, () => {
    const html = [
      `<div class="footnotes"><hr><ol></ol></div>`,
      `<math xmlns="http://www.w3.org/1998/Math/MathML"></math><math></math>`,
      `<div class="callout callout-tip" role="note">`,
    ].join(``)
    const styles = stylesFor(html)
    const [callouts, math, footnotes] = [0, 1, 5].map(index => allStyles()[index])
    expect(styles).toEqual([callouts, math, footnotes])
  })

  it(`gives marked lines, numbers, diffs and titles the code stylesheet, and plain code none`, () => {
    const code = allStyles()[4]
    expect(stylesFor(`<span class="gatsby-highlight-code-line">x</span>`)).toEqual([code])
    expect(stylesFor(`<div class="code-title">`)).toEqual([code])
    expect(stylesFor(`<span class="token inserted-sign inserted">`)).toEqual([code])
  })

  it(`writes each stylesheet without comments, as the page and its hash see it`, () => {
    for (const css of allStyles()) {
      expect(css).not.toMatch(/\/\*|\n/)
      expect(css.length).toBeGreaterThan(100)
    }
  })
})
