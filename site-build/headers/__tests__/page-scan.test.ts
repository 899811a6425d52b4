/** @jest-environment node */
// Each built page is parsed once, and again only when its bytes change: the
// scans a build keeps are those of the pages as it left them, policy included.
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import { inlineCode, parsePage, policySlot, sourceHash } from "../page-reading.js"
import { writeMetaPolicy } from "../csp-meta"
import { FEWEST_FOR_THREADS, rememberScans, scanPages, type ScanCache } from "../page-scan"

let dir: string
const files = () => [`a.html`, `b.html`, `c.html`, `slice.html`].map(name => path.join(dir, name))

function memoryCache(): ScanCache & { store: Map<string, unknown> } {
  const store = new Map<string, unknown>()
  return { store, get: async key => store.get(key), set: async (key, value) => store.set(key, value) }
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), `page-scan-`))
  for (const name of [`a`, `b`, `c`])
    writeFileSync(
      path.join(dir, `${name}.html`),
      `<html><head><meta charset="utf-8"><style>p{}</style></head><body>${name} é</body></html>`,
    )
  writeFileSync(path.join(dir, `slice.html`), `<script>x()</script>`)
})

afterEach(() => rmSync(dir, { recursive: true, force: true }))

it(`finds what parsing each page finds, in the files' order`, async () => {
  const { pages, parsed } = await scanPages(files())
  expect(parsed).toBe(4)
  expect([...pages.keys()]).toEqual(files())
  for (const [file, { scan }] of pages) {
    const html = readFileSync(file, `utf8`)
    const code = inlineCode(html)
    const texts = (list: string[]) => list.map(text => ({ hash: sourceHash(text), start: `"${text}"` }))
    expect(scan.code).toEqual({ ...code, scripts: texts(code.scripts), styles: texts(code.styles) })
    expect(scan.slot === null).toBe(policySlot(html) === null)
  }
})

it(`parses on the next build only the pages whose bytes changed, the policy it wrote included`, async () => {
  const cache = memoryCache()
  const first = await scanPages(files(), cache)
  await writeMetaPolicy(first.pages, () => `default-src 'self'`)
  await rememberScans(first.pages, cache)

  const second = await scanPages(files(), cache)
  expect(second.parsed).toBe(0)
  for (const [file, { scan }] of second.pages) expect(scan).toEqual(parsePage(readFileSync(file)))

  writeFileSync(
    path.join(dir, `b.html`),
    `<html><head><meta charset="utf-8"></head><body><img src="https://x.example/i.png" alt=""></body></html>`,
  )
  const third = await scanPages(files(), cache)
  expect(third.parsed).toBe(1)
  expect(third.pages.get(path.join(dir, `b.html`))?.scan.code.imageOrigins).toEqual([`https://x.example`])
})

it(`reads from the disk only the files changed since the last build left them`, async () => {
  const cache = memoryCache()
  const first = await scanPages(files(), cache)
  expect(first.read).toBe(4)
  await writeMetaPolicy(first.pages, () => `default-src 'self'`)
  await rememberScans(first.pages, cache)

  const second = await scanPages(files(), cache)
  expect([second.read, second.parsed]).toEqual([0, 0])
  for (const [file, { scan }] of second.pages) expect(scan).toEqual(parsePage(readFileSync(file)))
  await rememberScans(second.pages, cache)

  // Written again with the same bytes (a new time): read, but not parsed.
  const c = path.join(dir, `c.html`)
  writeFileSync(c, readFileSync(c))
  utimesSync(c, new Date(2001, 0, 1), new Date(2001, 0, 1))
  const third = await scanPages(files(), cache)
  expect([third.read, third.parsed]).toEqual([1, 0])
})

it(`keeps only the scans of the pages there are now`, async () => {
  const cache = memoryCache()
  await rememberScans((await scanPages(files(), cache)).pages, cache)
  rmSync(path.join(dir, `c.html`))
  await rememberScans((await scanPages(files().slice(0, 2), cache)).pages, cache)
  expect(([...cache.store.values()][0] as { entries: unknown[] }).entries).toHaveLength(2)
})

it(`leaves a page that carries the policy already as it is, and rewrites it for a new policy`, async () => {
  const cache = memoryCache()
  const a = path.join(dir, `a.html`)
  const first = await scanPages(files(), cache)
  await writeMetaPolicy(first.pages, () => `default-src 'self'`)
  await rememberScans(first.pages, cache)
  const past = new Date(2000, 0, 1)
  utimesSync(a, past, past)
  const second = await scanPages(files(), cache)
  await writeMetaPolicy(second.pages, () => `default-src 'self'`)
  expect(statSync(a).mtime).toEqual(past)
  await writeMetaPolicy(second.pages, () => `default-src 'none'`)
  expect(readFileSync(a, `utf8`)).toContain(`content="default-src 'none'"`)
  expect(readFileSync(a, `utf8`).match(/Content-Security-Policy/g)).toHaveLength(1)
})

it(`knows a page again when a rebuild writes it as Gatsby made it, without the policy`, async () => {
  const cache = memoryCache()
  const a = path.join(dir, `a.html`)
  const asMade = readFileSync(a)
  const first = await scanPages(files(), cache)
  await writeMetaPolicy(first.pages, () => `default-src 'self'`)
  await rememberScans(first.pages, cache)
  writeFileSync(a, asMade)
  const second = await scanPages(files(), cache)
  expect(second.parsed).toBe(0)
  expect(second.pages.get(a)?.scan).toEqual(parsePage(asMade))
})

it(`parses a large build's pages on worker threads, finding what the main thread finds`, async () => {
  const many = Array.from({ length: FEWEST_FOR_THREADS + 20 }, (_, index) => {
    const file = path.join(dir, `many-${index}.html`)
    const extra = index % 7 === 0 ? `<img src="https://cdn${index}.example/a.png" alt=""><button onclick="go()">é</button>` : ``
    writeFileSync(
      file,
      `<html><head><meta charset="utf-8"><title>Ünïcode ${index}</title><script>n(${index})</script></head><body>${extra}</body></html>`,
    )
    return file
  })
  const { pages, parsed } = await scanPages(many)
  expect(parsed).toBe(many.length)
  for (const file of many) expect(pages.get(file)?.scan).toEqual(parsePage(readFileSync(file)))
})
