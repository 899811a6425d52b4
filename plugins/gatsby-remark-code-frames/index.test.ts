// The title bar and the language label, written onto gatsby-remark-prismjs' markup.
import { frameCode } from "."

const prism =
  `<div class="gatsby-highlight" data-language="text">` + `<pre class="language-text"><code class="language-text">x</code></pre></div>`

describe(`frameCode`, () => {
  it(`puts the file name above the code, with the language as written`, () => {
    const html = frameCode(prism.replace(/text/g, `ts`), { label: `ts`, title: `src/app.ts`, unnamed: `code` })
    expect(html).toMatch(
      /^<div class="gatsby-highlight has-title" data-language="ts"><div class="code-title"><span class="code-file">src\/app\.ts<\/span>/,
    )
    expect(html).toContain(`<pre class="language-ts">`)
  })

  it(`labels a block Prism did not know with its own language`, () => {
    expect(frameCode(prism, { label: `vue2`, title: null, unnamed: `code` })).toMatch(
      /^<div class="gatsby-highlight" data-language="vue2"><pre/,
    )
  })

  it(`labels a block in no language with the post's word for code, and one in a language with nothing more`, () => {
    expect(frameCode(prism, { label: ``, title: null, unnamed: `msimbo` })).toMatch(
      /^<div class="gatsby-highlight" data-language="text" data-label="msimbo"><pre/,
    )
    expect(frameCode(prism.replace(/text/g, `ts`), { label: `ts`, title: null, unnamed: `msimbo` })).not.toContain(`data-label`)
  })

  it(`escapes the file name`, () => {
    expect(frameCode(prism, { label: `text`, title: `<a>&"`, unnamed: `code` })).toContain(
      `<span class="code-file">&lt;a&gt;&amp;&quot;</span>`,
    )
  })
})
