/** @jest-environment node */
// The build's last step on a small public/ folder: the _headers it writes, and
// the pages it refuses because the CSP would block their inline code.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import { sourceHash } from "../page-reading.js"
import { metaPolicy } from "../meta-policy"
import { shippedHeadScript } from "../../shipped-scripts"
import { headersFor, parseHeadersFile } from "../headers-file"
import { PAGE_PATH_SCRIPT } from "../../../gatsby-internals/browser/page-path-script"
import { IMMUTABLE, REVALIDATE } from "../response-headers"
import { htmlFiles, writeHeaders, type HeadersReporter } from "../headers"

const CSS = `body{color:#222}`
const CHUNK_MAP = `window.___chunkMapping="{}";`

let dir: string
let reporter: { [K in keyof HeadersReporter]: jest.Mock }

function page(file: string, extra = ``) {
  const html = [
    `<html><head><script>${shippedHeadScript()}</script><style data-href="/styles.0123456789abcdef0123.css">${CSS}</style>`,
    `<script type="application/ld+json">{"@type":"BlogPosting"}</script></head><body>`,
    `<img src="https://images.example.org/a.jpg" alt="">${extra}`,
    `<script id="gatsby-script-loader" data-page-path="/">${PAGE_PATH_SCRIPT}</script><script>${CHUNK_MAP}</script>`,
    `<script src="/app-0123456789abcdef0123.js" async></script></body></html>`,
  ].join(``)
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  writeFileSync(path.join(dir, file), html)
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), `public-`))
  reporter = { log: jest.fn(), panicOnBuild: jest.fn(), warn: jest.fn(), info: jest.fn() }
  writeFileSync(path.join(dir, `styles.0123456789abcdef0123.css`), CSS)
  writeFileSync(path.join(dir, `app-0123456789abcdef0123.js`), ``)
  mkdirSync(path.join(dir, `_gatsby/slices`), { recursive: true })
  writeFileSync(path.join(dir, `_gatsby/slices/_gatsby-scripts-1.html`), `<script>${CHUNK_MAP}</script>`)
  page(`index.html`)
  page(`post/a/index.html`)
})

afterEach(() => rmSync(dir, { recursive: true, force: true }))

const written = () => parseHeadersFile(readFileSync(path.join(dir, `_headers`), `utf8`))

it(`allows exactly the site's inline scripts and style by hash, and the content's image hosts`, async () => {
  await writeHeaders(``, reporter, { publicDir: dir, env: {} })
  expect(reporter.panicOnBuild).not.toHaveBeenCalled()
  const csp = headersFor(written(), `/post/a`).get(`content-security-policy`) ?? ``
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1].split(` `)
  expect(scriptSrc?.sort()).toEqual([`'self'`, ...[shippedHeadScript(), PAGE_PATH_SCRIPT, CHUNK_MAP].map(sourceHash)].sort())
  expect(csp).toContain(`style-src 'self' ${sourceHash(CSS)};`)
  expect(csp).toContain(`img-src 'self' data: https://images.example.org;`)
})

it(`writes the same policy, less frame-ancestors, into each page's head, and only once however often it runs`, async () => {
  await writeHeaders(``, reporter, { publicDir: dir, env: {} })
  await writeHeaders(``, reporter, { publicDir: dir, env: {} })
  const csp = headersFor(written(), `/post/a`).get(`content-security-policy`) ?? ``
  const html = readFileSync(path.join(dir, `post/a/index.html`), `utf8`)
  expect(html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)).toHaveLength(1)
  expect(html).toContain(
    `<html><head><meta http-equiv="Content-Security-Policy" content="${metaPolicy(csp).replace(/&/g, `&amp;`)}"/><script>`,
  )
  expect(metaPolicy(csp)).toBe(csp.replace(`; frame-ancestors 'none'`, ``))
  expect(readFileSync(path.join(dir, `_gatsby/slices/_gatsby-scripts-1.html`), `utf8`)).toBe(`<script>${CHUNK_MAP}</script>`)
})

it(`caches the hashed files a year and revalidates the pages`, async () => {
  await writeHeaders(``, reporter, { publicDir: dir, env: {} })
  expect(headersFor(written(), `/app-0123456789abcdef0123.js`).get(`cache-control`)).toBe(IMMUTABLE)
  expect(headersFor(written(), `/`).get(`cache-control`)).toBe(REVALIDATE)
  expect(headersFor(written(), `/post/a`).get(`cache-control`)).toBe(REVALIDATE)
  expect(headersFor(written(), `/post/a`).get(`x-robots-tag`)).toBeUndefined()
})

it(`marks every response of a preview build noindex`, async () => {
  await writeHeaders(``, reporter, { publicDir: dir, env: { SITE_ENV: `preview` } })
  expect(headersFor(written(), `/post/a`).get(`x-robots-tag`)).toBe(`noindex`)
})

it(`stops the build, naming the page, for inline code the CSP would block`, async () => {
  page(`post/b/index.html`, `<script>window.pagePath="/post/b"</script><style>p{}</style><button onclick="go()">Go</button>`)
  await writeHeaders(``, reporter, { publicDir: dir, env: {} })
  const lines = reporter.log.mock.calls.map(([line]) => line)
  expect(lines).toEqual([
    `error post/b/index.html: an inline script the Content-Security-Policy does not allow: "window.pagePath=\\"/post/b\\""`,
    `error post/b/index.html: an inline <style> the Content-Security-Policy does not allow: "p{}"`,
    `error post/b/index.html: an event-handler attribute (onclick), which the Content-Security-Policy blocks`,
  ])
  expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1)
  expect(reporter.panicOnBuild).toHaveBeenCalledWith(
    expect.stringMatching(/^3 piece\(s\) of inline code would be blocked by the Content-Security-Policy/),
  )
})

it(`builds a page whose title, description, tags and code only talk about handlers and scripts`, async () => {
  const words =
    `Why an onerror= handler in a profile field still runs: ` +
    `&lt;img src=x onerror="alert(1)"&gt; and &lt;script&gt;alert(1)&lt;/script&gt;`
  page(
    `post/payloads/index.html`,
    [
      `<meta name="description" content="${words.replace(/"/g, `&quot;`)}">` +
        `<meta property="og:title" content="&lt;script&gt;onload=x()&lt;/script&gt;">`,
      `<h1>${words}</h1><a href="/tags/onclick=" rel="tag">onclick=</a><pre><code>&lt;button onclick="go()"&gt;</code></pre>`,
    ].join(``),
  )
  await writeHeaders(``, reporter, { publicDir: dir, env: {} })
  expect(reporter.log).not.toHaveBeenCalled()
  expect(reporter.panicOnBuild).not.toHaveBeenCalled()
})

it(`finds every HTML file at any depth, and nothing else, without following links`, async () => {
  page(`tags/rust/page/2/index.html`)
  writeFileSync(path.join(dir, `post/a/notes.txt`), ``)
  mkdirSync(path.join(dir, `page-data/post/a`), { recursive: true })
  writeFileSync(path.join(dir, `page-data/post/a/page-data.json`), `{}`)
  symlinkSync(path.join(dir, `post`), path.join(dir, `linked`))
  const found = (await htmlFiles(dir)).map(file => path.relative(dir, file).split(path.sep).join(`/`))
  expect(found.sort()).toEqual(
    [`_gatsby/slices/_gatsby-scripts-1.html`, `index.html`, `post/a/index.html`, `tags/rust/page/2/index.html`].sort(),
  )
})

it(`lets the posts alone show the comments' frame, in their headers and their <meta>`, async () => {
  const giscus = `https://giscus.app`
  page(`projects/index.html`)
  await writeHeaders(``, reporter, { publicDir: dir, env: {}, postFrameOrigins: [giscus] })
  const rules = written()
  const policyOf = (pathname: string) => headersFor(rules, pathname).get(`content-security-policy`) ?? ``
  expect(policyOf(`/post/a`)).toContain(`frame-src ${giscus};`)
  for (const pathname of [`/`, `/projects`, `/app-0123456789abcdef0123.js`]) {
    expect(policyOf(pathname)).toMatch(/^default-src 'self'/)
    expect(policyOf(pathname)).not.toContain(`frame-src`)
  }
  // One policy per response: no rule's policy joins another's.
  expect(policyOf(`/post/a`)).not.toContain(`, default-src`)
  const meta = (file: string) => readFileSync(path.join(dir, file), `utf8`)
  expect(meta(`post/a/index.html`)).toContain(`frame-src ${giscus};`)
  expect(meta(`index.html`)).not.toContain(`frame-src`)
  expect(meta(`projects/index.html`)).not.toContain(`frame-src`)
})
