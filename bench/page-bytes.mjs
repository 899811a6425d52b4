// Two builds of the site, page by page: each page's HTML and the JavaScript a
// first visit to it downloads (the scripts its HTML names), gzip at the
// strongest level, and how far the second build is from the first. Made to
// hold a change to the bytes a site pays, such as a one-language site's after
// the languages came in (bench/README.md).
//
//   node bench/page-bytes.mjs <public folder before> <public folder after> [--browser]
//
// With --browser, the JavaScript is what Chromium downloads on a first visit to
// the page (its template's chunks too, which the HTML does not name), and the
// page data it fetches is reported beside it.
import { readFileSync, readdirSync, statSync } from "node:fs"
import path from "node:path"
import zlib from "node:zlib"

const inBrowser = process.argv.includes(`--browser`)
const [before, after] = process.argv.slice(2).filter(arg => !arg.startsWith(`--`))
if (!before || !after) throw new Error(`usage: node bench/page-bytes.mjs <public folder before> <public folder after> [--browser]`)

const gzip = bytes => zlib.gzipSync(bytes, { level: 9 }).length

/** Every page of a public folder: its path, and index.html. */
function pages(root) {
  const found = []
  const walk = dir => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) {
        if (![`static`, `page-data`, `search`, `~partytown`].includes(name)) walk(full)
      } else if (name === `index.html` || name === `404.html`) found.push(path.relative(root, full))
    }
  }
  walk(root)
  return found.sort()
}

/** The HTML's bytes and its first visit's JavaScript: the scripts it names, each once, or what Chromium fetched. */
function weigh(root, page, visits) {
  const html = readFileSync(path.join(root, page))
  if (visits) {
    const { js, data } = visits[pagePath(page)]
    return { html: gzip(html), js: js.gzipBytes, data: data.gzipBytes }
  }
  const scripts = [...new Set([...html.toString().matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)].map(match => match[1]))]
  const js = scripts.reduce((sum, file) => sum + gzip(readFileSync(path.join(root, file))), 0)
  return { html: gzip(html), js }
}

/** 404/index.html → /404, index.html → /. */
function pagePath(file) {
  const dir = path.dirname(file)
  return file === `404.html` ? `/404.html` : dir === `.` ? `/` : `/${dir}`
}

/** Each page's first visit in Chromium, for --browser. */
async function visitAll(root) {
  await import(`./typescript-imports.mjs`)
  const { withSite, firstVisits } = await import(`./browser-figures.mjs`)
  return withSite(path.resolve(root), site => firstVisits(site, pages(root).map(pagePath)))
}

const percent = (a, b) => (a === 0 ? 0 : ((b - a) / a) * 100)
const rows = []
const only = { before: [], after: [] }
const afterPages = new Set(pages(after))
const visits = inBrowser ? { before: await visitAll(before), after: await visitAll(after) } : { before: null, after: null }
for (const page of pages(before)) {
  if (!afterPages.has(page)) {
    only.before.push(page)
    continue
  }
  afterPages.delete(page)
  const [a, b] = [weigh(before, page, visits.before), weigh(after, page, visits.after)]
  rows.push({
    page,
    htmlBefore: a.html,
    htmlAfter: b.html,
    html: percent(a.html, b.html),
    jsBefore: a.js,
    jsAfter: b.js,
    js: percent(a.js, b.js),
    data: inBrowser ? `${a.data} → ${b.data}` : null,
  })
}
only.after.push(...afterPages)

console.log(`page | HTML gzip before → after | JS gzip before → after${inBrowser ? ` | page data gzip before → after` : ``}`)
for (const row of rows) {
  const html = `${row.htmlBefore} → ${row.htmlAfter} (${row.html.toFixed(2)} %)`
  console.log(`${row.page} | ${html} | ${row.jsBefore} → ${row.jsAfter} (${row.js.toFixed(2)} %)${row.data ? ` | ${row.data}` : ``}`)
}
const worst = key => rows.reduce((max, row) => (Math.abs(row[key]) > Math.abs(max[key]) ? row : max), rows[0])
console.log(
  `\n${rows.length} pages in both; only before: ${only.before.join(`, `) || `none`}; only after: ${only.after.join(`, `) || `none`}`,
)
console.log(`largest HTML change: ${worst(`html`).page} ${worst(`html`).html.toFixed(2)} %`)
console.log(`largest JavaScript change: ${worst(`js`).page} ${worst(`js`).js.toFixed(2)} %`)
