import { htmlSections } from "../html-sections"

const html = [
  `<p>Intro with <code>map_err</code> &amp; more.</p>`,
  `<div class="heading-group"><h2 id="why-errors-matter">Why <em>errors</em> matter</h2>` +
    `<a href="#why-errors-matter" class="heading-link" aria-label="Link to this section: Why errors matter">#</a></div>`,
  `<p>First</p><p>second paragraph.</p>`,
  `<div class="gatsby-highlight"><pre class="language-rust"><code><span class="token keyword">let</span> x` +
    `<span class="token operator">=</span>parse_config<span class="token punctuation">(</span><span class="token punctuation">)</span>;` +
    `</code></pre></div>`,
  `<h3 id="café-1">Café</h3><p>Text &#x263A; &#233;</p><svg><text>drawing</text></svg>`,
].join(`\n`)

it(`cuts the body into sections at headings with ids, as plain text, code included`, () => {
  expect(htmlSections(html)).toEqual([
    { id: null, heading: ``, text: `Intro with map_err & more.` },
    { id: `why-errors-matter`, heading: `Why errors matter`, text: `First second paragraph. let x=parse_config();` },
    { id: `café-1`, heading: `Café`, text: `Text ☺ é` },
  ])
})

it(`leaves out an empty part before the first heading`, () => {
  expect(htmlSections(`<h2 id="a">A</h2><p>b</p>`)).toEqual([{ id: `a`, heading: `A`, text: `b` }])
})
