import { activeContent } from "../active-content"
import { activeBodyContent } from "../post-html"

const lines = (...text: string[]) => text.join(`\n`)
/** Each finding as "line: what", the what cut at its first colon. */
const found = (markdown: string, firstLine = 1) =>
  activeBodyContent(markdown, firstLine).map(({ line, message }) => `${line}: ${message.split(/:| \(/)[0]}`)

describe(`activeBodyContent: what would run in a post's rendered HTML`, () => {
  it(`finds a script however the markdown wraps it, with its file line`, () => {
    // Inside an HTML block, backticks are not code.
    expect(found(lines(`Intro`, ``, '<div title="`"><script src="./payload.js"></script>`"></div>'), 5)).toEqual([`7: a <script> element`])
    expect(found(lines(`Text`, `<script>`, `alert(1)`, `</script>`))).toEqual([`2: a <script> element`])
    expect(found(`<svg><script>alert(1)</script></svg>`)).toEqual([`1: a <script> element`])
  })

  it(`finds event handlers, also split over lines or hidden from a simpler parser`, () => {
    expect(found(lines(`x`, ``, `<img src=x`, `onerror=alert(1)>`))).toEqual([`3: an event handler`])
    expect(found(`Some <span onmouseover="x()">text</span>.`)).toEqual([`1: an event handler`])
    expect(found(`<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`)).toEqual([`1: an event handler`])
    // A fence inside an HTML block is no fence: what follows the block is read as HTML, as remark reads it.
    expect(found(lines(`<div>`, "```", ``, `<img src=x onerror=alert(1)>`, "```"))).toEqual([`4: an event handler`])
  })

  it(`finds a raw tag whose attribute swallows the markdown after it`, () => {
    // The paragraph's quote closes the block's title=, so onmouseover= lands on the <div>.
    expect(found(lines(`<div title='`, ``, `' onmouseover='alert(1)' x='`, ``, `'>hi</div>`))).toEqual([`1: an event handler`])
  })

  it(`finds running addresses in links, definitions, raw tags and SVG animations`, () => {
    expect(found(`[click](javascript:alert(1))`)).toEqual([`1: a javascript`])
    expect(found(`[click](&#106;avascript:alert(1))`)).toEqual([`1: a javascript`])
    expect(found(lines(`[a][x]`, ``, `[x]: vbscript:msgbox`))).toEqual([`1: a vbscript`])
    expect(found(`<a href="jav&#x09;ascript:alert(1)">x</a>`)).toEqual([`1: a javascript`])
    expect(found(`<svg><set attributeName="href" to="javascript:alert(1)"/></svg>`)).toEqual([`1: a javascript`])
    expect(found(`<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>`)).toEqual([`1: a data`])
  })

  it(`finds redirects, plugins, other documents and forms to other hosts`, () => {
    expect(found(`<meta http-equiv="refresh" content="0; url=https://elsewhere.example">`)).toEqual([`1: a <meta> element`])
    expect(found(`<base href="https://elsewhere.example/">`)).toEqual([`1: a <base> element`])
    expect(found(`<object data="x.swf"></object> <embed src="y.swf">`)).toEqual([`1: an <object> element`, `1: an <embed> element`])
    expect(found(`<iframe srcdoc="<p>hi</p>"></iframe>`)).toEqual([`1: a srcdoc= on <iframe>`])
    expect(found(`<link rel="preload" href="/x.js">`)).toEqual([`1: a <link> element`])
    const form = `<form action="//elsewhere.example/login"><input type="password"></form>`
    expect(found(form)).toEqual([`1: a form that sends what is typed to //elsewhere.example/login`])
    expect(found(`<form><button formaction="https://elsewhere.example">Go</button></form>`)).toHaveLength(1)
  })

  it(`leaves code, text about code and inert markup alone`, () => {
    const markdown = lines(
      'Write `<script>` or `onerror=` in prose, and <b title="javascript: the good parts">a title</b>.',
      ``,
      "```html",
      `<script>alert(1)</script>`,
      "```",
      ``,
      `    <img src=x onerror=alert(1)>`,
      ``,
      `$<img src=x onerror=alert(1)>$`,
      ``,
      `<!-- <script>alert(1)</script> -->`,
      ``,
      `<img src="data:image/png;base64,AAAA" alt="dot"> <img src="data:image/svg+xml,%3Csvg/%3E" alt="svg">`,
      ``,
      `<form action="/search"><input name="q"></form> [home](/) <https://example.com> [mail](mailto:me@example.com)`,
    )
    expect(found(markdown)).toEqual([])
  })
})

describe(`activeContent: the rule the build applies to the HTML it publishes`, () => {
  it(`gives each finding's offset in the HTML`, () => {
    const html = `<p>a</p><img src=x onerror=alert(1)>`
    expect(activeContent(html)).toEqual([{ offset: html.indexOf(`<img`), message: expect.stringMatching(/^an event handler \(onerror=/) }])
  })

  it(`reads a template's content`, () => {
    expect(activeContent(`<template><img src=x onerror=alert(1)></template>`)).toHaveLength(1)
  })
})
