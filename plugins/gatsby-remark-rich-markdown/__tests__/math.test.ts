// Math delimiters, money that stays text, and KaTeX's MathML.
import { isCurrency, MathError, renderMath, rewriteMathDelimiters } from "../math"

describe(`rewriteMathDelimiters`, () => {
  it(`turns \\(…\\) and \\[…\\] into dollars, keeping every line`, () => {
    const body = [`Inline \\(x^2\\) here.`, ``, `\\[`, `E = mc^2`, `\\]`, ``, `One line: \\[a+b\\]`].join(`\n`)
    expect(rewriteMathDelimiters(body).split(`\n`)).toEqual([`Inline $x^2$ here.`, ``, `$$`, `E = mc^2`, `$$`, ``, `One line: $$a+b$$`])
  })

  it(`leaves code, inline and fenced, and escaped backslashes as they are`, () => {
    const body = [`Use \`\\(x\\)\` literally.`, "```tex", `\\(x\\)`, "```", `A path: C:\\\\(x)`].join(`\n`)
    expect(rewriteMathDelimiters(body)).toBe(body)
  })
})

describe(`isCurrency`, () => {
  it.each([
    [`5 and `, `1`],
    [`5-`, `1`],
    [` x`, ``],
    [``, ``],
  ])(`reads $%s$ followed by "%s" as money`, (value, after) => {
    expect(isCurrency(value, after)).toBe(true)
  })

  it(`reads $x$ and $a+b$, followed by punctuation, as math`, () => {
    expect(isCurrency(`x`, `,`)).toBe(false)
    expect(isCurrency(`a+b`, ` `)).toBe(false)
  })
})

describe(`renderMath`, () => {
  it(`reads chemistry and units through KaTeX's mhchem extension`, () => {
    const reaction = renderMath(`\\ce{CO2 + C -> 2 CO}`, false)
    expect(reaction).toContain(`<annotation encoding="application/x-tex">\\ce{CO2 + C -&gt; 2 CO}</annotation>`)
    expect(renderMath(`\\pu{25 °C}`, true)).toContain(`<mn>25</mn>`)
    expect(() => renderMath(`\\ce{`, false)).toThrow(MathError)
  })

  it(`writes MathML, with the TeX kept as its annotation`, () => {
    const html = renderMath(`\\frac{a}{b}`, false)
    expect(html).toContain(`<math xmlns="http://www.w3.org/1998/Math/MathML">`)
    expect(html).toContain(`<mfrac>`)
    expect(html).toContain(`<annotation encoding="application/x-tex">\\frac{a}{b}</annotation>`)
    expect(html).not.toContain(`katex-html`)
    expect(renderMath(`x`, true)).toContain(`display="block"`)
  })

  it(`throws a MathError with KaTeX's message for TeX it cannot read`, () => {
    expect(() => renderMath(`\\frac{1`, false)).toThrow(MathError)
    expect(() => renderMath(`\\notacommand{x}`, false)).toThrow(/Undefined control sequence: \\notacommand/)
  })
})
