import { createHash } from "crypto"
import { contentSecurityPolicy } from "../csp"
import { inlineCode, sourceHash } from "../page-reading.js"
import { PAGE_PATH_ATTRIBUTE, PAGE_PATH_SCRIPT } from "../../../gatsby-internals/browser/page-path-script"

it(`hashes inline code as browsers do: SHA-256 of the exact UTF-8 text, base64`, () => {
  // The value CSP's own specification gives for alert('Hello, world.');
  expect(sourceHash(`alert('Hello, world.');`)).toBe(`'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='`)
  const text = `var é = "ü"`
  expect(sourceHash(text)).toBe(`'sha256-${createHash(`sha256`).update(Buffer.from(text, `utf8`)).digest(`base64`)}'`)
  expect(sourceHash(`a `)).not.toBe(sourceHash(`a`))
})

describe(`contentSecurityPolicy`, () => {
  const policy = contentSecurityPolicy({
    scriptHashes: [`'sha256-a'`, `'sha256-b'`, `'sha256-a'`],
    styleHashes: [`'sha256-c'`],
    imageOrigins: [`https://images.example.org`],
  })
  const directives = new Map(policy.split(`; `).map(directive => [directive.split(` `)[0], directive.split(` `).slice(1)]))

  it(`allows scripts and styles from the site and the listed hashes only, each once`, () => {
    expect(directives.get(`script-src`)).toEqual([`'self'`, `'sha256-a'`, `'sha256-b'`])
    expect(directives.get(`style-src`)).toEqual([`'self'`, `'sha256-c'`])
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|style-src [^;]*unsafe-inline/)
  })

  it(`allows images from the site, data: URLs and the content's own image hosts, and nothing else from another host`, () => {
    expect(directives.get(`img-src`)).toEqual([`'self'`, `data:`, `https://images.example.org`])
    for (const name of [`default-src`, `font-src`, `connect-src`, `manifest-src`, `base-uri`, `form-action`]) {
      expect(directives.get(name)).toEqual([`'self'`])
    }
    expect(directives.get(`frame-ancestors`)).toEqual([`'none'`])
    expect(directives.get(`object-src`)).toEqual([`'none'`])
  })
})

it(`adds the hosts the site config's features need, each to its own directive`, () => {
  const policy = contentSecurityPolicy({
    scriptHashes: [`'sha256-a'`],
    styleHashes: [],
    imageOrigins: [`https://images.example.org`],
    featureOrigins: {
      script: [`https://gc.zgo.at`],
      connect: [`https://juma.goatcounter.com`],
      img: [`https://juma.goatcounter.com`],
      form: [`https://buttondown.com`],
    },
  })
  const directives = new Map(policy.split(`; `).map(directive => [directive.split(` `)[0], directive.split(` `).slice(1)]))
  expect(directives.get(`script-src`)).toEqual([`'self'`, `'sha256-a'`, `https://gc.zgo.at`])
  expect(directives.get(`connect-src`)).toEqual([`'self'`, `https://juma.goatcounter.com`])
  expect(directives.get(`img-src`)).toEqual([`'self'`, `data:`, `https://images.example.org`, `https://juma.goatcounter.com`])
  expect(directives.get(`form-action`)).toEqual([`'self'`, `https://buttondown.com`])
  expect(directives.get(`default-src`)).toEqual([`'self'`])
})

describe(`frames`, () => {
  it(`allows no frame at all when no page has a video`, () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], styleHashes: [], imageOrigins: [] })
    expect(policy).not.toContain(`frame-src`)
  })

  it(`allows the players of the pages' click-to-play videos, and only them`, () => {
    const html = [
      `<a class="video-embed-link" href="https://www.youtube.com/watch?v=x" ` +
        `data-embed-src="https://www.youtube-nocookie.com/embed/x?autoplay=1&amp;start=3">`,
      `<a href="https://player.vimeo.com/video/1">a plain link</a><p>data-embed-src="https://evil.example" in text</p>`,
    ].join(``)
    const origins = inlineCode(html).frameOrigins
    expect(origins).toEqual([`https://www.youtube-nocookie.com`])
    const policy = contentSecurityPolicy({ scriptHashes: [], styleHashes: [], imageOrigins: [], frameOrigins: origins })
    expect(policy).toContain(`; frame-src https://www.youtube-nocookie.com;`)
  })
})

describe(`inlineCode`, () => {
  const page = [
    `<html><head><script>var a=1</script><style data-href="/styles.css">body{color:red}</style>`,
    `<script type="application/ld+json">{"@type":"Person"}</script>`,
    `<script src="/app-0123456789abcdef0123.js" async></script>`,
    `<script type="module">import "./x.js"</script>`,
    `</head><body><pre><code>&lt;button onclick="go()"&gt;</code></pre>`,
    `<img src="/static/a.jpg" alt=""><picture><source srcset="https://cdn.example.org/a.avif 400w, https://img.example.net/b.avif 800w">`,
    `<img src="https://cdn.example.org/c.jpg?x=1&amp;y=2" alt="">`,
    `<script id="gatsby-script-loader" ${PAGE_PATH_ATTRIBUTE}="/post/a">${PAGE_PATH_SCRIPT}</script></body></html>`,
  ].join(`\n`)
  const code = inlineCode(page)

  it(`lists the scripts a browser runs, without data blocks or external scripts`, () => {
    expect(code.scripts).toEqual([`var a=1`, `import "./x.js"`, PAGE_PATH_SCRIPT])
  })

  it(`lists inline styles, and handlers only where they are attributes of a tag`, () => {
    expect(code.styles).toEqual([`body{color:red}`])
    expect(code.handlers).toEqual([])
    expect(inlineCode(`<p>ok</p><img src="/a.png" onerror="x()" alt="">`).handlers).toEqual([`onerror`])
    expect(inlineCode(`<svg><a ONCLICK='x()'><text>t</text></a></svg>`).handlers).toEqual([`onclick`])
  })

  it(`reads text that talks about code as text: in meta tags, titles, attributes and code blocks`, () => {
    const words = `Why an onerror= handler still runs: &lt;img src=x onerror="alert(1)"&gt; &lt;script&gt;alert(1)&lt;/script&gt;`
    const talk = inlineCode(
      [
        `<head><title>&lt;script&gt;onload=x()</title><meta name="description" content="${words.replace(/"/g, `&quot;`)}">`,
        `<meta name="keywords" content='<img src=x onerror=alert(1)>'></head>`,
        `<body><h1>${words}</h1><textarea><script>alert(1)</script></textarea><code>onclick=</code></body>`,
      ].join(``),
    )
    expect(talk).toEqual({ scripts: [], styles: [], handlers: [], imageOrigins: [], frameOrigins: [] })
  })

  it(`lists the origins of images on other hosts`, () => {
    expect(code.imageOrigins).toEqual([`https://cdn.example.org`, `https://img.example.net`])
  })
})

it(`the page-path script gives Gatsby the path its element carries`, () => {
  document.body.innerHTML = ``
  const script = document.createElement(`script`)
  script.setAttribute(PAGE_PATH_ATTRIBUTE, `/post/a "quoted" path`)
  // Run as the browser would: document.currentScript is the element while it runs.
  Object.defineProperty(document, `currentScript`, { value: script, configurable: true })
  new Function(PAGE_PATH_SCRIPT)()
  expect((window as unknown as { pagePath: string }).pagePath).toBe(`/post/a "quoted" path`)
})
