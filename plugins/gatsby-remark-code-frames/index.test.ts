// The title bar and the language label, written onto gatsby-remark-prismjs' markup.
import { frameCode } from "."

const prism =
  `<div class="gatsby-highlight" data-language="text">` + `<pre class="language-text"><code class="language-text">x</code></pre></div>`

describe(`frameCode`, () => {
  it(`puts the file name above the code, with the language as written`, () => {
    const html = frameCode(prism.replace(/text/g, `ts`), { label: `ts`, title: `src/app.ts` })
    expect(html).toMatch(
      /^<div class="gatsby-highlight has-title" data-language="ts"><div class="code-title"><span class="code-file">src\/app\.ts<\/span>/,
    )
    expect(html).toContain(`<pre class="language-ts">`)
  })

  it(`labels a block Prism did not know with its own language`, () => {
    expect(frameCode(prism, { label: `vue2`, title: null })).toMatch(/^<div class="gatsby-highlight" data-language="vue2"><pre/)
  })

  it(`escapes the file name`, () => {
    expect(frameCode(prism, { label: `text`, title: `<a>&"` })).toContain(`<span class="code-file">&lt;a&gt;&amp;&quot;</span>`)
  })
})
