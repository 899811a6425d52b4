// A plain static file server for the built site, as strict as a real static
// host: no client-side routing help, unknown paths get the nearest 404.html
// with status 404, as Cloudflare Pages does (/sw/404.html under /sw/, else
// /404.html; an empty 404 for a site without one).
// Like Netlify and Cloudflare Pages, it applies the build's public/_headers
// (the Content-Security-Policy among them) to every response, 404s included;
// told not to, it sends none of them, as GitHub Pages.
// With `compress`, it also gzips text as such hosts do (for page-speed audits,
// which count the bytes on the wire); the tests read bodies, so they go without.
import { createReadStream, promises as fs, readFileSync } from "fs"
import http from "http"
import type { AddressInfo } from "net"
import path from "path"
import { createGzip } from "zlib"
import { decodeForDisplay } from "../../src/lib/urls"
import { headersFor, parseHeadersFile, type HeaderRule } from "../../site-build/headers/headers-file"

const TYPES: Record<string, string> = {
  ".html": `text/html; charset=utf-8`,
  ".js": `text/javascript; charset=utf-8`,
  ".css": `text/css; charset=utf-8`,
  ".json": `application/json; charset=utf-8`,
  ".xml": `application/xml; charset=utf-8`,
  ".txt": `text/plain; charset=utf-8`,
  ".webmanifest": `application/manifest+json`,
  ".jpg": `image/jpeg`,
  ".jpeg": `image/jpeg`,
  ".png": `image/png`,
  ".webp": `image/webp`,
  ".svg": `image/svg+xml`,
  ".ico": `image/x-icon`,
  ".map": `application/json`,
}

/** The types a host compresses: text, not images that are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/

export interface StaticServerOptions {
  /** gzip text responses for clients that accept it. */
  compress?: boolean
  /** Apply public/_headers (true), or send none of its headers, as GitHub Pages does (false). */
  headers?: boolean
}

export interface StaticServer {
  origin: string
  /** The site's base URL, with the path prefix if any. */
  url: string
  close(): Promise<void>
}

export async function startStaticServer(
  root: string,
  pathPrefix = ``,
  { compress = false, headers: applyHeaders = true }: StaticServerOptions = {},
): Promise<StaticServer> {
  const server = http.createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? `/`, `http://127.0.0.1`)
    // Read for each request: a test may build the site again while it is served,
    // and a host always deploys the pages and their _headers together.
    const headers = applyHeaders ? headersFor(readHeaderRules(root), pathname) : new Map<string, string>()
    const file = await resolveFile(root, pathPrefix, decodeForDisplay(pathname))
    const gzip = compress && /\bgzip\b/.test(request.headers[`accept-encoding`] ?? ``)
    if (file) return send(response, 200, file, headers, gzip)
    const notFound = await nearestNotFoundPage(root, pathPrefix, decodeForDisplay(pathname))
    if (!notFound) return response.writeHead(404, Object.fromEntries(headers)).end()
    return send(response, 404, notFound, headers, gzip)
  })
  await new Promise<void>(resolve => server.listen(0, `127.0.0.1`, resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    url: origin + pathPrefix,
    close: () => new Promise(resolve => server.close(() => resolve())),
  }
}

async function resolveFile(root: string, prefix: string, pathname: string): Promise<string | null> {
  if (prefix) {
    if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null
    pathname = pathname.slice(prefix.length) || `/`
  }
  const candidate = path.normalize(path.join(root, pathname))
  if (!candidate.startsWith(root)) return null
  // The host reads _headers; it does not serve it.
  if (candidate === path.join(root, `_headers`)) return null
  for (const file of [candidate, path.join(candidate, `index.html`)]) {
    const stat = await fs.stat(file).catch(() => null)
    if (stat?.isFile()) return file
  }
  return null
}

/** The 404.html in the folder of the address or the closest above it, up to the site's root; null when there is none. */
async function nearestNotFoundPage(root: string, prefix: string, pathname: string): Promise<string | null> {
  const site = path.resolve(root)
  const within = !prefix ? pathname : pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : `/`
  let folder = path.resolve(site, `.${path.posix.dirname(within)}`)
  if (folder !== site && !folder.startsWith(`${site}${path.sep}`)) folder = site
  for (;;) {
    const page = path.join(folder, `404.html`)
    if ((await fs.stat(page).catch(() => null))?.isFile()) return page
    if (folder === site) return null
    folder = path.dirname(folder)
  }
}

/** The rules of public/_headers; none for a site built without one. */
function readHeaderRules(root: string): HeaderRule[] {
  try {
    return parseHeadersFile(readFileSync(path.join(root, `_headers`), `utf8`))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === `ENOENT`) return []
    throw error
  }
}

function send(response: http.ServerResponse, status: number, file: string, headers: Map<string, string>, gzip: boolean) {
  const type = TYPES[path.extname(file)] ?? `application/octet-stream`
  const compressed = gzip && COMPRESSIBLE.test(type)
  response.writeHead(status, {
    ...Object.fromEntries(headers),
    "content-type": type,
    ...(compressed ? { "content-encoding": `gzip`, vary: `Accept-Encoding` } : {}),
  })
  const body = createReadStream(file)
  if (compressed) body.pipe(createGzip()).pipe(response)
  else body.pipe(response)
}
